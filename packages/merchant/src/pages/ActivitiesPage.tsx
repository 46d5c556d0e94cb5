// The activities section (issue 17 item 7): a tab bar made from the list of activity kinds
// (activities/kinds.ts: flash sales, group buys, and the kinds added beside them), and below it the chosen
// kind's page, loaded on first visit, which holds its own routes (list, `new`, `:id`). The section's index
// opens the first kind.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useResolvedPath } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Tabs, TabsList, TabsTrigger } from '@mall/ui';
import { activityKinds, kindOf } from './activities/kinds.ts';
import NotFoundPage from './NotFoundPage.tsx';

/** Each kind's page, loaded when its tab is first opened. */
const pages = activityKinds.map((kind) => ({ kind, Page: lazy(kind.load) }));

export default function ActivitiesPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const base = useResolvedPath('.').pathname.replace(/\/+$/, '');
  const { pathname } = useLocation();
  const current = kindOf(pathname.startsWith(base) ? pathname.slice(base.length) : '');
  const first = activityKinds[0];
  return (
    <div className="flex flex-col gap-4">
      <Tabs
        value={current?.key ?? ''}
        onValueChange={(key) => {
          const kind = activityKinds.find((k) => k.key === key);
          if (kind) void navigate(kind.path);
        }}
      >
        <TabsList>
          {activityKinds.map((kind) => (
            <TabsTrigger key={kind.key} value={kind.key}>
              {i18n._(kind.label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <Routes>
          {first ? <Route index element={<Navigate to={first.path} replace />} /> : null}
          {pages.map(({ kind, Page }) => (
            <Route key={kind.key} path={`${kind.path}/*`} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </div>
  );
}

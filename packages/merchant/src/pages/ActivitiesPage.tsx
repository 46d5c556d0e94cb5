// The activities section (issue 17 item 7): a tab bar made from the list of activity kinds
// (activities/kinds.ts: flash sales, group buys, and the kinds added beside them), and below it the chosen
// kind's page, loaded on first visit, which holds its own routes (list, `new`, `:id`). The section's index
// opens the first kind. The tab bar is a pathless layout route of the section's own <Routes>; its links
// are absolute, made from the section's path (the address without the section route's splat).
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Tabs, TabsList, TabsTrigger } from '@mall/ui';
import { activityKinds, kindOf, type ActivityKind } from './activities/kinds.ts';
import NotFoundPage from './NotFoundPage.tsx';

/** Each kind's page, loaded when its tab is first opened. */
const pages = activityKinds.map((kind) => ({ kind, Page: lazy(kind.load) }));

/**
 * The tab bar of `kinds` (the one of the address selected) above the kind's page. `base` is the
 * section's own path (the address without the section route's splat); the tabs go to `base/kind`.
 */
function ActivityTabs({ kinds, base, rest }: { kinds: readonly ActivityKind[]; base: string; rest: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const current = kindOf(rest, kinds);
  return (
    <div className="flex flex-col gap-4">
      <Tabs
        value={current?.key ?? ''}
        onValueChange={(key) => {
          const kind = kinds.find((k) => k.key === key);
          if (kind) void navigate(`${base}/${kind.path}`);
        }}
      >
        <TabsList>
          {kinds.map((kind) => (
            <TabsTrigger key={kind.key} value={kind.key}>
              {i18n._(kind.label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** The section as the route of `section/*` mounts it: the tabs, and a route per kind below them. */
export function ActivitySection({
  kinds = pages,
}: {
  kinds?: readonly { kind: ActivityKind; Page: ComponentType }[];
}) {
  const rest = useParams()['*'] ?? '';
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  const first = kinds[0]?.kind;
  return (
    <Routes>
      <Route element={<ActivityTabs kinds={kinds.map((k) => k.kind)} base={base} rest={rest} />}>
        {first ? <Route index element={<Navigate to={`${base}/${first.path}`} replace />} /> : null}
        {kinds.map(({ kind, Page }) => (
          <Route key={kind.key} path={`${kind.path}/*`} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default function ActivitiesPage() {
  return <ActivitySection />;
}

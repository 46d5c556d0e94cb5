// The group buys of the activities section (issue 17 item 7): the store's list (status and page kept in
// the address), a stop per row (asked first by the screen; its open teams fail and are refunded), and the form of a new group buy (`new`) or
// of one of the store's (`:id`: its figures, editable before its start). The screens are ui's; every
// rule and figure is the server's (packages/server group/service.ts).
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createMerchantGroup,
  getMerchantGroup,
  getMerchantGroups,
  stopMerchantGroup,
  updateMerchantGroup,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { GroupListScreen } from '@mall/ui/screens/merchant/GroupListScreen';
import { GroupEditScreen } from '@mall/ui/screens/merchant/GroupEditScreen';
import NotFoundPage from '../NotFoundPage.tsx';
import { refusalOf } from '../refusal.ts';
import { useRefreshList } from '../../hooks/useRefreshList.ts';
import { activityQueryOf, activitySearchOf, idOf, useProductPicker } from './shared.ts';

export default function GroupPage() {
  return (
    <Routes>
      <Route index element={<GroupList />} />
      <Route path="new" element={<GroupEdit />} />
      <Route path=":id" element={<GroupEdit />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function GroupList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const query = activityQueryOf(search);
  const list = useApiQuery(getMerchantGroups, query);
  const refresh = useRefreshList(getMerchantGroups.path);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <GroupListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(activitySearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={pending}
      onStop={(id) => {
        setPending((ids) => [...ids, id]);
        // A refusal is the client's toast (the server's text); the row shows the server's state either way.
        void stopMerchantGroup(http, id)
          .catch(() => undefined)
          .finally(() => {
            setPending((ids) => ids.filter((x) => x !== id));
            void refresh();
          });
      }}
      onOpen={(id) => void navigate(String(id))}
      onCreate={() => void navigate('new')}
    />
  );
}

function GroupEdit() {
  const { i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const activity = useApiQuery(getMerchantGroup, id === null || Number.isNaN(id) ? null : id);
  const picker = useProductPicker(activity.data?.prodId ?? null);
  const refresh = useRefreshList(getMerchantGroups.path);
  if (Number.isNaN(id)) return <NotFoundPage />;
  return (
    <GroupEditScreen
      activity={activity.data}
      loading={id !== null && activity.data === undefined && activity.error === undefined}
      error={id !== null && activity.data === undefined && activity.error !== undefined}
      onRetry={() => void activity.mutate()}
      {...picker}
      // The client's checks only; the server checks the window against its own clock.
      now={Date.now()}
      onSubmit={async (body) => {
        try {
          if ('groupActivityId' in body) await updateMerchantGroup(refusalsInPlace(http), body);
          else await createMerchantGroup(refusalsInPlace(http), body);
        } catch (error) {
          return refusalOf(error, i18n);
        }
        void refresh();
        if (id !== null) void activity.mutate();
        void navigate('..', { relative: 'path' });
        return undefined;
      }}
      onCancel={() => void navigate('..', { relative: 'path' })}
    />
  );
}

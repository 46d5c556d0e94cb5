// The flash sales of the activities section (issue 17 item 7): the store's list (status and page kept in
// the address), a stop per row (asked first by the screen), and the form of a new flash sale (`new`) or
// of one of the store's (`:id`: its figures, editable before its start). The screens are ui's; every
// rule and figure is the server's (packages/server seckill/service.ts).
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createMerchantSeckill,
  getMerchantSeckill,
  getMerchantSeckills,
  stopMerchantSeckill,
  updateMerchantSeckill,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { SeckillListScreen } from '@mall/ui/screens/merchant/SeckillListScreen';
import { SeckillEditScreen } from '@mall/ui/screens/merchant/SeckillEditScreen';
import NotFoundPage from '../NotFoundPage.tsx';
import { refusalOf } from '../refusal.ts';
import { useRefreshList } from '../../hooks/useRefreshList.ts';
import { activityQueryOf, activitySearchOf, idOf, useProductPicker } from './shared.ts';

export default function SeckillPage() {
  return (
    <Routes>
      <Route index element={<SeckillList />} />
      <Route path="new" element={<SeckillEdit />} />
      <Route path=":id" element={<SeckillEdit />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SeckillList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const query = activityQueryOf(search);
  const list = useApiQuery(getMerchantSeckills, query);
  const refresh = useRefreshList(getMerchantSeckills.path);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <SeckillListScreen
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
        void stopMerchantSeckill(http, id)
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

function SeckillEdit() {
  const { i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const id = idOf(useParams().id);
  const activity = useApiQuery(getMerchantSeckill, id === null || Number.isNaN(id) ? null : id);
  const picker = useProductPicker(activity.data?.prodId ?? null);
  const refresh = useRefreshList(getMerchantSeckills.path);
  if (Number.isNaN(id)) return <NotFoundPage />;
  return (
    <SeckillEditScreen
      activity={activity.data}
      loading={id !== null && activity.data === undefined && activity.error === undefined}
      error={id !== null && activity.data === undefined && activity.error !== undefined}
      onRetry={() => void activity.mutate()}
      {...picker}
      // The client's checks only; the server checks the window against its own clock.
      now={Date.now()}
      onSubmit={async (body) => {
        try {
          if ('seckillId' in body) await updateMerchantSeckill(refusalsInPlace(http), body);
          else await createMerchantSeckill(refusalsInPlace(http), body);
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

// The flash sales and group buys of the activities section (issue 17 item 7): one page for both kinds,
// driven by the kind's entry below (its endpoints and screens). The store's list (status, page and size
// kept in the address), a stop per row (asked first by the screen; a group buy's open teams fail and are
// refunded), and the form of a new activity (`new`) or of one of the store's (`:id`: its figures,
// editable before its start), reached and left with the list's search kept. The screens are ui's; every
// rule and figure is the server's (packages/server seckill/ and group/ service.ts).
import type { ComponentType } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createMerchantGroup,
  createMerchantSeckill,
  getMerchantGroup,
  getMerchantGroups,
  getMerchantSeckill,
  getMerchantSeckills,
  refusalsInPlace,
  stopMerchantGroup,
  stopMerchantSeckill,
  updateMerchantGroup,
  updateMerchantSeckill,
  type QueryEndpoint,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import {
  GROUP_STOP_PERMISSIONS,
  type MerchantRoutePermission,
  type MerchantGroup,
  type MerchantGroupParam,
  type MerchantGroupUpdateParam,
  type MerchantSeckill,
  type MerchantSeckillParam,
  type MerchantSeckillUpdateParam,
  type Page,
} from '@mall/domain';
import { GroupEditScreen } from '@mall/ui/screens/merchant/GroupEditScreen';
import { GroupListScreen } from '@mall/ui/screens/merchant/GroupListScreen';
import { SeckillEditScreen, type SeckillEditScreenProps } from '@mall/ui/screens/merchant/SeckillEditScreen';
import {
  SeckillListScreen,
  type ActivityListQuery,
  type SeckillListScreenProps,
} from '@mall/ui/screens/merchant/SeckillListScreen';
import type { AxiosInstance } from 'axios';
import NotFoundPage from '../NotFoundPage.tsx';
import { refusalOf } from '@mall/client/console';
import { useMerchantMe } from '../../hooks/me.ts';
import { useRefreshList } from '../../hooks/useRefreshList.ts';
import { activityFormStateOf, idOf, listOf, mayStopOf, useProductPicker } from './shared.ts';
import { useActivityList } from './promoShared.ts';

/** A kind of product activity: its endpoints and its screens (ui's, one pair per kind). */
export interface ProductActivityKind<Activity extends { prodId: number }, Body> {
  list: QueryEndpoint<ActivityListQuery, Page<Activity>>;
  one: QueryEndpoint<number, Activity>;
  stop: (http: AxiosInstance, id: number) => Promise<unknown>;
  /** What the stop's route needs of the account's role (the same the server checks). */
  stopPermission: MerchantRoutePermission;
  /** Creates, or updates when the body holds the activity's id (its id field). */
  save: (http: AxiosInstance, body: Body) => Promise<unknown>;
  ListScreen: ComponentType<Omit<SeckillListScreenProps, 'page'> & { page?: Page<Activity> | undefined }>;
  EditScreen: ComponentType<
    Omit<SeckillEditScreenProps, 'activity' | 'onSubmit'> & {
      activity?: Activity | undefined;
      onSubmit: (body: Body) => Promise<string | undefined>;
    }
  >;
}

export const seckillKind: ProductActivityKind<
  MerchantSeckill,
  MerchantSeckillParam | MerchantSeckillUpdateParam
> = {
  list: getMerchantSeckills,
  one: getMerchantSeckill,
  stop: stopMerchantSeckill,
  stopPermission: 'products',
  save: (http, body) =>
    'seckillId' in body ? updateMerchantSeckill(http, body) : createMerchantSeckill(http, body),
  ListScreen: SeckillListScreen,
  EditScreen: SeckillEditScreen,
};

export const groupKind: ProductActivityKind<MerchantGroup, MerchantGroupParam | MerchantGroupUpdateParam> = {
  list: getMerchantGroups,
  one: getMerchantGroup,
  stop: stopMerchantGroup,
  stopPermission: GROUP_STOP_PERMISSIONS,
  save: (http, body) =>
    'groupActivityId' in body ? updateMerchantGroup(http, body) : createMerchantGroup(http, body),
  ListScreen: GroupListScreen,
  EditScreen: GroupEditScreen,
};

export function SeckillPage() {
  return <ProductActivityPage kind={seckillKind} />;
}

export function GroupPage() {
  return <ProductActivityPage kind={groupKind} />;
}

export function ProductActivityPage<Activity extends { prodId: number }, Body>({
  kind,
}: {
  kind: ProductActivityKind<Activity, Body>;
}) {
  return (
    <Routes>
      <Route index element={<ActivityList kind={kind} />} />
      <Route path="new" element={<ActivityEdit kind={kind} />} />
      <Route path=":id" element={<ActivityEdit kind={kind} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function ActivityList<Activity extends { prodId: number }, Body>({
  kind,
}: {
  kind: ProductActivityKind<Activity, Body>;
}) {
  const list = useActivityList(kind.list, kind.stop, (id: number) => id);
  const role = useMerchantMe().data?.role;
  const { ListScreen } = kind;
  return <ListScreen {...list} mayStop={mayStopOf(role, kind.stopPermission)} />;
}

function ActivityEdit<Activity extends { prodId: number }, Body>({
  kind,
}: {
  kind: ProductActivityKind<Activity, Body>;
}) {
  const { i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idOf(useParams().id);
  const activity = useApiQuery(kind.one, id === null || Number.isNaN(id) ? null : id);
  const picker = useProductPicker(activity.data?.prodId ?? null);
  const refresh = useRefreshList(kind.list.path);
  if (Number.isNaN(id)) return <NotFoundPage />;
  const state = activityFormStateOf(id, activity);
  if (state === 'absent') return <NotFoundPage />;
  const { EditScreen } = kind;
  const back = () => void navigate(listOf(search), { relative: 'path' });
  return (
    <EditScreen
      activity={activity.data}
      loading={state === 'loading'}
      error={state === 'failed'}
      onRetry={() => void activity.mutate()}
      {...picker.form}
      {...picker.search}
      // The client's checks only; the server checks the window against its own clock.
      now={Date.now()}
      onSubmit={async (body) => {
        try {
          await kind.save(refusalsInPlace(http), body);
        } catch (error) {
          return refusalOf(error, i18n);
        }
        void refresh();
        if (id !== null) void activity.mutate();
        back();
        return undefined;
      }}
      onCancel={back}
    />
  );
}

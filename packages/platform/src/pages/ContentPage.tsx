// The home content section (issue 18 item 3, decisions/0085, 0088 and 0103): four tabs, each its own
// address — `banners` (the home banners by PC or mobile: add, edit, delete, order; the picture uploaded
// through the platform upload the site page uses), `hotSearch` (the hot search words), `notices` (the
// mall's notices with their filters; `notices/new` and `notices/:noticeId` the editor) and `sections` (the
// tagged home sections with their products: the opened section's info read when it opens, its products
// picked with the console's product picker over the cross-store product search). Filters and pages live in
// the address, so a reload or a shared link shows the same. Buttons only for the roles that may write
// (`platformRoleMay(role, 'content', true)`); a refusal is the server's translated text shown in place;
// after a change every cached answer of that resource is read again.
import { useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformHotSearch,
  createPlatformIndexImg,
  createPlatformNotice,
  createPlatformProdTag,
  deletePlatformHotSearch,
  deletePlatformIndexImg,
  deletePlatformNotice,
  deletePlatformProdTag,
  getPlatformHotSearchList,
  getPlatformIndexImgPage,
  getPlatformNoticeInfo,
  getPlatformNoticePage,
  getPlatformProdPage,
  getPlatformProdTagInfo,
  getPlatformProdTagList,
  refusalsInPlace,
  updatePlatformHotSearch,
  updatePlatformIndexImg,
  updatePlatformNotice,
  updatePlatformProdTag,
  uploadPlatformImage,
} from '@mall/client';
import { refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import {
  noticeFieldOf,
  platformRoleMay,
  prodTagFieldOf,
  type PlatformIndexImgPageQuery,
  type PlatformNoticePageQuery,
  type PlatformProdQuery,
} from '@mall/domain';
import {
  BannerListScreen,
  emptyBannerFilters,
  type BannerListQuery,
} from '@mall/ui/screens/platform/BannerListScreen';
import { HotSearchScreen } from '@mall/ui/screens/platform/HotSearchScreen';
import {
  emptyNoticeFilters,
  NoticeListScreen,
  type NoticeListQuery,
} from '@mall/ui/screens/platform/NoticeListScreen';
import { NoticeEditScreen } from '@mall/ui/screens/platform/NoticeEditScreen';
import { HomeSectionListScreen } from '@mall/ui/screens/platform/HomeSectionListScreen';
import { defaultProductPickerQuery, Tabs, TabsList, TabsTrigger, type ProductPickerQuery } from '@mall/ui';
import { isAxiosError } from 'axios';
import { usePlatformMe } from '../me.ts';
import { useChange, useRefresh } from '../change.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { detailLoadOf } from './detailLoad.ts';
import { pageOf, withPage } from './listAddress.ts';

export default function ContentPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="banners" replace />} />
      <Route path="banners" element={<ContentTabs tab="banners" />} />
      <Route path="hotSearch" element={<ContentTabs tab="hotSearch" />} />
      <Route path="notices" element={<ContentTabs tab="notices" />} />
      <Route path="sections" element={<ContentTabs tab="sections" />} />
      <Route path="notices/new" element={<NoticeEdit key="new" />} />
      <Route path="notices/:noticeId" element={<NoticeEditOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const NOTICE_ID = /^[1-9]\d{0,8}$/;
const IMG_TYPES = [-1, 0, 1] as const;
const NOTICE_STATUSES = [-1, 0, 1] as const;

/** The banners' filter and page as the address holds them (anything malformed reads as the default). */
export function bannerQueryOf(search: URLSearchParams): BannerListQuery {
  const imgType = Number(search.get('imgType') ?? emptyBannerFilters.imgType);
  return {
    imgType: (IMG_TYPES as readonly number[]).includes(imgType)
      ? (imgType as BannerListQuery['imgType'])
      : emptyBannerFilters.imgType,
    ...pageOf(search),
  };
}

/** The address's search of the banners' query (defaults left out). */
export function bannerSearchOf(query: BannerListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.imgType !== emptyBannerFilters.imgType) search.imgType = String(query.imgType);
  return withPage(search, query);
}

/** The banners' query as the API takes it. */
export function bannerRequestOf(query: BannerListQuery): PlatformIndexImgPageQuery {
  return { current: query.current, size: query.size, imgType: query.imgType };
}

/** The notices' filters and page as the address holds them (anything malformed reads as the default). */
export function noticeQueryOf(search: URLSearchParams): NoticeListQuery {
  const status = Number(search.get('status') ?? emptyNoticeFilters.status);
  return {
    title: (search.get('title') ?? '').trim().slice(0, 50),
    status: (NOTICE_STATUSES as readonly number[]).includes(status)
      ? (status as NoticeListQuery['status'])
      : emptyNoticeFilters.status,
    ...pageOf(search),
  };
}

/** The address's search of the notices' query (defaults left out). */
export function noticeSearchOf(query: NoticeListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.title) search.title = query.title;
  if (query.status !== emptyNoticeFilters.status) search.status = String(query.status);
  return withPage(search, query);
}

/** The notices' query as the API takes it (an empty title left out). */
export function noticeRequestOf(query: NoticeListQuery): PlatformNoticePageQuery {
  const request: PlatformNoticePageQuery = { current: query.current, size: query.size, status: query.status };
  if (query.title) request.title = query.title;
  return request;
}

/** The product picker's search as the API takes it (an empty name left out). */
export function productRequestOf(query: ProductPickerQuery): PlatformProdQuery {
  const request: PlatformProdQuery = { current: query.current, size: query.size, status: query.status };
  if (query.prodName) request.prodName = query.prodName;
  return request;
}

function useCanEdit(): boolean {
  const { data: me } = usePlatformMe();
  return me !== undefined && platformRoleMay(me.role, 'content', true);
}

type Tab = 'banners' | 'hotSearch' | 'notices' | 'sections';

/** The section's four lists under their tabs (each tab its own address, without the others' filters). */
function ContentTabs({ tab }: { tab: Tab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <Tabs value={tab} onValueChange={(next) => void navigate(`../${next}`, { relative: 'path' })}>
        <TabsList aria-label={t`Home content`}>
          <TabsTrigger value="banners">{t`Banners`}</TabsTrigger>
          <TabsTrigger value="hotSearch">{t`Hot search words`}</TabsTrigger>
          <TabsTrigger value="notices">{t`Notices`}</TabsTrigger>
          <TabsTrigger value="sections">{t`Home sections`}</TabsTrigger>
        </TabsList>
      </Tabs>
      {tab === 'banners' ? <Banners /> : null}
      {tab === 'hotSearch' ? <HotSearch /> : null}
      {tab === 'notices' ? <Notices /> : null}
      {tab === 'sections' ? <Sections /> : null}
    </div>
  );
}

function Banners() {
  const [search, setSearch] = useSearchParams();
  const http = useApiClient();
  const { t, i18n } = useLingui();
  const canEdit = useCanEdit();
  const query = bannerQueryOf(search);
  const list = useApiQuery(getPlatformIndexImgPage, bannerRequestOf(query));
  const { refusal, change } = useChange(useRefresh(getPlatformIndexImgPage));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <BannerListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(bannerSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      refusal={refusal?.text}
      onUploadImage={(file) => uploadPlatformImage(http, file)}
      onSave={({ id, ...banner }) =>
        change(
          () =>
            id === undefined
              ? createPlatformIndexImg(refusalsInPlace(http), banner)
              : updatePlatformIndexImg(refusalsInPlace(http), { id, ...banner }),
          id === undefined ? t`The banner is added` : t`The banner is saved`,
        )
      }
      onDelete={(id) =>
        change(() => deletePlatformIndexImg(refusalsInPlace(http), id), t`The banner is deleted`)
      }
    />
  );
}

function HotSearch() {
  const http = useApiClient();
  const { t } = useLingui();
  const canEdit = useCanEdit();
  const list = useApiQuery(getPlatformHotSearchList, undefined);
  const { refusal, change } = useChange(useRefresh(getPlatformHotSearchList));
  return (
    <HotSearchScreen
      words={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      refusal={refusal?.text}
      onSave={({ hotSearchId, ...word }) =>
        change(
          () =>
            hotSearchId === undefined
              ? createPlatformHotSearch(refusalsInPlace(http), word)
              : updatePlatformHotSearch(refusalsInPlace(http), { hotSearchId, ...word }),
          hotSearchId === undefined ? t`The hot search word is added` : t`The hot search word is saved`,
        )
      }
      onDelete={(hotSearchId) =>
        change(
          () => deletePlatformHotSearch(refusalsInPlace(http), hotSearchId),
          t`The hot search word is deleted`,
        )
      }
    />
  );
}

function Notices() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const { t, i18n } = useLingui();
  const canEdit = useCanEdit();
  const query = noticeQueryOf(search);
  const list = useApiQuery(getPlatformNoticePage, noticeRequestOf(query));
  const { refusal, change } = useChange(useRefresh(getPlatformNoticePage, getPlatformNoticeInfo));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  // The editor keeps the list's address, so going back shows the same filters and page.
  const open = (pathname: string) => void navigate({ pathname, search: search.toString() });
  return (
    <NoticeListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(noticeSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      refusal={refusal?.text}
      onOpen={(notice) => open(String(notice.id))}
      onCreate={() => open('new')}
      onDelete={(id) =>
        change(() => deletePlatformNotice(refusalsInPlace(http), id), t`The notice is deleted`)
      }
    />
  );
}

/**
 * The home sections: the list; the opened section's info (its products in order) read when it opens; the
 * picker's search asked only once the picker opens; a save's refusal placed at its field by message id.
 */
function Sections() {
  const http = useApiClient();
  const { t } = useLingui();
  const canEdit = useCanEdit();
  const [openId, setOpenId] = useState<number | null>(null);
  const [pickerQuery, setPickerQuery] = useState<ProductPickerQuery | null>(null);
  const list = useApiQuery(getPlatformProdTagList, undefined);
  const info = useApiQuery(getPlatformProdTagInfo, openId === null ? null : { id: String(openId) });
  const products = useApiQuery(
    getPlatformProdPage,
    pickerQuery === null ? null : productRequestOf(pickerQuery),
  );
  const { refusal, setRefusal, change } = useChange(
    useRefresh(getPlatformProdTagList, getPlatformProdTagInfo),
  );
  return (
    <HomeSectionListScreen
      sections={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      onOpenSection={(id) => {
        setRefusal(undefined);
        setOpenId(id);
      }}
      detail={info.data}
      detailError={info.error !== undefined}
      onDetailRetry={() => void info.mutate()}
      productSearch={{
        query: pickerQuery ?? defaultProductPickerQuery,
        page: products.data,
        loading: products.showLoading,
        error: products.data === undefined && products.error !== undefined,
        onRetry: () => void products.mutate(),
        onSearch: setPickerQuery,
      }}
      refusal={refusal?.text}
      refusalField={prodTagFieldOf(refusal?.id)}
      onSave={({ id, ...section }) =>
        change(
          () =>
            id === undefined
              ? createPlatformProdTag(refusalsInPlace(http), section)
              : updatePlatformProdTag(refusalsInPlace(http), { id, ...section }),
          id === undefined ? t`The home section is added` : t`The home section is saved`,
        )
      }
      onDelete={(id) =>
        change(() => deletePlatformProdTag(refusalsInPlace(http), id), t`The home section is deleted`)
      }
    />
  );
}

/** One notice's editor: a fresh state (a refusal shown) for each notice. */
function NoticeEditOf() {
  return <NoticeEdit key={useParams().noticeId} />;
}

function NoticeEdit() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const http = useApiClient();
  const { t } = useLingui();
  const canEdit = useCanEdit();
  const param = useParams().noticeId;
  const creating = param === undefined;
  const valid = creating || NOTICE_ID.test(param);
  const id = creating || !valid ? null : Number(param);
  const info = useApiQuery(getPlatformNoticeInfo, id);
  const { refusal, change } = useChange(useRefresh(getPlatformNoticePage, getPlatformNoticeInfo));
  const back = () => void navigate({ pathname: '..', search }, { relative: 'path' });

  if (!valid) return <NotFoundPage />;
  return (
    <NoticeEditScreen
      notice={creating ? null : info.data}
      loading={info.showLoading}
      {...detailLoadOf(info)}
      onRetry={() => void info.mutate()}
      canEdit={canEdit}
      onUploadImage={(file) => uploadPlatformImage(http, file)}
      refusal={refusal?.text}
      refusalField={noticeFieldOf(refusal?.id)}
      onBack={back}
      onSubmit={async ({ id: noticeId, ...notice }) => {
        await change(
          () =>
            noticeId === undefined
              ? createPlatformNotice(refusalsInPlace(http), notice)
              : updatePlatformNotice(refusalsInPlace(http), { id: noticeId, ...notice }),
          noticeId === undefined ? t`The notice is added` : t`The notice is saved`,
        );
        back();
      }}
    />
  );
}

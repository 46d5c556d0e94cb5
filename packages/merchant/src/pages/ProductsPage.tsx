// The products section (issue 17 item 3): the store's list (filters and page kept in the address, so a
// reload or a shared link shows the same), on/off sale per row, and the editing form for a new product
// (`new`) or one of the store's (`:prodId`), with the category tree, the store's picture uploads and the
// server's refusals shown in place ("stock changed" offers a reload). Leaving a form with changes asks
// first. The screens are ui's; every amount and rule is the server's (packages/server catalog/merchant.ts).
import { useEffect, useRef, useState } from 'react';
import { Route, Routes, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createMerchantProduct,
  getCategories,
  getMerchantProduct,
  getMerchantProducts,
  setMerchantProductStatus,
  updateMerchantProduct,
  uploadMerchantImage,
  refusalsInPlace,
} from '@mall/client';
import { useRefreshList } from '../hooks/useRefreshList.ts';
import { refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import {
  messages,
  type MerchantProdParam,
  type MerchantProdUpdateParam,
  PAGE_CURRENT_MAX,
} from '@mall/domain';
import { ProductListScreen, type ProductListQuery } from '@mall/ui/screens/merchant/ProductListScreen';
import { ProductEditScreen } from '@mall/ui/screens/merchant/ProductEditScreen';
import NotFoundPage from './NotFoundPage.tsx';

export default function ProductsPage() {
  return (
    <Routes>
      <Route index element={<ProductList />} />
      <Route path="new" element={<ProductEdit />} />
      <Route path=":prodId" element={<ProductEdit />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const PAGE_SIZE = 10;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function listQueryOf(search: URLSearchParams): ProductListQuery {
  const status = Number(search.get('status') ?? -1);
  const current = Number(search.get('current') ?? 1);
  return {
    prodName: (search.get('prodName') ?? '').slice(0, 100),
    status: status === 0 || status === 1 ? status : -1,
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: PAGE_SIZE,
  };
}

/** The address's search of a list query (defaults left out). */
export function searchOf(query: ProductListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.prodName) search.prodName = query.prodName;
  if (query.status !== -1) search.status = String(query.status);
  if (query.current > 1) search.current = String(query.current);
  return search;
}

function ProductList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const query = listQueryOf(search);
  const list = useApiQuery(getMerchantProducts, {
    current: query.current,
    size: query.size,
    status: query.status,
    ...(query.prodName ? { prodName: query.prodName } : {}),
  });
  const refreshLists = useRefreshList(getMerchantProducts.path);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <ProductListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(searchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={pending}
      onSetStatus={(row, status) => {
        setPending((ids) => [...ids, row.prodId]);
        // A refusal is the client's toast (the server's text); the row shows the server's status either way.
        void setMerchantProductStatus(http, { prodId: row.prodId, status })
          .catch(() => undefined)
          .finally(() => {
            setPending((ids) => ids.filter((id) => id !== row.prodId));
            void refreshLists();
          });
      }}
      onEdit={(prodId) => void navigate(String(prodId))}
      onCreate={() => void navigate('new')}
    />
  );
}

/** The product id of the address (`new` is none); NaN for an address that is no product. */
function prodIdOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : Number.NaN;
}

function ProductEdit() {
  const { t, i18n } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const prodId = prodIdOf(useParams().prodId);
  const product = useApiQuery(getMerchantProduct, prodId === null || Number.isNaN(prodId) ? null : prodId);
  const categories = useApiQuery(getCategories, undefined);
  const refreshLists = useRefreshList(getMerchantProducts.path);
  const [refusal, setRefusal] = useState<string | undefined>();
  /** A reload after "stock changed" starts the form again from the server's product. */
  const [reloads, setReloads] = useState(0);
  // Read when a navigation starts: a change not saved asks first; a save's own way back does not.
  const dirty = useRef(false);
  const saved = useRef(false);
  const [guarding, setGuarding] = useState(false);
  const blocker = useBlocker(() => dirty.current && !saved.current);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t`Leave this page? The changes you made are not saved.`)) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!guarding) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  if (Number.isNaN(prodId)) return <NotFoundPage />;
  const stockChanged = refusal !== undefined && refusal === i18n._(messages.merchantProdStockChanged);
  return (
    <ProductEditScreen
      key={reloads}
      mode={prodId === null ? 'create' : 'edit'}
      product={product.data}
      categories={categories.data}
      loading={product.showLoading || categories.showLoading}
      error={
        (prodId !== null && product.data === undefined && product.error !== undefined) ||
        (categories.data === undefined && categories.error !== undefined)
      }
      onRetry={() => {
        void product.mutate();
        void categories.mutate();
      }}
      onUploadImage={(file) => uploadMerchantImage(http, file)}
      onSubmit={async (request) => {
        setRefusal(undefined);
        try {
          if ('prodId' in request)
            await updateMerchantProduct(refusalsInPlace(http), request as MerchantProdUpdateParam);
          else await createMerchantProduct(refusalsInPlace(http), request as MerchantProdParam);
        } catch (error) {
          setRefusal(refusalOf(error, i18n));
          throw error;
        }
        saved.current = true;
        void refreshLists();
        if (prodId !== null) void product.mutate();
        void navigate('..', { relative: 'path' });
      }}
      refusal={refusal}
      stockChanged={stockChanged}
      onReload={() => {
        setRefusal(undefined);
        dirty.current = false;
        setGuarding(false);
        void product.mutate().then(() => setReloads((n) => n + 1));
      }}
      onCancel={() => void navigate('..', { relative: 'path' })}
      onDirtyChange={(changed) => {
        dirty.current = changed;
        setGuarding(changed);
      }}
    />
  );
}

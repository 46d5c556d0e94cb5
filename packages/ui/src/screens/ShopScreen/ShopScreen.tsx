import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import {
  messages,
  paths,
  type Page,
  type ProductCard,
  type ShopHead,
  type ShopServiceInfo,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/index.ts';
import {
  ProductResults,
  SortBar,
  isPlainClick,
  type SortKind,
  type SortOrder,
} from '../ProductListScreen/ProductResults.tsx';
import { StoreService } from './StoreService.tsx';

/** The store head's state: loading, shown, unknown store (400 `店铺不存在`), or failed otherwise. */
export type ShopStatus = 'loading' | 'ready' | 'notFound' | 'error';

export interface ShopScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The store head (`/shop/headInfo`); shown when `status` is ready, with its notices, hours, contact,
   * address and freight rule (`service`) under it.
   */
  shop?: ShopHead & { service?: ShopServiceInfo };
  status: ShopStatus;
  /** Asks for the store head again (error state). */
  onRetryShop?: () => void;
  /** Whether the signed-in shopper follows the store (false for a visitor). */
  followed?: boolean;
  /** A follow change is in flight: the button is busy. */
  followBusy?: boolean;
  /** Follow or unfollow (a visitor's click makes the app's API ask for login). */
  onToggleFollow: () => void;
  /** The product name searched for inside the store. */
  searchTerm?: string;
  /** A search inside the store with the trimmed name; '' clears the search. */
  onSearch: (term: string) => void;
  sort: SortKind;
  orderBy: SortOrder;
  onSortChange: (sort: SortKind, orderBy: SortOrder) => void;
  /** The store's products; undefined until the first answer. */
  page?: Page<ProductCard>;
  /** Skeleton cards (the app sets it after its 200 ms delay). */
  productsLoading?: boolean;
  productsError?: boolean;
  onRetryProducts?: () => void;
  onPageChange: (page: number) => void;
  href?: HrefBuilder;
  /** A plain click on a product or on the home link (the app routes without a reload). */
  onNavigate?: (path: string) => void;
}

function StoreSearch({ searchTerm = '', onSearch }: Pick<ShopScreenProps, 'searchTerm' | 'onSearch'>) {
  const { t } = useLingui();
  const [term, setTerm] = useState(searchTerm);
  const [shownTerm, setShownTerm] = useState(searchTerm);
  // A new term from outside (back/forward in the address) replaces what is typed.
  if (shownTerm !== searchTerm) {
    setShownTerm(searchTerm);
    setTerm(searchTerm);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== searchTerm) onSearch(trimmed);
  };
  return (
    <form onSubmit={submit} className="flex w-full gap-2 md:ml-auto md:w-80">
      <Input
        label={t`Search this store`}
        hideLabel
        placeholder={t`Search this store`}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        clearable
        onClear={() => {
          setTerm('');
          if (searchTerm) onSearch('');
        }}
        wrapperClassName="min-w-0 flex-1"
        size="md"
      />
      <Button type="submit">{t`Search store`}</Button>
    </form>
  );
}

function StoreHeadSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading store`} className="flex items-center gap-4">
      <Skeleton shape="circle" className="size-16 shrink-0" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="h-5 w-48" />
        <Skeleton shape="text" className="w-2/3" />
        <Skeleton shape="text" className="w-32" />
      </span>
    </SkeletonGroup>
  );
}

function StoreNotFound({ href, onNavigate }: { href: HrefBuilder; onNavigate?: (path: string) => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <section className="flex flex-col items-center gap-4 px-4 py-8 text-center md:py-10">
      <svg aria-hidden="true" viewBox="0 0 120 96" className="h-24 w-30">
        <ellipse cx="60" cy="88" rx="44" ry="6" className="fill-neutral-100" />
        <path d="M24 40h72v42H24z" className="fill-neutral-50 stroke-neutral-300" strokeWidth="2" />
        <path d="M18 40l10-20h64l10 20z" className="fill-neutral-0 stroke-neutral-300" strokeWidth="2" />
        <path d="M50 82V60h20v22" className="fill-neutral-0 stroke-neutral-300" strokeWidth="2" />
        <path d="M52 28l16 8M68 28l-16 8" className="stroke-brand" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="m-0 text-lg font-medium text-neutral-900">{i18n._(messages.shopNotFound)}</h1>
      <Button asChild variant="primary">
        <a
          href={href(paths.home())}
          onClick={(event) => {
            if (!onNavigate || !isPlainClick(event)) return;
            event.preventDefault();
            onNavigate('/');
          }}
        >
          {t`Back to home`}
        </a>
      </Button>
    </section>
  );
}

/**
 * A store's page (/shop/:shopId): the head (logo, name, intro, fans and product counts, follow button),
 * the store's notices, hours, contact, address and freight rule, a product search inside the store, sort, the store's products and paging. An unknown store shows a
 * not-found state with a link home.
 */
export function ShopScreen({
  shop,
  status,
  onRetryShop,
  followed = false,
  followBusy = false,
  onToggleFollow,
  searchTerm,
  onSearch,
  sort,
  orderBy,
  onSortChange,
  page,
  productsLoading = false,
  productsError = false,
  onRetryProducts,
  onPageChange,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: ShopScreenProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const container = cn('mx-auto flex w-full max-w-6xl flex-col gap-3 px-3 py-3 md:px-4 md:py-5', className);

  if (status === 'notFound') {
    return (
      <div className={container} {...props}>
        <StoreNotFound href={href} onNavigate={onNavigate} />
      </div>
    );
  }

  const number = new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN');
  const term = searchTerm?.trim() ?? '';
  const total = page?.total ?? 0;
  const showCount = page !== undefined && total > 0 && !productsLoading && !productsError;

  return (
    <div className={container} {...props}>
      <div className="flex flex-wrap items-center gap-4 rounded-lg border border-neutral-200 bg-neutral-0 p-4 md:gap-6 md:p-5">
        {status === 'loading' ? (
          <div className="min-w-0 flex-1 basis-full md:min-w-64 md:basis-0">
            <StoreHeadSkeleton />
          </div>
        ) : status === 'error' || !shop ? (
          <Empty
            size="sm"
            illustration="error"
            className="min-w-0 flex-1 basis-full py-2 md:min-w-64 md:basis-0"
            title={t`The store could not be loaded`}
            action={
              <Button variant="primary" onClick={onRetryShop}>
                {t`Retry`}
              </Button>
            }
          />
        ) : (
          <div className="flex min-w-0 flex-1 basis-full items-start gap-4 md:min-w-64 md:basis-0">
            <Image
              src={shop.shopLogo ?? undefined}
              alt=""
              ratio={1}
              rounded="full"
              className="size-14 shrink-0 md:size-16"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <div className="flex items-start justify-between gap-3">
                <h1 className="m-0 min-w-0 text-lg font-medium text-neutral-900 md:text-xl">
                  {shop.shopName}
                </h1>
                <Button
                  size="sm"
                  variant={followed ? 'outline' : 'primary'}
                  loading={followBusy}
                  onClick={onToggleFollow}
                  className="shrink-0 md:hidden"
                >
                  {followed ? t`Followed` : t`Follow`}
                </Button>
              </div>
              {shop.intro ? <p className="m-0 text-sm text-neutral-600">{shop.intro}</p> : null}
              <dl className="m-0 flex gap-5 text-sm text-neutral-600">
                <div className="flex items-baseline gap-1">
                  <dt>{t`Fans`}</dt>
                  <dd className="m-0 font-num font-medium text-neutral-900">
                    {number.format(shop.fansCount)}
                  </dd>
                </div>
                <div className="flex items-baseline gap-1">
                  <dt>{t`Products`}</dt>
                  <dd className="m-0 font-num font-medium text-neutral-900">
                    {number.format(shop.prodCount)}
                  </dd>
                </div>
              </dl>
            </div>
            <Button
              variant={followed ? 'outline' : 'primary'}
              loading={followBusy}
              onClick={onToggleFollow}
              className="hidden shrink-0 self-center md:inline-flex"
            >
              {followed ? t`Followed` : t`Follow`}
            </Button>
          </div>
        )}
        <StoreSearch searchTerm={term} onSearch={onSearch} />
      </div>
      {status === 'ready' && shop?.service ? <StoreService service={shop.service} /> : null}

      <div className="flex flex-col gap-3">
        <div className="flex items-baseline gap-3">
          <h2 className="m-0 text-md font-medium text-neutral-900">
            {term ? t`Results for “${term}”` : t`All products`}
          </h2>
          {showCount ? <span className="text-sm text-neutral-600">{t`${total} products`}</span> : null}
        </div>
        <SortBar sort={sort} orderBy={orderBy} onSortChange={onSortChange} />
        <ProductResults
          page={page}
          onPageChange={onPageChange}
          loading={productsLoading}
          error={productsError}
          onRetry={onRetryProducts}
          href={href}
          onNavigate={onNavigate}
          empty={
            <Empty
              illustration="search"
              size="sm"
              title={i18n._(messages.noRelatedProducts)}
              action={
                term ? (
                  <Button variant="outline" onClick={() => onSearch('')}>
                    {t`Clear search`}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      </div>
    </div>
  );
}

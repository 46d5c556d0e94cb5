// My collection (`/user-center/uc-collection`, issue 15 item 3): the collected products and the followed
// stores in two tabs (the tab is in the address), a page of each with paging, links to the product and
// the store, and cancel in place. A cancel waits for the server's answer (the button is busy meanwhile);
// once it succeeds the item leaves the list at once, before the page is asked again; a failure leaves it
// there (the app's client tells why).
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, yuanToCents, type CollectedShop, type ProductCard as Product } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { ProductCard, ProductCardSkeleton } from '../../mall/ProductCard/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';

export type CollectionTab = 'products' | 'stores';

export interface CollectionScreenProps {
  tab: CollectionTab;
  onTabChange: (tab: CollectionTab) => void;
  /** The collected products' page state (GET /p/user/collection/prods), on the products tab. */
  products?: PagedListState<Product> | undefined;
  /** The followed stores' page state (GET /p/shop/collection/page), on the stores tab. */
  stores?: PagedListState<CollectedShop> | undefined;
  /** Cancels a product's collection; resolves once the server has answered, rejects on a failure. */
  onCancelProduct?: ((prodId: number) => Promise<unknown> | unknown) | undefined;
  /** Unfollows a store; the same contract. */
  onCancelStore?: ((shopId: number) => Promise<unknown> | unknown) | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/** The keys being cancelled and those cancelled (hidden until the page is asked again). */
function useCancels(cancel: ((id: number) => Promise<unknown> | unknown) | undefined) {
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set());
  const run = async (id: number) => {
    if (pending.has(id)) return;
    setPending((set) => new Set(set).add(id));
    try {
      await cancel?.(id);
      setGone((set) => new Set(set).add(id));
    } catch {
      // The item stays; the app's client has told why.
    } finally {
      setPending((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }
  };
  return { pending, gone, run };
}

export function CollectionScreen({
  tab,
  onTabChange,
  products,
  stores,
  onCancelProduct,
  onCancelStore,
  href = identityHref,
  onNavigate,
  className,
}: CollectionScreenProps) {
  const { t } = useLingui();
  const productCancels = useCancels(onCancelProduct);
  const storeCancels = useCancels(onCancelStore);
  const shopLink = (
    <Button asChild variant="secondary">
      <a href={href(paths.list())}>
        <Trans>Go shopping</Trans>
      </a>
    </Button>
  );

  const productBody = (
    <PagedList
      {...products}
      frame="none"
      pagerClassName="mt-4 justify-center"
      pagerTotal={false}
      errorTitle={t`The collected products could not be loaded`}
      empty={<Empty title={t`You have not collected any products yet`} action={shopLink} />}
      skeleton={
        <SkeletonGroup
          label={t`Loading the collected products`}
          className="grid grid-cols-2 gap-3 md:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </SkeletonGroup>
      }
    >
      {(records) => {
        const shown = records.filter((p) => !productCancels.gone.has(p.prodId));
        if (shown.length === 0) {
          return <Empty title={t`You have not collected any products yet`} action={shopLink} />;
        }
        return (
          <ul
            className="m-0 grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-4"
            aria-label={t`Collected products`}
          >
            {shown.map((product) => (
              <li key={product.prodId} className="flex flex-col gap-2">
                <ProductCard
                  className="flex-1"
                  href={href(paths.detail(product.prodId))}
                  name={product.prodName}
                  image={product.pic}
                  priceCents={yuanToCents(product.price)}
                  shopName={product.shopName}
                />
                <CancelButton
                  busy={productCancels.pending.has(product.prodId)}
                  label={t`Cancel collection: ${product.prodName}`}
                  onClick={() => void productCancels.run(product.prodId)}
                >
                  <Trans>Cancel collection</Trans>
                </CancelButton>
              </li>
            ))}
          </ul>
        );
      }}
    </PagedList>
  );

  const storeBody = (
    <PagedList
      {...stores}
      frame="none"
      pagerClassName="mt-4 justify-center"
      pagerTotal={false}
      errorTitle={t`The followed stores could not be loaded`}
      empty={<Empty title={t`You do not follow any stores yet`} action={shopLink} />}
      skeleton={
        <SkeletonGroup label={t`Loading the followed stores`} className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <span key={i} className="flex items-center gap-3 rounded-lg border border-neutral-200 p-3">
              <Skeleton shape="circle" className="size-12" />
              <Skeleton shape="text" className="w-1/3" />
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(records) => {
        const shown = records.filter((s) => !storeCancels.gone.has(s.shopId));
        if (shown.length === 0) {
          return <Empty title={t`You do not follow any stores yet`} action={shopLink} />;
        }
        return (
          <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t`Followed stores`}>
            {shown.map((shop) => {
              const since = mallDay(shop.collectionTime);
              return (
                <li
                  key={shop.shopId}
                  className="flex items-center gap-3 rounded-lg border border-neutral-200 p-3"
                >
                  <Image
                    src={shop.shopLogo ?? undefined}
                    alt=""
                    ratio={1}
                    rounded="full"
                    className="size-12 shrink-0"
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <a
                      href={href(paths.shop(shop.shopId))}
                      className="truncate text-base text-neutral-900 hover:text-brand"
                    >
                      {shop.shopName}
                    </a>
                    <span className="text-xs text-neutral-600">
                      <Trans>
                        {shop.prodCount} products · followed on {since}
                      </Trans>
                    </span>
                  </span>
                  <CancelButton
                    busy={storeCancels.pending.has(shop.shopId)}
                    label={t`Unfollow ${shop.shopName}`}
                    onClick={() => void storeCancels.run(shop.shopId)}
                  >
                    <Trans>Unfollow</Trans>
                  </CancelButton>
                </li>
              );
            })}
          </ul>
        );
      }}
    </PagedList>
  );

  return (
    <TitledSection
      heading={<Trans>My collection</Trans>}
      onNavigate={onNavigate}
      className={cn('gap-2 rounded bg-neutral-0 p-4 shadow md:p-6', className)}
    >
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as CollectionTab)}>
        <TabsList>
          <TabsTrigger value="products">
            <Trans>Products</Trans>
          </TabsTrigger>
          <TabsTrigger value="stores">
            <Trans>Stores</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="products">{tab === 'products' ? productBody : null}</TabsContent>
        <TabsContent value="stores">{tab === 'stores' ? storeBody : null}</TabsContent>
      </Tabs>
    </TitledSection>
  );
}

function CancelButton({
  busy,
  label,
  onClick,
  children,
}: {
  busy: boolean;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      loading={busy}
      aria-label={label}
      onClick={onClick}
      className="shrink-0"
    >
      {children}
    </Button>
  );
}

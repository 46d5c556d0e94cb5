import { useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  paths,
  defaultSku,
  maxLineUnits,
  NO_REASON_RETURN_DAYS,
  SERVICE_HOURS,
  yuanToCents,
  type CommentFilter,
  type CommentSummary,
  type Page,
  type ProdComment,
  type ProductInfo,
  type ShopHead,
  type Sku,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { CartIcon, ChatIcon, HeadsetIcon, HeartIcon, ReturnIcon, StoreIcon } from '../../icons/index.tsx';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../primitives/Skeleton/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { galleryImages } from '../../mall/ProductGallery/index.ts';
import {
  PhoneBuyBar,
  ProductPage,
  ProductSummary,
  RichText,
  type ProductScreenProps,
} from '../../mall/ProductPage/index.ts';
import { ReviewList } from '../../mall/ReviewList/index.ts';
import { SkuQuantityRow, useSkuQuantity } from '../../mall/SkuQuantityRow/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { ProductCoupons, type ProductCouponsProps } from './ProductCoupons.tsx';
import { PreSaleBadge } from '../../mall/PreSaleBadge/index.ts';

/** What add to cart and buy now hand to the app. */
export interface DetailCartItem {
  prodId: number;
  skuId: number;
  shopId: number;
  count: number;
}

export interface ProductDetailScreenProps extends ProductScreenProps {
  /** `/prod/prodInfo`; undefined until it has loaded. */
  product?: ProductInfo;
  /** The store head (`/shop/headInfo`) for the store card; the product's shop name is used until then. */
  shop?: ShopHead;
  /** Whether the signed-in shopper collected the product (false for a visitor). */
  collected?: boolean;
  /** A collect change is in flight. */
  collectBusy?: boolean;
  /** Collect or un-collect (a visitor's click makes the app's API ask for login). */
  onToggleCollect?: () => void;
  onAddToCart?: (item: DetailCartItem) => void;
  /** Add to cart is in flight: the button is busy. */
  adding?: boolean;
  onBuyNow?: (item: DetailCartItem) => void;
  /** Items in the cart, on the mobile action bar's cart link. */
  cartCount?: number;
  /** A search inside the product's store with the trimmed term ('' opens the store). */
  onShopSearch?: (shopId: number, term: string) => void;
  /** "Contact customer service" on the store card: ask the store about this product (the chat page). */
  onContactService?: (shopId: number, prodId: number) => void;
  reviewSummary?: CommentSummary;
  reviewFilter?: CommentFilter;
  onReviewFilterChange?: (filter: CommentFilter) => void;
  reviews?: Page<ProdComment>;
  reviewsLoading?: boolean;
  onReviewPageChange?: (page: number) => void;
  /** The claimable coupons of the product (GET /coupon/listByProdId), claimed in place; none: no row. */
  coupons?: ProductCouponsProps;
  /**
   * The product's group buy (a `GroupBuyPanel`), drawn above the buy buttons from the chosen SKU and
   * quantity; absent when the product has none.
   */
  groupBuy?: (selection: DetailSelection) => ReactNode;
}

/** The SKU and quantity chosen on the product page. */
export interface DetailSelection {
  skuId: number | undefined;
  count: number;
}

/** Quantity at or below which "Only N left" shows. */
const LOW_STOCK = 5;

/**
 * The product page (`/detail/:prodId`): gallery, name, brief, price of the chosen SKU with its original
 * price, sold count, SKU choice, quantity within the SKU's stock, add to cart and buy now, collect, the
 * service promises, the store card with a store search, parameters, the description and the reviews.
 * Off sale or sold out: shown, and buying is disabled. On a phone the gallery is full width and the
 * actions sit in a bar fixed at the bottom.
 */
export function ProductDetailScreen({
  product,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  shop,
  collected,
  collectBusy,
  onToggleCollect,
  onAddToCart,
  adding,
  onBuyNow,
  cartCount,
  onShopSearch,
  onContactService,
  reviewSummary,
  reviewFilter,
  onReviewFilterChange,
  reviews,
  reviewsLoading,
  onReviewPageChange,
  href = identityHref,
  onNavigate,
  groupBuy,
  coupons,
  className,
  ...props
}: ProductDetailScreenProps) {
  const { t } = useLingui();
  const detail = {
    shop,
    collected,
    collectBusy,
    onToggleCollect,
    onAddToCart,
    adding,
    onBuyNow,
    cartCount,
    onShopSearch,
    onContactService,
    reviewSummary,
    reviewFilter,
    onReviewFilterChange,
    reviews,
    reviewsLoading,
    onReviewPageChange,
    groupBuy,
    coupons,
  };
  return (
    <ProductPage
      // A new product starts afresh (its SKU and quantity).
      detail={
        product ? <ProductDetail key={product.prodId} product={product} href={href} {...detail} /> : undefined
      }
      heading={t`Product details`}
      notFound={notFound}
      notFoundTitle={t`This product does not exist or is off sale`}
      wayBack={{ href: href(paths.home()), label: t`Back to home` }}
      error={error}
      errorTitle={t`The product could not be loaded`}
      onRetry={onRetry}
      loading={loading}
      skeleton={<DetailSkeleton />}
      onNavigate={onNavigate}
      className={className}
      {...props}
    />
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the product`} className="flex flex-col gap-6 md:flex-row">
      <Skeleton className="aspect-square w-full md:w-2/5" />
      <div className="flex flex-1 flex-col gap-4 px-4 md:px-0">
        <Skeleton shape="text" className="h-6 w-4/5" />
        <SkeletonText lines={2} />
        <Skeleton className="h-20 w-full" />
        <Skeleton shape="text" className="h-8 w-2/3" />
        <Skeleton shape="text" className="h-8 w-1/2" />
        <div className="flex gap-3">
          <Skeleton className="h-11 w-32" />
          <Skeleton className="h-11 w-32" />
        </div>
      </div>
    </SkeletonGroup>
  );
}

type DetailOwn = Pick<
  ProductDetailScreenProps,
  | 'shop'
  | 'collected'
  | 'collectBusy'
  | 'onToggleCollect'
  | 'onAddToCart'
  | 'adding'
  | 'onBuyNow'
  | 'cartCount'
  | 'onShopSearch'
  | 'onContactService'
  | 'reviewSummary'
  | 'reviewFilter'
  | 'onReviewFilterChange'
  | 'reviews'
  | 'reviewsLoading'
  | 'onReviewPageChange'
  | 'groupBuy'
  | 'coupons'
>;
type DetailProps = { [K in keyof DetailOwn]: DetailOwn[K] | undefined } & {
  product: ProductInfo;
  href: HrefBuilder;
};

function ProductDetail({
  product,
  shop,
  collected = false,
  collectBusy = false,
  onToggleCollect,
  onAddToCart,
  adding = false,
  onBuyNow,
  cartCount,
  onShopSearch,
  onContactService,
  reviewSummary,
  reviewFilter = -1,
  onReviewFilterChange,
  reviews,
  reviewsLoading = false,
  onReviewPageChange,
  coupons,
  href,
  groupBuy,
}: DetailProps) {
  const { t } = useLingui();
  const choice = useSkuQuantity(() => defaultSku(product.skuList)?.skuId);
  const skuId = choice.skuId;
  const sku: Sku | undefined = product.skuList.find((s) => s.skuId === skuId);
  const offSale = product.status !== 1;
  const stocks = sku ? sku.stocks : product.totalStocks;
  const soldOut = product.totalStocks <= 0 || stocks <= 0;
  const canBuy = !offSale && !soldOut && sku !== undefined;
  const count = choice.countWithin(maxLineUnits(stocks));
  const priceCents = yuanToCents(sku?.price ?? product.price);
  const original = sku ? sku.oriPrice : product.oriPrice;
  const originalCents = original !== null && original !== undefined ? yuanToCents(original) : undefined;
  const item = (): DetailCartItem | undefined =>
    sku ? { prodId: product.prodId, skuId: sku.skuId, shopId: product.shopId, count } : undefined;
  const addToCart = () => {
    const it = item();
    if (canBuy && it && !adding) onAddToCart?.(it);
  };
  const buyNow = () => {
    const it = item();
    if (canBuy && it) onBuyNow?.(it);
  };
  const shopPath = paths.shop(product.shopId);
  const sold = product.soldNum;
  const unavailable = offSale ? t`This product is off sale` : soldOut ? t`Sold out` : undefined;

  const collectButton = (compact: boolean) => (
    <Button
      variant="ghost"
      size={compact ? 'sm' : 'md'}
      onClick={onToggleCollect}
      loading={collectBusy}
      className={cn(
        compact ? 'h-auto flex-col gap-0.5 px-2 py-1 text-xs font-normal' : '',
        collected && 'text-brand-hover',
      )}
    >
      <HeartIcon filled={collected} className={compact ? 'size-5' : 'size-4'} />
      {collected ? t`Collected` : t`Collect`}
    </Button>
  );

  return (
    <ProductSummary
      part="detail"
      images={galleryImages(product.pic, product.imgs)}
      current={sku?.pic ?? null}
      alt={product.prodName}
      summary={
        <>
          <div className="flex flex-col gap-1">
            <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">{product.prodName}</h1>
            {product.brief ? <p className="m-0 text-brand-hover">{product.brief}</p> : null}
          </div>
          <div className="flex flex-wrap items-end justify-between gap-2 rounded border border-neutral-200 bg-neutral-0 px-4 py-3">
            <div className="flex items-baseline gap-3">
              <span className="text-neutral-600">{t`Price`}</span>
              <Price
                size="xl"
                cents={priceCents}
                {...(originalCents !== undefined && originalCents > priceCents ? { originalCents } : {})}
                data-part="price"
              />
            </div>
            <span className="text-sm text-neutral-600" data-part="sold">{t`${sold} sold`}</span>
          </div>
          {(sku?.preSale ?? product.preSale) ? (
            <PreSaleBadge shipDate={sku?.preSale ? sku.shipDate : product.shipDate} size="md" />
          ) : null}
          {coupons ? <ProductCoupons {...coupons} /> : null}
          {unavailable ? (
            <p
              role="status"
              className="m-0 rounded bg-danger-soft px-4 py-2 font-medium text-danger"
              data-part="unavailable"
            >
              {unavailable}
            </p>
          ) : null}
          <SkuQuantityRow
            skus={product.skuList}
            skuId={skuId}
            disabled={offSale}
            onSkuChange={choice.chooseSku}
            count={count}
            max={canBuy ? maxLineUnits(stocks) : 0}
            lowStockThreshold={LOW_STOCK}
            onCountChange={choice.setQuantity}
            note={
              <span className="pt-2 text-sm text-neutral-600" data-part="stock">
                {t`Stock: ${stocks}`}
              </span>
            }
          />
          {groupBuy?.({ skuId: sku?.skuId, count })}
          <div className="hidden flex-wrap items-center gap-3 md:flex" data-part="actions">
            <Button size="lg" variant="secondary" disabled={!canBuy} onClick={buyNow}>
              {t`Buy now`}
            </Button>
            <Button size="lg" disabled={!canBuy} loading={adding} onClick={addToCart}>
              <CartIcon className="size-5" />
              {t`Add to cart`}
            </Button>
            {collectButton(false)}
          </div>
          <ul className="m-0 flex list-none flex-wrap gap-x-6 gap-y-1 border-t border-neutral-100 p-0 pt-3 text-sm text-neutral-600">
            <li className="inline-flex items-center gap-1.5">
              <ReturnIcon className="size-4 text-brand" />
              {t`${NO_REASON_RETURN_DAYS}-day no-reason returns`}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <HeadsetIcon className="size-4 text-brand" />
              {t`Customer service ${SERVICE_HOURS} hours`}
            </li>
          </ul>
        </>
      }
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:gap-6">
        <ShopCard
          product={product}
          shop={shop}
          href={href}
          onShopSearch={onShopSearch}
          onContactService={onContactService}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4 md:gap-6">
          <section className="bg-neutral-0 px-4 md:px-0">
            <h2 className="m-0 border-b border-neutral-200 pb-2 text-md font-semibold">
              {t`Product details`}
            </h2>
            {product.prodParameterList.length > 0 ? (
              <table className="mt-3 w-full border-collapse text-sm" data-part="parameters">
                <caption className="sr-only">{t`Parameters`}</caption>
                <tbody>
                  {product.prodParameterList.map((p) => (
                    <tr key={p.prodParameterId} className="border-b border-neutral-100">
                      <th
                        scope="row"
                        className="w-1/3 bg-neutral-50 px-3 py-2 text-left font-normal text-neutral-600"
                      >
                        {p.parameterKey}
                      </th>
                      <td className="px-3 py-2 text-neutral-800">{p.parameterValue}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {product.content ? <RichText html={product.content} className="mt-3" /> : null}
          </section>
          <section className="bg-neutral-0 px-4 md:px-0">
            <h2 className="m-0 mb-3 border-b border-neutral-200 pb-2 text-md font-semibold">{t`Reviews`}</h2>
            <ReviewList
              filter={reviewFilter}
              loading={reviewsLoading}
              {...(reviewSummary ? { summary: reviewSummary } : {})}
              {...(reviews ? { reviews } : {})}
              {...(onReviewFilterChange ? { onFilterChange: onReviewFilterChange } : {})}
              {...(onReviewPageChange ? { onPageChange: onReviewPageChange } : {})}
            />
          </section>
        </div>
      </div>

      <PhoneBuyBar label={t`Buy`} dense>
        <a
          href={href(shopPath)}
          className="flex flex-col items-center gap-0.5 px-2 py-1 text-xs text-neutral-700 no-underline"
        >
          <StoreIcon className="size-5" />
          {t`Store`}
        </a>
        {collectButton(true)}
        <a
          href={href(paths.cart())}
          className="relative flex flex-col items-center gap-0.5 px-2 py-1 text-xs text-neutral-700 no-underline"
        >
          <CartIcon className="size-5" />
          {t`Cart`}
          {cartCount ? (
            <span className="absolute -top-0.5 right-0 min-w-4 rounded-full bg-brand px-1 text-center font-num text-xs leading-4 text-brand-fg">
              <span className="sr-only">: </span>
              {cartCount > 99 ? '99+' : cartCount}
            </span>
          ) : null}
        </a>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            disabled={!canBuy}
            loading={adding}
            onClick={addToCart}
            className="px-3"
          >
            {t`Add to cart`}
          </Button>
          <Button disabled={!canBuy} onClick={buyNow} className="px-3">
            {t`Buy now`}
          </Button>
        </div>
      </PhoneBuyBar>
    </ProductSummary>
  );
}

function ShopCard({
  product,
  shop,
  href,
  onShopSearch,
  onContactService,
}: {
  product: ProductInfo;
  shop: ShopHead | undefined;
  href: HrefBuilder;
  onShopSearch: ((shopId: number, term: string) => void) | undefined;
  onContactService: ((shopId: number, prodId: number) => void) | undefined;
}) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const shopPath = paths.shop(product.shopId);
  const name = shop?.shopName ?? product.shopName;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onShopSearch?.(product.shopId, term.trim());
  };
  return (
    <div
      data-part="shop"
      className="flex flex-col gap-3 border-y border-neutral-100 bg-neutral-0 px-4 py-3 md:w-60 md:shrink-0 md:rounded-lg md:border md:border-neutral-200"
    >
      <div className="flex items-center gap-3">
        <Image
          src={shop?.shopLogo ?? undefined}
          alt=""
          ratio={1}
          rounded="full"
          className="size-12 shrink-0 border border-neutral-200"
        />
        <h2 className="m-0 min-w-0 text-base font-semibold">
          <a href={href(shopPath)} className="line-clamp-2 text-neutral-900 no-underline hover:text-brand">
            {name}
          </a>
        </h2>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="outline" size="sm" className="flex-1">
          <a href={href(shopPath)}>{t`Enter store`}</a>
        </Button>
        {onContactService && (
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={() => onContactService(product.shopId, product.prodId)}
          >
            <ChatIcon className="size-4" />
            {t`Contact customer service`}
          </Button>
        )}
      </div>
      <form role="search" aria-label={t`Search in ${name}`} onSubmit={submit} className="flex gap-2">
        <Input
          label={t`Product name`}
          hideLabel
          placeholder={t`Search this store`}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          wrapperClassName="min-w-0 flex-1"
        />
        <Button type="submit" size="md" variant="secondary">
          {t`Search`}
        </Button>
      </form>
    </div>
  );
}

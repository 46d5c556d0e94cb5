import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  maxLineUnits,
  parseMallDateTime,
  paths,
  seckillState,
  type SeckillProd,
  type SeckillSku,
  type Sku,
} from '@mall/domain';
import type { IntervalClock } from '../../lib/clock.ts';
import { Countdown } from '../../mall/Countdown/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { galleryImages } from '../../mall/ProductGallery/index.ts';
import {
  PhoneBuyBar,
  ProductDescription,
  ProductPage,
  ProductSummary,
  type ProductScreenProps,
} from '../../mall/ProductPage/index.ts';
import { SeckillProgress } from '../../mall/SeckillProgress/index.ts';
import { SkuQuantityRow, useSkuQuantity } from '../../mall/SkuQuantityRow/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../primitives/Skeleton/index.ts';

/** What "buy now" hands to the app: the activity, its SKU and the units. */
export interface SeckillBuyItem {
  seckillId: number;
  seckillSkuId: number;
  prodCount: number;
}

export interface SeckillDetailScreenProps extends ProductScreenProps {
  /** GET /seckill/prod; undefined until it has loaded. */
  seckill?: SeckillProd | undefined;
  /**
   * The countdown's time source: the app's clock corrected by the answer's `serverTime`. `null` before
   * the page is interactive (a server-rendered page): no digits, so the markup does not depend on time.
   */
  clock?: IntervalClock | null;
  /** The countdown reached zero (the activity started or ended): the app reads the activity again. */
  onCountdownEnd?: () => void;
  /** Buy now, while the activity is on (a visitor's click: the app asks for login). */
  onBuy?: (item: SeckillBuyItem) => void;
  /** Buy now is on its way: the button is busy. */
  buying?: boolean;
}

/** The activity's SKUs in the selector's shape: its id is the seckill SKU's, its price the seckill price. */
function asSkus(list: readonly SeckillSku[]): Sku[] {
  return list.map((s) => ({
    skuId: s.seckillSkuId,
    price: s.seckillPrice,
    oriPrice: s.price,
    stocks: s.seckillStocks,
    skuName: s.skuName,
    pic: s.pic,
    properties: s.properties,
  }));
}

/**
 * A flash sale (`/secdetail/:seckillId`): gallery, the flash-sale price against the price, the countdown
 * to the start or the end, the sold share, the activity's SKUs and the quantity (at most the per-shopper
 * limit and the units left), the buy button per state (not started: disabled with the start time;
 * ongoing: buy now; sold out; ended) and the product's description. On a phone the button sits in a bar
 * fixed at the bottom.
 */
export function SeckillDetailScreen({
  seckill,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  clock,
  onCountdownEnd,
  onBuy,
  buying = false,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: SeckillDetailScreenProps) {
  const { t } = useLingui();
  return (
    <ProductPage
      detail={
        seckill ? (
          <SeckillDetail
            key={seckill.seckillId}
            seckill={seckill}
            clock={clock}
            onCountdownEnd={onCountdownEnd}
            onBuy={onBuy}
            buying={buying}
            href={href}
          />
        ) : undefined
      }
      heading={t`Flash sale details`}
      notFound={notFound}
      notFoundTitle={t`This flash sale does not exist`}
      wayBack={{ href: href(paths.flashSale()), label: t`More flash sales` }}
      error={error}
      errorTitle={t`The flash sale could not be loaded`}
      onRetry={onRetry}
      loading={loading}
      skeleton={<DetailSkeleton />}
      part="seckill"
      onNavigate={onNavigate}
      className={className}
      {...props}
    />
  );
}

function SeckillDetail({
  seckill,
  clock,
  onCountdownEnd,
  onBuy,
  buying,
  href,
}: {
  seckill: SeckillProd;
  clock: IntervalClock | null | undefined;
  onCountdownEnd: (() => void) | undefined;
  onBuy: ((item: SeckillBuyItem) => void) | undefined;
  buying: boolean;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const skus = asSkus(seckill.skuList);
  const choice = useSkuQuantity(() => (skus.find((s) => s.stocks > 0) ?? skus[0])?.skuId);
  const skuId = choice.skuId;
  const sku = seckill.skuList.find((s) => s.seckillSkuId === skuId);
  const state = seckillState(seckill);
  const left = sku ? sku.seckillStocks : seckill.seckillStocks;
  const maxUnits = Math.min(seckill.maxNum, maxLineUnits(left));
  const canBuy = state === 'ongoing' && sku !== undefined && maxUnits >= 1;
  const count = choice.countWithin(maxUnits);
  // The chosen SKU's prices (the first SKU's while none can be chosen; none without SKUs).
  const priceSku = sku ?? seckill.skuList[0];
  const seckillPrice = priceSku?.seckillPrice;
  const price = priceSku?.price;
  const startText = seckill.startTime.slice(5, 16);
  const buy = () => {
    if (canBuy && sku && !buying) {
      onBuy?.({ seckillId: seckill.seckillId, seckillSkuId: sku.seckillSkuId, prodCount: count });
    }
  };
  const buyLabel =
    state === 'notStarted'
      ? t`Starts at ${startText}`
      : state === 'ended'
        ? t`Has ended`
        : state === 'soldOut' || !sku || left <= 0
          ? t({ message: 'Sold out', context: 'short button' })
          : t`Grab it now`;

  const ongoing = state === 'ongoing' || state === 'soldOut';
  const target = parseMallDateTime(ongoing ? seckill.endTime : seckill.startTime);
  let timer: ReactNode;
  if (state === 'ended') {
    timer = <span className="text-sm text-brand-fg" data-part="ended">{t`This flash sale has ended`}</span>;
  } else if (clock === null || Number.isNaN(target)) {
    timer = (
      <span className="inline-flex items-center gap-1.5 text-sm" data-part="countdown-pending">
        {ongoing ? t`Ends in` : t`Starts in`}
        <span className="font-num">--:--:--</span>
      </span>
    );
  } else {
    timer = (
      <Countdown
        target={target}
        label={ongoing ? 'endsIn' : 'startsIn'}
        format="days"
        variant="blocks"
        size="sm"
        className="rounded bg-neutral-0 px-2 py-1"
        {...(clock ? { clock } : {})}
        {...(onCountdownEnd ? { onEnd: onCountdownEnd } : {})}
      />
    );
  }

  const buyButton = (extra?: string) => (
    <Button size="lg" disabled={!canBuy} loading={buying} onClick={buy} className={extra}>
      {buyLabel}
    </Button>
  );

  return (
    <ProductSummary
      part="seckill-detail"
      data-state={state}
      images={galleryImages(seckill.pic, seckill.imgs)}
      current={sku?.pic ?? null}
      alt={seckill.prodName}
      summary={
        <>
          <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">{seckill.prodName}</h1>
          <div className="overflow-hidden rounded border border-brand" data-part="seckill-banner">
            <div className="flex flex-wrap items-center justify-between gap-2 bg-brand px-4 py-2 text-brand-fg">
              <span className="font-semibold">{t`Flash sale`}</span>
              {timer}
            </div>
            <div className="flex flex-wrap items-end justify-between gap-3 px-4 py-3">
              <div className="flex items-baseline gap-3">
                <span className="text-neutral-600">{t`Flash sale price`}</span>
                {seckillPrice !== undefined ? (
                  <Price
                    size="xl"
                    yuan={seckillPrice}
                    {...(price !== undefined && price > seckillPrice ? { originalYuan: price } : {})}
                    data-part="price"
                  />
                ) : null}
              </div>
              <SeckillProgress
                size="md"
                total={seckill.seckillTotalStocks}
                left={seckill.seckillStocks}
                className="w-full md:w-56"
              />
            </div>
          </div>
          <SkuQuantityRow
            skus={skus}
            skuId={skuId}
            disabled={state === 'ended'}
            onSkuChange={choice.chooseSku}
            count={count}
            max={canBuy ? maxUnits : 0}
            onCountChange={choice.setQuantity}
            note={
              <span className="flex flex-col pt-1 text-sm text-neutral-600">
                <span data-part="limit">{t`Limit ${seckill.maxNum} per person`}</span>
                <span data-part="stock">{t({ message: `${left} left`, context: 'units of a SKU' })}</span>
              </span>
            }
          />
          <div className="hidden flex-wrap items-center gap-3 md:flex" data-part="actions">
            {buyButton('min-w-48')}
            <a
              href={href(paths.detail(seckill.prodId))}
              className="text-sm text-neutral-600 hover:text-brand"
            >
              {t`See the product at its usual price`}
            </a>
          </div>
          <p className="m-0 border-t border-neutral-100 pt-3 text-sm text-neutral-600">
            {t`Sold by`}{' '}
            <a href={href(paths.shop(seckill.shopId))} className="text-neutral-800 hover:text-brand">
              {seckill.shopName}
            </a>
          </p>
        </>
      }
    >
      <ProductDescription content={seckill.content} />

      <PhoneBuyBar label={t`Buy`}>
        {seckillPrice !== undefined ? <Price yuan={seckillPrice} size="lg" /> : null}
        {buyButton('ml-auto px-5')}
      </PhoneBuyBar>
    </ProductSummary>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the flash sale`} className="flex flex-col gap-6 md:flex-row">
      <Skeleton className="aspect-square w-full md:w-2/5" />
      <div className="flex flex-1 flex-col gap-4 px-4 md:px-0">
        <Skeleton shape="text" className="h-6 w-4/5" />
        <Skeleton className="h-28 w-full" />
        <SkeletonText lines={2} />
        <Skeleton shape="text" className="h-8 w-1/2" />
        <Skeleton className="h-11 w-48" />
      </div>
    </SkeletonGroup>
  );
}

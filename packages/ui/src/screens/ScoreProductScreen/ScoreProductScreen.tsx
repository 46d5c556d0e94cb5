import { useLingui } from '@lingui/react/macro';
import {
  maxLineUnits,
  paths,
  scoreOrderCost,
  yuanToCents,
  type ScoreProdInfo,
  type ScoreSku,
  type Sku,
} from '@mall/domain';
import { Price } from '../../mall/Price/index.ts';
import { galleryImages } from '../../mall/ProductGallery/index.ts';
import {
  PhoneBuyBar,
  ProductDescription,
  ProductPage,
  ProductSummary,
  type ProductScreenProps,
} from '../../mall/ProductPage/index.ts';
import { SkuQuantityRow, useSkuQuantity } from '../../mall/SkuQuantityRow/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../primitives/Skeleton/index.ts';
import { ScoreAndCash } from '../ScoreMallScreen/ScoreMallScreen.tsx';

/** What "redeem" hands to the app: the product, its SKU and the units. */
export interface ScoreRedeemItem {
  prodId: number;
  skuId: number;
  prodCount: number;
}

export interface ScoreProductScreenProps extends ProductScreenProps {
  /** GET /score/prod/info; undefined until it has loaded. */
  prod?: ScoreProdInfo | undefined;
  /**
   * The shopper's points (ScoreInfo.score): with too few for the choice the button says so and is
   * disabled. Undefined for a visitor (the button stays on: the app asks for login) or until loaded.
   */
  score?: number | undefined;
  /** Redeem (a visitor's click: the app opens the login popup). */
  onRedeem?: (item: ScoreRedeemItem) => void;
}

/** The points SKUs in the selector's shape (its price the cash part, its original the ordinary price). */
function asSkus(list: readonly ScoreSku[]): Sku[] {
  return list.map((s) => ({
    skuId: s.skuId,
    price: s.price,
    oriPrice: s.oriPrice ?? s.price,
    stocks: s.stocks,
    skuName: s.skuName,
    pic: s.pic,
    properties: s.properties,
  }));
}

/**
 * A points-mall product (`/member-center/integral-det/:prodId`): gallery, the chosen SKU's points and
 * cash price, the SKUs and the quantity (at most the units left), what the choice costs in all against the
 * shopper's points, and the redeem button per state (off sale, sold out, not enough points, redeem); the
 * product's description. On a phone the button sits in a bar fixed at the bottom.
 */
export function ScoreProductScreen({
  prod,
  score,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  onRedeem,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: ScoreProductScreenProps) {
  const { t } = useLingui();
  return (
    <ProductPage
      detail={
        prod ? (
          <ScoreProduct key={prod.prodId} prod={prod} score={score} onRedeem={onRedeem} href={href} />
        ) : undefined
      }
      heading={t`Points product details`}
      notFound={notFound}
      notFoundTitle={t`This product is not in the points mall`}
      wayBack={{ href: href(paths.integralMall()), label: t`Back to the points mall` }}
      error={error}
      errorTitle={t`The product could not be loaded`}
      onRetry={onRetry}
      loading={loading}
      skeleton={<DetailSkeleton />}
      part="score-prod"
      onNavigate={onNavigate}
      className={className}
      {...props}
    />
  );
}

function ScoreProduct({
  prod,
  score,
  onRedeem,
  href,
}: {
  prod: ScoreProdInfo;
  score: number | undefined;
  onRedeem: ((item: ScoreRedeemItem) => void) | undefined;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const skus = asSkus(prod.skuList);
  const choice = useSkuQuantity(() => (skus.find((s) => s.stocks > 0) ?? skus[0])?.skuId);
  const skuId = choice.skuId;
  const sku = prod.skuList.find((s) => s.skuId === skuId);
  const left = sku ? sku.stocks : prod.totalStocks;
  const maxUnits = maxLineUnits(left);
  const count = choice.countWithin(maxUnits);
  const priceSku = sku ?? prod.skuList[0];
  const cost = priceSku
    ? scoreOrderCost([{ scorePrice: priceSku.scorePrice, price: yuanToCents(priceSku.price), count }])
    : undefined;
  const onSale = prod.status === 1;
  const soldOut = !sku || maxUnits < 1;
  const tooFew = score !== undefined && cost !== undefined && score < cost.totalScore;
  const canRedeem = onSale && !soldOut && !tooFew;
  const redeem = () => {
    if (canRedeem && sku) onRedeem?.({ prodId: prod.prodId, skuId: sku.skuId, prodCount: count });
  };
  const label = !onSale
    ? t`Off sale`
    : soldOut
      ? t({ message: 'Sold out', context: 'short button' })
      : tooFew
        ? t`Not enough points`
        : t`Redeem now`;
  const redeemButton = (extra?: string) => (
    <Button size="lg" disabled={!canRedeem} onClick={redeem} className={extra} data-part="redeem">
      {label}
    </Button>
  );

  return (
    <ProductSummary
      part="score-prod-detail"
      images={galleryImages(prod.pic, prod.imgs)}
      current={sku?.pic ?? null}
      alt={prod.prodName}
      summary={
        <>
          <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">{prod.prodName}</h1>
          {prod.brief ? <p className="m-0 text-sm text-neutral-600">{prod.brief}</p> : null}
          <div className="flex flex-wrap items-baseline gap-3 rounded border border-neutral-200 px-4 py-3">
            <span className="text-neutral-600">{t`Points price`}</span>
            {priceSku ? <ScoreAndCash score={priceSku.scorePrice} yuan={priceSku.price} /> : null}
            {priceSku?.oriPrice != null ? (
              <span className="text-sm text-neutral-500">
                {t`Usual price`}{' '}
                <Price
                  yuan={priceSku.oriPrice}
                  size="sm"
                  tone="neutral"
                  className="text-neutral-500 line-through"
                />
              </span>
            ) : null}
          </div>
          <SkuQuantityRow
            skus={skus}
            skuId={skuId}
            disabled={!onSale}
            onSkuChange={choice.chooseSku}
            count={count}
            max={soldOut ? 0 : maxUnits}
            onCountChange={choice.setQuantity}
            note={
              <span className="pt-2 text-sm text-neutral-600" data-part="stock">
                {t({ message: `${left} left`, context: 'units of a SKU' })}
              </span>
            }
          />
          <div className="flex flex-col gap-1 text-sm" data-part="cost">
            {cost ? (
              <span className="flex flex-wrap items-baseline gap-2">
                <span className="text-neutral-600">{t`In total`}</span>
                <ScoreAndCash score={cost.totalScore} cents={cost.cash} />
              </span>
            ) : null}
            {score !== undefined ? (
              <span className={tooFew ? 'text-danger' : 'text-neutral-600'} data-part="my-score">
                {t`My points: ${score}`}
              </span>
            ) : null}
          </div>
          <div className="hidden flex-wrap items-center gap-3 md:flex" data-part="actions">
            {redeemButton('min-w-48')}
            <a href={href(paths.integralMall())} className="text-sm text-neutral-600 hover:text-brand">
              {t`Back to the points mall`}
            </a>
          </div>
        </>
      }
    >
      <ProductDescription content={prod.content} />

      <PhoneBuyBar label={t`Redeem`}>
        {priceSku ? <ScoreAndCash score={priceSku.scorePrice} yuan={priceSku.price} /> : null}
        {redeemButton('ml-auto px-5')}
      </PhoneBuyBar>
    </ProductSummary>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading the product`} className="flex flex-col gap-6 md:flex-row">
      <Skeleton className="aspect-square w-full md:w-2/5" />
      <div className="flex flex-1 flex-col gap-4 px-4 md:px-0">
        <Skeleton shape="text" className="h-6 w-4/5" />
        <Skeleton className="h-20 w-full" />
        <SkeletonText lines={2} />
        <Skeleton className="h-11 w-48" />
      </div>
    </SkeletonGroup>
  );
}

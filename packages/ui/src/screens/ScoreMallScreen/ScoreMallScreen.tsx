import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type Cents, type Page, type ScoreProdCard } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface ScoreMallScreenProps extends PagedListState<ScoreProdCard> {
  /** A page of the points mall's products (GET /score/prod/page); undefined until it has loaded. */
  page?: Page<ScoreProdCard> | undefined;
  /** The shopper's points (ScoreInfo.score); undefined for a visitor or until loaded. */
  score?: number | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * The points mall: its products, each with the lowest points price of its SKUs and the cash part that
 * goes with it (points alone when 0), the ordinary price struck through, paged; the shopper's points
 * above them with a link to the points centre.
 */
export function ScoreMallScreen({
  score,
  href = identityHref,
  onNavigate,
  className,
  ...list
}: ScoreMallScreenProps) {
  const { t } = useLingui();
  return (
    <TitledSection
      heading={<Trans>Points mall</Trans>}
      aside={
        score !== undefined ? (
          <p className="flex items-center gap-3 text-sm text-neutral-700" data-part="my-score">
            <span>
              <Trans>
                My points: <strong className="font-num text-neutral-900">{score}</strong>
              </Trans>
            </span>
            <a className="text-info hover:underline" href={href(paths.userCenter('uc-integral'))}>
              <Trans>Points details</Trans>
            </a>
          </p>
        ) : null
      }
      onNavigate={onNavigate}
      className={cn('mx-auto w-full max-w-6xl p-4 md:p-6', className)}
    >
      <PagedList
        {...list}
        part="score-mall"
        errorTitle={t`The points mall could not be loaded`}
        pastLastTitle={t`There are no products on this page`}
        empty={<Empty className="py-10" title={t`No products in the points mall yet`} />}
        skeleton={
          <SkeletonGroup label={t`Loading the points mall`} className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-64 rounded-lg" />
            ))}
          </SkeletonGroup>
        }
      >
        {(records) => (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t`Points mall products`}>
            {records.map((prod) => (
              <li
                key={prod.prodId}
                className="group relative flex flex-col overflow-hidden rounded-lg bg-neutral-0"
                data-part="score-prod"
              >
                <Image src={prod.pic} alt="" ratio={1} className="w-full" />
                <div className="flex flex-1 flex-col gap-1.5 p-3">
                  <a
                    href={href(paths.integralDetail(prod.prodId))}
                    className="line-clamp-2 text-sm text-neutral-900 after:absolute after:inset-0 after:content-[''] group-hover:text-brand"
                  >
                    {prod.prodName}
                  </a>
                  <ScoreAndCash score={prod.scorePrice} yuan={prod.price} />
                  <div className="mt-auto flex items-center justify-between text-xs text-neutral-500">
                    {prod.oriPrice !== null ? (
                      <Price
                        yuan={prod.oriPrice}
                        size="sm"
                        tone="neutral"
                        className="text-neutral-500 line-through"
                      />
                    ) : (
                      <span />
                    )}
                    {prod.totalStocks > 0 ? (
                      <span>
                        <Trans>{prod.soldNum} redeemed</Trans>
                      </span>
                    ) : (
                      <span className="text-danger">
                        <Trans>Sold out</Trans>
                      </span>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </TitledSection>
  );
}

/**
 * A points price: the points, and the cash part after a plus when it is not 0 (given in wire yuan, or in
 * cents for a total the domain computed).
 */
export function ScoreAndCash({
  score,
  yuan,
  cents,
  className,
}: {
  score: number;
  yuan?: number;
  cents?: Cents;
  className?: string;
}) {
  const cash = cents !== undefined ? { cents } : { yuan: yuan ?? 0 };
  const some = cents !== undefined ? cents > 0 : (yuan ?? 0) > 0;
  return (
    <span className={cn('flex flex-wrap items-baseline gap-1 text-price', className)} data-part="score-price">
      <span className="font-num text-base font-semibold">
        <Trans>{score} points</Trans>
      </span>
      {some ? (
        <>
          <span>+</span>
          <Price {...cash} size="sm" />
        </>
      ) : null}
    </span>
  );
}

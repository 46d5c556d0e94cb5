import { useId, type HTMLAttributes } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActivityStatus, paths, yuanToCents, type GroupProdCard, type Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { PagedList, splitListState, type PagedListState } from '../../mall/PagedList/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

/** The product page in group mode: `/detail/12?groupActivityId=3` (logged as the group detail page). */
export const groupDetailPath = (prodId: number, groupActivityId: number) =>
  `${paths.detail(prodId)}?${new URLSearchParams({ groupActivityId: String(groupActivityId) }).toString()}`;

export interface GroupBuyScreenProps
  extends PagedListState<GroupProdCard>, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A page of `/group/prod/page`; undefined until it has loaded. */
  page?: Page<GroupProdCard>;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/**
 * The group-buy products (`/group-buy`): each card shows the group price with the price alone struck
 * through, the team size ("3-person group"), the teams formed so far and a mark before the start; a card
 * opens the product page in group mode. Paged; loading, empty and error states.
 */
export function GroupBuyScreen({
  href = identityHref,
  onNavigate,
  className,
  ...props
}: GroupBuyScreenProps) {
  const { t } = useLingui();
  const [list, rest] = splitListState(props);
  return (
    <ScreenFrame
      heading=<Trans>Group buying</Trans>
      className={cn('max-w-6xl md:py-6', className)}
      onNavigate={onNavigate}
      {...rest}
    >
      <PagedList
        {...list}
        part="group"
        errorTitle={t`The group buys could not be loaded`}
        empty={
          <Empty
            title={t`No group buys at the moment`}
            action={
              <Button asChild variant="secondary">
                <a href={href(paths.home())}>{t`Back to home`}</a>
              </Button>
            }
          />
        }
        pastLastPage={
          <Empty
            title={t`No group buys on this page`}
            action={
              <Button asChild variant="secondary">
                <a href={href(paths.groupBuy())}>{t`Back to group buying`}</a>
              </Button>
            }
          />
        }
        skeleton={
          <SkeletonGroup label={t`Loading the group buys`} className="@container" data-part="group-skeleton">
            <span className="grid grid-cols-1 gap-3 @xl:grid-cols-2 @4xl:grid-cols-4 max-@xl:[&>*:nth-child(n+3)]:hidden">
              {[0, 1, 2, 3].map((i) => (
                <span key={i} className="flex gap-3 rounded-lg bg-neutral-0 p-2 @4xl:flex-col @4xl:p-0">
                  <Skeleton className="aspect-square w-28 shrink-0 @4xl:w-full" />
                  <span className="flex flex-1 flex-col gap-2 @4xl:p-3">
                    <Skeleton shape="text" className="w-4/5" />
                    <Skeleton shape="text" className="w-2/5" />
                    <Skeleton shape="text" className="w-3/5" />
                  </span>
                </span>
              ))}
            </span>
          </SkeletonGroup>
        }
      >
        {(cards) => (
          <div className="@container">
            <ul
              className="m-0 grid list-none grid-cols-1 gap-3 p-0 @xl:grid-cols-2 @4xl:grid-cols-4"
              data-part="group-list"
            >
              {cards.map((card) => (
                <li key={card.groupActivityId}>
                  <GroupCard card={card} href={href(groupDetailPath(card.prodId, card.groupActivityId))} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </PagedList>
    </ScreenFrame>
  );
}

function GroupCard({ card, href }: { card: GroupProdCard; href: string }) {
  const { t } = useLingui();
  const detailsId = useId();
  const size = card.groupNumber;
  const formed = card.groupOrderCount;
  const start = card.startTime.slice(5, 16);
  const groupCents = yuanToCents(card.groupPrice);
  const aloneCents = yuanToCents(card.price);
  return (
    <article
      data-group-id={card.groupActivityId}
      className="group relative flex h-full gap-3 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-0 p-2 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-info @4xl:flex-col @4xl:p-0"
    >
      <Image src={card.pic} alt="" ratio={1} className="w-28 shrink-0 @4xl:w-full" rounded="md" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5 @4xl:px-3 @4xl:pb-3">
        <a
          href={href}
          aria-describedby={detailsId}
          className="line-clamp-2 text-base text-neutral-900 group-hover:text-brand after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {card.prodName}
        </a>
        <span id={detailsId} className="mt-auto flex flex-col gap-1.5">
          <span className="flex flex-wrap gap-1">
            <Tag size="sm" tone="brand" variant="solid" data-part="group-size">
              {t`${size}-person group`}
            </Tag>
            {card.status === ActivityStatus.notStarted ? (
              <Tag size="sm" tone="neutral" data-part="not-started">
                {t`Starts ${start}`}
              </Tag>
            ) : null}
          </span>
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-xs text-neutral-700">{t`Group price`}</span>
            <Price
              cents={groupCents}
              {...(aloneCents > groupCents ? { originalCents: aloneCents } : {})}
              data-part="group-price"
            />
          </span>
          <span className="text-xs text-neutral-700" data-part="teams-formed">
            {t`${plural(formed, { one: '# team formed', other: '# teams formed' })}`}
          </span>
        </span>
      </span>
    </article>
  );
}

import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActivityStatus,
  defaultSlotKey,
  parseMallDateTime,
  paths,
  seckillSlots,
  seckillState,
  type Page,
  type SeckillCard,
  type SeckillSlot,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import type { IntervalClock } from '../../lib/clock.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { Countdown } from '../../mall/Countdown/index.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { SeckillProgress } from '../../mall/SeckillProgress/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';

export interface FlashSaleScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The activities (GET /seckill/pageSeckill without a status: ongoing and upcoming first, then ended);
   * undefined until they have loaded. "More" grows it.
   */
  page?: Page<SeckillCard> | undefined;
  /** Skeletons (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The activities could not be loaded: an error with a retry (unless a page is shown). */
  error?: boolean;
  onRetry?: () => void;
  /** Loads the next activities ("more" shows while the page has fewer records than its total). */
  onMore?: () => void;
  /** The next activities are loading: "More" is busy. */
  loadingMore?: boolean;
  /**
   * The countdowns' time source (the server's clock in the app). `null` before the page is interactive
   * (a server-rendered page): the countdown shows no digits, so the markup does not depend on the time.
   */
  clock?: IntervalClock | null;
  /** The shown session's countdown reached zero: the states have changed (the app reads them again). */
  onCountdownEnd?: () => void;
  href?: HrefBuilder;
  /** A plain click on a link of the screen, with the address `href` built (client-side routing). */
  onNavigate?: (to: string) => void;
}

/**
 * The flash-sale page (`/flash-sale`): the activities grouped into sessions by the hour they start, a bar
 * of sessions with each one's state (ongoing, upcoming, ended), the countdown to the end of the shown
 * session or to its start, and its products with the flash-sale price, the price struck through, the sold
 * share and a button per state. States are the server's; nothing is computed from the browser's clock.
 */
export function FlashSaleScreen({
  page,
  loading = false,
  error = false,
  onRetry,
  onMore,
  loadingMore = false,
  clock,
  onCountdownEnd,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: FlashSaleScreenProps) {
  const { t } = useLingui();
  let body: ReactNode = null;
  if (page && page.records.length > 0) {
    body = (
      <>
        <Sessions records={page.records} clock={clock} onCountdownEnd={onCountdownEnd} href={href} />
        {page.records.length < page.total && onMore ? (
          <div className="flex justify-center">
            <Button variant="secondary" loading={loadingMore} onClick={onMore} data-part="more">
              {t`More flash sales`}
            </Button>
          </div>
        ) : null}
      </>
    );
  } else if (page) {
    body = (
      <Empty
        illustration="box"
        title={t`No flash sales at the moment`}
        description={t`New sessions start every day, come back soon.`}
        action={
          <Button asChild variant="secondary">
            <a href={href(paths.home())}>{t`Back to home`}</a>
          </Button>
        }
        className="rounded-lg bg-neutral-0 py-8"
        data-part="flash-sale-empty"
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The flash sales could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="flash-sale-error"
      />
    );
  } else if (loading) {
    body = <FlashSaleSkeleton />;
  }
  return (
    <ScreenFrame
      heading={<Trans>Flash sale</Trans>}
      className={cn('max-w-6xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function Sessions({
  records,
  clock,
  onCountdownEnd,
  href,
}: {
  records: SeckillCard[];
  clock: IntervalClock | null | undefined;
  onCountdownEnd: (() => void) | undefined;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const slots = seckillSlots(records);
  const [chosen, setChosen] = useState<string>();
  const first = defaultSlotKey(slots);
  const current = slots.find((s) => s.key === chosen) ?? slots.find((s) => s.key === first);
  const today = slots.find((s) => s.key === first)?.date;
  if (!current) return null;
  return (
    <Tabs value={current.key} onValueChange={setChosen} className="gap-0">
      <TabsList
        aria-label={t`Sessions`}
        className="gap-0 rounded-t-lg border-0 bg-neutral-900 px-1 md:px-2"
        data-part="slots"
      >
        {slots.map((slot) => (
          <TabsTrigger
            key={slot.key}
            value={slot.key}
            data-slot={slot.key}
            className="h-auto min-w-20 flex-col gap-0 px-3 py-2 text-neutral-0 after:hidden hover:text-neutral-0 data-[state=active]:bg-brand data-[state=active]:text-brand-fg md:min-w-28"
          >
            <span className="font-num text-lg font-semibold leading-6">
              {slot.date !== today ? `${slot.date.slice(5)} ` : ''}
              {slot.hour}
            </span>
            <span className="text-xs font-normal">
              <SlotState status={slot.status} />
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {slots.map((slot) => (
        <TabsContent key={slot.key} value={slot.key} className="mt-0">
          <SessionHead slot={slot} clock={clock} onCountdownEnd={onCountdownEnd} />
          <ul
            className="m-0 grid list-none grid-cols-2 gap-2 p-0 pt-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4"
            data-part="seckill-list"
          >
            {slot.items.map((item) => (
              <SeckillCardItem key={item.seckillId} card={item} href={href} />
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}

function SlotState({ status }: { status: ActivityStatus }) {
  const { t } = useLingui();
  if (status === ActivityStatus.ongoing) return t`Ongoing`;
  if (status === ActivityStatus.notStarted) return t`Starting soon`;
  return t`Has ended`;
}

function SessionHead({
  slot,
  clock,
  onCountdownEnd,
}: {
  slot: SeckillSlot<SeckillCard>;
  clock: IntervalClock | null | undefined;
  onCountdownEnd: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const ongoing = slot.status === ActivityStatus.ongoing;
  const upcoming = slot.status === ActivityStatus.notStarted;
  let timer: ReactNode = null;
  if (ongoing || upcoming) {
    // The session's next change (an activity's end or start), so each one reads the states again.
    const change = slot.nextChange;
    const target = change ? parseMallDateTime(change.at) : Number.NaN;
    const label = change?.kind === 'end' ? 'endsIn' : 'startsIn';
    timer =
      clock === null || Number.isNaN(target) ? (
        <span className="inline-flex items-center gap-1.5 text-base" data-part="countdown-pending">
          <span className="text-neutral-600">{label === 'endsIn' ? t`Ends in` : t`Starts in`}</span>
          <span className="font-num text-brand">--:--:--</span>
        </span>
      ) : (
        <Countdown
          target={target}
          label={label}
          variant="blocks"
          format="compact"
          {...(clock ? { clock } : {})}
          {...(onCountdownEnd ? { onEnd: onCountdownEnd } : {})}
        />
      );
  }
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-b-lg bg-neutral-0 px-3 py-2.5 md:px-4"
      data-part="session-head"
    >
      <p className="m-0 text-base font-medium text-neutral-900">
        {ongoing
          ? t`Flash sale on, while stocks last`
          : upcoming
            ? t`Starts at ${slot.hour}, get ready`
            : t`This session has ended`}
      </p>
      {timer}
    </div>
  );
}

function SeckillCardItem({ card, href }: { card: SeckillCard; href: HrefBuilder }) {
  const { t } = useLingui();
  const state = seckillState(card);
  const link = href(paths.seckillDetail(card.seckillId));
  const startHour = card.startTime.slice(11, 16);
  let action: ReactNode;
  if (state === 'ongoing') {
    action = (
      <Button asChild size="sm" className="w-full">
        <a href={link} aria-label={t`Grab it now: ${card.prodName}`}>
          {t`Grab it now`}
        </a>
      </Button>
    );
  } else {
    const text =
      state === 'notStarted'
        ? t`Starts at ${startHour}`
        : state === 'soldOut'
          ? t({ message: 'Sold out', context: 'short button' })
          : t`Has ended`;
    action = (
      <Button size="sm" variant="secondary" disabled className="w-full">
        {text}
      </Button>
    );
  }
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-lg bg-neutral-0 p-2 md:p-3"
      data-seckill-id={card.seckillId}
      data-state={state}
    >
      <a href={link} tabIndex={-1} aria-hidden="true" className="relative block">
        <Image src={card.pic} alt="" ratio={1} rounded="md" />
        {state === 'soldOut' || state === 'ended' ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-full bg-neutral-900/70 px-3 py-1 text-sm text-neutral-0">
              {state === 'soldOut' ? t({ message: 'Sold out', context: 'short button' }) : t`Has ended`}
            </span>
          </span>
        ) : null}
      </a>
      <a
        href={link}
        className="line-clamp-2 min-h-10 text-sm text-neutral-900 no-underline hover:text-brand"
        data-part="name"
      >
        {card.prodName}
      </a>
      <Price yuan={card.seckillPrice} originalYuan={card.price} data-part="price" />
      <SeckillProgress total={card.seckillTotalStocks} left={card.seckillStocks} />
      {action}
    </li>
  );
}

function FlashSaleSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup
      label={t`Loading the flash sales`}
      className="flex flex-col gap-3"
      data-part="flash-sale-skeleton"
    >
      <Skeleton className="h-14 w-full" />
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex flex-col gap-2 rounded-lg bg-neutral-0 p-2 md:p-3">
            <Skeleton className="aspect-square w-full" />
            <Skeleton shape="text" className="w-4/5" />
            <Skeleton shape="text" className="w-1/2" />
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

import { useMemo, useState, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActivityStatus,
  formatMoney,
  parseMallDateTime,
  yuanToCents,
  type GroupProdInfo,
  type JoinableTeam,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, serverTimeClock, type IntervalClock } from '../../lib/clock.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Countdown } from '../Countdown/index.ts';
import { Price } from '../Price/index.ts';
import { MemberAvatar, seatsLeft } from './avatar.tsx';

/** What opening or joining hands to the app: the group checkout's address (`groupTeamId` 0 opens). */
export interface GroupBuyChoice {
  groupSkuId: number;
  groupTeamId: number;
  prodCount: number;
}

export interface GroupBuyPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `/group/prod/info`: the product's group activity (the app leaves the panel out when there is none). */
  info: GroupProdInfo;
  /** `/group/joinGroupList`: the teams waiting for members; undefined while loading. */
  teams?: readonly JoinableTeam[];
  /** The SKU chosen on the product page. */
  skuId?: number;
  /** The quantity chosen on the product page. */
  count: number;
  /** Open a team (`groupTeamId` 0) at the group price. */
  onOpen?: (choice: GroupBuyChoice) => void;
  /** Join a waiting team. */
  onJoin?: (choice: GroupBuyChoice) => void;
  /** A countdown reached the activity's start or end, or a team's end: the app asks again. */
  onExpire?: () => void;
  /** Time source of the countdowns (corrected by the answer's `serverTime`). */
  clock?: IntervalClock;
}

/**
 * The group-buy block of the product page: the group price of the chosen SKU beside its price alone,
 * the team size, "open a group" at the group price, and the teams waiting for members (leader, seats
 * left, countdown to the team's end, "join"). Before the start: the start time with a countdown; after
 * the end: ended. The server's `status` decides; the countdowns only tell the app to ask again.
 */
export function GroupBuyPanel({
  info,
  teams,
  skuId,
  count,
  onOpen,
  onJoin,
  onExpire,
  clock = realClock,
  className,
  ...props
}: GroupBuyPanelProps) {
  const { t } = useLingui();
  const live = useHydrated();
  // The server's clock as seen here: the offset is taken once per answer.
  const serverClock = useMemo(() => serverTimeClock(clock, info.serverTime), [clock, info.serverTime]);
  const sku =
    info.skuList.find((s) => s.skuId === skuId) ?? (skuId === undefined ? info.skuList[0] : undefined);
  const ongoing = info.status === ActivityStatus.ongoing;
  const soldOut = sku !== undefined && sku.stocks <= 0;
  const limit = Math.min(info.maxNum > 0 ? info.maxNum : count, sku ? Math.max(sku.stocks, 1) : count);
  const prodCount = Math.max(1, Math.min(count, limit));
  const canBuy = ongoing && sku !== undefined && !soldOut;
  const groupNumber = info.groupNumber;
  const startTime = info.startTime;
  const maxNum = info.maxNum;
  const groupPrice = sku ? formatMoney(yuanToCents(sku.actPrice)) : undefined;
  const choice = (groupTeamId: number): GroupBuyChoice | undefined =>
    sku ? { groupSkuId: sku.groupSkuId, groupTeamId, prodCount } : undefined;

  let note: string | undefined;
  if (info.status === ActivityStatus.ended) note = t`This group buy has ended`;
  else if (sku === undefined) note = t`This specification is not in the group buy`;
  else if (soldOut) note = t`The group buy of this specification is sold out`;

  return (
    <div
      data-part="group-buy"
      data-status={info.status}
      className={cn('flex flex-col gap-3 rounded border border-brand/40 bg-neutral-0 px-4 py-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="m-0 text-base font-semibold text-brand-hover">
          <Trans>Group buying</Trans>
        </h2>
        <Tag tone="brand" variant="solid" size="sm" data-part="group-size">
          {t`${groupNumber}-person group`}
        </Tag>
        {info.maxNum > 0 ? (
          <span className="text-sm text-neutral-700" data-part="limit">
            {t`Limit ${maxNum} per person`}
          </span>
        ) : null}
        {!live ? null : info.status === ActivityStatus.notStarted ? (
          <Countdown
            target={parseMallDateTime(info.startTime)}
            clock={serverClock}
            label="startsIn"
            size="sm"
            onEnd={onExpire}
            className="ml-auto"
          />
        ) : ongoing ? (
          <Countdown
            target={parseMallDateTime(info.endTime)}
            clock={serverClock}
            label="endsIn"
            size="sm"
            onEnd={onExpire}
            className="ml-auto"
          />
        ) : null}
      </div>
      {sku ? (
        <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1" data-part="group-prices">
          <span className="inline-flex items-baseline gap-2">
            <span className="text-sm text-neutral-700">{t`Group price`}</span>
            <Price size="lg" cents={yuanToCents(sku.actPrice)} data-part="group-price" />
          </span>
          <span className="inline-flex items-baseline gap-2">
            <span className="text-sm text-neutral-700">{t`Alone`}</span>
            <Price size="sm" tone="neutral" cents={yuanToCents(sku.price)} data-part="alone-price" />
          </span>
        </div>
      ) : null}
      {info.status === ActivityStatus.notStarted ? (
        <p className="m-0 text-sm text-neutral-800" data-part="starts">
          {t`Starts at ${startTime}`}
        </p>
      ) : null}
      {note ? (
        <p role="status" className="m-0 text-sm font-medium text-neutral-800" data-part="group-note">
          {note}
        </p>
      ) : null}
      {info.status !== ActivityStatus.ended ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            disabled={!canBuy}
            onClick={() => {
              const c = choice(0);
              if (canBuy && c) onOpen?.(c);
            }}
            data-part="open-group"
          >
            {groupPrice ? t`Open a group ${groupPrice}` : t`Open a group`}
          </Button>
          {prodCount < count ? (
            <span className="text-sm text-neutral-700" data-part="count-limited">
              {t`${prodCount} can be bought in the group`}
            </span>
          ) : null}
        </div>
      ) : null}
      {ongoing ? (
        <TeamList
          teams={teams}
          live={live}
          clock={serverClock}
          canJoin={canBuy}
          onJoin={(groupTeamId) => {
            const c = choice(groupTeamId);
            if (canBuy && c) onJoin?.(c);
          }}
          onExpire={onExpire}
        />
      ) : null}
    </div>
  );
}

function TeamList({
  teams,
  live,
  clock,
  canJoin,
  onJoin,
  onExpire,
}: {
  teams: readonly JoinableTeam[] | undefined;
  live: boolean;
  clock: IntervalClock;
  canJoin: boolean;
  onJoin: (groupTeamId: number) => void;
  onExpire: (() => void) | undefined;
}) {
  const { t } = useLingui();
  // Teams whose countdown ran out stay listed but cannot be joined until the app has asked again.
  const [ended, setEnded] = useState<ReadonlySet<number>>(() => new Set());
  if (teams === undefined) {
    return (
      <SkeletonGroup label={t`Loading the teams`} data-part="teams-loading">
        <Skeleton className="h-14 w-full" />
      </SkeletonGroup>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-part="teams">
      <h3 className="m-0 text-sm font-medium text-neutral-800">
        <Trans>Join a team waiting for members</Trans>
      </h3>
      {teams.length === 0 ? (
        <p className="m-0 text-sm text-neutral-700" data-part="no-team">
          <Trans>No team is waiting yet: open one and invite friends.</Trans>
        </p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {teams.map((team) => {
            const left = seatsLeft(team);
            const name = team.startUserNickName;
            const over = ended.has(team.groupTeamId);
            return (
              <li
                key={team.groupTeamId}
                data-team-id={team.groupTeamId}
                className="flex items-center gap-3 rounded border border-neutral-100 px-3 py-2"
              >
                <MemberAvatar nickName={name} pic={team.startUserPic} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm text-neutral-900">{name}</span>
                  <span className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-700">
                    <span data-part="seats-left">{t`${left} more needed`}</span>
                    {live ? (
                      <Countdown
                        target={parseMallDateTime(team.endTime)}
                        clock={clock}
                        label="endsIn"
                        size="sm"
                        className="text-xs"
                        onEnd={() => {
                          setEnded((s) => new Set(s).add(team.groupTeamId));
                          onExpire?.();
                        }}
                      />
                    ) : null}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={!canJoin || over}
                  aria-label={t`Join ${name}'s team`}
                  onClick={() => onJoin(team.groupTeamId)}
                >
                  <Trans>Join</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

import { useMemo, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GroupTeamStatus, parseMallDateTime, type GroupTeamInfo } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, serverTimeClock, type IntervalClock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Countdown } from '../Countdown/index.ts';
import { MemberAvatar, seatsLeft } from '../GroupBuyPanel/avatar.tsx';

export interface GroupTeamCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** `/p/groupTeam/info`. */
  team: GroupTeamInfo;
  /** Copies the product's group link to invite friends (shown while the team is grouping). */
  onCopyLink?: () => void;
  /** The team's countdown ran out: the app asks for its state again. */
  onExpire?: () => void;
  /** Time source of the countdown (corrected by the answer's `serverTime`). */
  clock?: IntervalClock;
}

/**
 * A group-buy team after the shopper's order: its state (waiting for the leader's payment, grouping,
 * succeeded, failed), the members' avatars with the leader marked and the empty seats, how many are
 * still needed with the countdown to the team's end, and, while grouping, the invitation (copy the
 * product link).
 */
export function GroupTeamCard({
  team,
  onCopyLink,
  onExpire,
  clock = realClock,
  className,
  ...props
}: GroupTeamCardProps) {
  const { t } = useLingui();
  // The server's clock as seen here: the offset is taken once per answer.
  const serverClock = useMemo(() => serverTimeClock(clock, team.serverTime), [clock, team.serverTime]);
  const left = seatsLeft(team);
  const open = team.status === GroupTeamStatus.waitingLeader || team.status === GroupTeamStatus.grouping;
  const empty = Math.max(0, team.groupNumber - team.members.length);
  const state =
    team.status === GroupTeamStatus.waitingLeader
      ? t`Waiting for the leader's payment`
      : team.status === GroupTeamStatus.grouping
        ? t`Grouping`
        : team.status === GroupTeamStatus.succeeded
          ? t`Group formed`
          : t`Group failed`;
  const tone =
    team.status === GroupTeamStatus.succeeded
      ? 'text-success'
      : team.status === GroupTeamStatus.failed
        ? 'text-neutral-700'
        : 'text-brand-hover';

  return (
    <div
      data-part="group-team"
      data-status={team.status}
      className={cn('flex flex-col gap-3 rounded-lg bg-neutral-0 px-3 py-3 md:px-5 md:py-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="m-0 text-base font-medium text-neutral-900">
          <Trans>Group team</Trans>
        </h2>
        <span className={cn('text-sm font-medium', tone)} data-part="team-state">
          {state}
        </span>
      </div>
      <ul className="m-0 flex list-none flex-wrap gap-3 p-0" aria-label={t`Team members`}>
        {team.members.map((m, i) => (
          <li key={i} className="flex w-14 flex-col items-center gap-1" data-part="member">
            <span className="relative">
              <MemberAvatar
                nickName={m.nickName}
                pic={m.pic}
                className={cn('size-11', m.isLeader && 'ring-2 ring-brand')}
              />
              {m.isLeader ? (
                <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded-sm bg-brand px-1 text-xs leading-4 whitespace-nowrap text-brand-fg">
                  {t`Leader`}
                </span>
              ) : null}
            </span>
            <span className="w-full truncate text-center text-xs text-neutral-700">{m.nickName}</span>
          </li>
        ))}
        {Array.from({ length: open ? empty : 0 }, (_, i) => (
          <li key={`empty-${i}`} className="flex w-14 flex-col items-center gap-1" data-part="empty-seat">
            <span className="flex size-11 items-center justify-center rounded-full border border-dashed border-neutral-400 text-lg text-neutral-600">
              ?
            </span>
            <span className="text-xs text-neutral-600">{t`Empty seat`}</span>
          </li>
        ))}
      </ul>
      {open ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="text-sm text-neutral-900" data-part="team-needs">
            {t`${left} more needed to form the group`}
          </span>
          <Countdown
            target={parseMallDateTime(team.endTime)}
            clock={serverClock}
            label="endsIn"
            size="sm"
            onEnd={onExpire}
          />
        </div>
      ) : team.status === GroupTeamStatus.failed ? (
        <p className="m-0 text-sm text-neutral-700" data-part="team-failed">
          <Trans>The team was not full in time; the payment is refunded to where it came from.</Trans>
        </p>
      ) : (
        <p className="m-0 text-sm text-neutral-700" data-part="team-formed">
          <Trans>The group is formed; the order will be shipped.</Trans>
        </p>
      )}
      {team.status === GroupTeamStatus.grouping && onCopyLink ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded bg-brand-soft/50 px-3 py-2"
          data-part="invite"
        >
          <span className="text-sm text-neutral-900">
            <Trans>Invite friends to join: share the product link.</Trans>
          </span>
          <Button size="sm" variant="secondary" onClick={onCopyLink}>
            <Trans>Copy the link</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

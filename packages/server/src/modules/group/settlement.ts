// Team seats as a settlement participant (decisions/0022, 0043), after points in the lock order: a group
// order's submit re-checks, under the shopper's row lock (submit holds it), what confirm checked
// (`checkJoin`: the activity ongoing, the team open with a seat, not the shopper's own or joined, no
// other order of theirs waiting to join it, the per-shopper limit counting every order not cancelled).
// The team row is read, not locked: the seat is taken by the payment under that lock (paid.ts), and a
// payment holding it may release stock, so a submit holding stock must not wait for it (no deadlock).
// An unpaid order holds no seat, so its cancel or expiry has nothing to give back; a paid member's
// order leaving a failed team is refunded (its stock, coupons and points come back through the other
// participants' release with reason 'groupFailure').
import { messages, OrderType } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { checkJoin, readActivity } from './service.ts';

export const groupSeatsParticipant: SettlementParticipant = {
  name: 'group-seats',
  async reserve(tx, reservation) {
    const { activity } = reservation;
    if (reservation.orderType !== OrderType.group || !activity) return;
    const row = await readActivity(tx, activity.activityId);
    if (!row) throw new BusinessError(messages.activityNotFound);
    const count = reservation.lines.reduce((sum, l) => sum + l.count, 0);
    await checkJoin(tx, {
      userId: reservation.userId,
      activity: row,
      teamId: activity.teamId ?? 0,
      count,
      now: reservation.now,
    });
  },
  async release() {
    // Nothing reserved, nothing to give back (the seat is the payment's).
  },
};

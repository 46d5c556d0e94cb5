// Points as a settlement participant (decisions/0022): the points a shopper uses as a discount are spent
// at submit and credited back (a new batch, ledger reason `order_cancel`) when the order is cancelled or
// expires unpaid. A submit spends for all its orders at once; each order gives back its own share.
import { messages } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { creditPoints, spendPoints } from './service.ts';

export const pointsParticipant: SettlementParticipant = {
  name: 'points',
  async reserve(tx, { userId, uuid, now, pointsUsed }) {
    if (pointsUsed <= 0) return;
    if (!(await spendPoints(tx, userId, pointsUsed, 'order_use', uuid, now)))
      throw new BusinessError(messages.pointsTooMany);
  },
  async release(tx, { userId, orderNumber, pointsUsed, reason, now }) {
    // (Points the order earned on completion are taken back by the refund's payout, in proportion:
    // loyalty/earning.ts orderRefunded, decisions/0033; growth with them.)
    // Points spent as a discount are part of the reductions, not of what was paid: a refund does not
    // give them back (decisions/0018).
    if (reason === 'refund' || pointsUsed <= 0) return;
    await creditPoints(tx, userId, pointsUsed, 'order_cancel', orderNumber, now);
  },
};

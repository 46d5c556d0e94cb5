// The cart lines as a settlement participant (decisions/0022): the bought lines leave the cart at submit.
import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@mall/domain';
import type { SettlementParticipant } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { baskets } from './tables.ts';

export const cartLinesParticipant: SettlementParticipant = {
  name: 'cart-lines',
  async reserve(tx, { userId, lines }) {
    // They must all still be there: a second confirm of the same cart (another tab) cannot buy it twice
    // once one of them was submitted.
    const basketIds = lines.map((l) => l.basketId).filter((id) => id > 0);
    if (basketIds.length === 0) return;
    const removed = await tx
      .delete(baskets)
      .where(and(eq(baskets.userId, userId), inArray(baskets.basketId, basketIds)))
      .returning({ basketId: baskets.basketId });
    if (removed.length !== basketIds.length) throw new BusinessError(messages.orderCartChanged);
  },
  // A cancelled or refunded order does not put its lines back into the cart (the shopper may have
  // changed the cart since); buying again is one click from the order.
  release: () => Promise.resolve(),
};

// The flash sale's two database-heavy steps (decisions/0042): the confirm (the activity's checks, then
// the settlement priced by the order module) and the submit (the settlement into an order of type 2).
// The routes (routes.shopper.ts) answer everything else before them (the path, the sold-out memo, Redis,
// the admission limits, the nonce), so most of a rush's requests never reach these.
import { DeliveryType, OrderType, type Locale, type OrderConfirmAnswer } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { confirmAnswer } from '../order/routes.shopper.ts';
import { allInOrder } from '../../lib/all-in-order.ts';
import { confirmOrder, submitOrder } from '../order/service.ts';
import type { Pricing } from '../pricing/quote.ts';
import { checkBuy, seckillById } from './service.ts';

export interface ConfirmSaleInput {
  userId: string;
  seckillId: number;
  seckillSkuId: number;
  prodCount: number;
  addrId: number;
  /** The request's time (the server clock). */
  at: Date;
  locale: Locale;
  /** Remembers the request's nonce (signature.ts claimNonce): with the checks' read, before any write. */
  claim: () => Promise<void>;
}

export interface SubmitSaleInput {
  userId: string;
  seckillId: number;
  uuid: string;
  remarks: string;
  /** The settlement's shop when the caller has read it (pendingUnits), else read from the activity. */
  shopId?: number | undefined;
  at: Date;
  locale: Locale;
}

export async function confirmSale(
  db: Database,
  pricing: Pricing,
  input: ConfirmSaleInput,
): Promise<OrderConfirmAnswer> {
  const { at } = input;
  const { userId, seckillId, seckillSkuId, prodCount } = input;
  const [, buy] = await allInOrder([
    input.claim(),
    checkBuy(db, userId, { seckillId, seckillSkuId, prodCount }, at),
  ] as const);
  const confirmed = await confirmOrder(
    db,
    pricing,
    userId,
    {
      addrId: input.addrId,
      orderItem: { prodId: buy.prodId, skuId: buy.skuId, prodCount },
      activity: { orderType: OrderType.seckill, activityId: seckillId, activitySkuId: seckillSkuId },
      couponIds: [],
      isScorePay: false,
      noCouponsOrPoints: true,
      dvyType: DeliveryType.express,
    },
    at,
    input.locale,
  );
  return confirmAnswer(confirmed, input.locale, at);
}

export async function submitSale(
  db: Database,
  pricing: Pricing,
  input: SubmitSaleInput,
): Promise<{ orderNumbers: string }> {
  // The window is the participant's check (a repeat of a submitted uuid answers its order).
  const shopId = input.shopId ?? (await seckillById(db, input.seckillId)).shopId;
  const numbers = await submitOrder(
    db,
    pricing,
    input.userId,
    {
      uuid: input.uuid,
      orderShopParam: [{ shopId, remarks: input.remarks }],
      activity: { orderType: OrderType.seckill, activityId: input.seckillId },
    },
    input.at,
    input.locale,
  );
  return { orderNumbers: numbers.join(',') };
}

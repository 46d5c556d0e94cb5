// The after-sales routes as the server mounts them (src/api.ts), on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097): a demo shopper buys with the checkout, pays with the balance
// or with points through the payment module, applies for a refund, and the shop's merchant (its own token)
// agrees: the money goes back where it came from, once, with its ledger row. Another shop's merchant and a
// shopper's token are refused.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, signedRequest, testServer } from '../../test/inject.ts';
import { demoShoppers } from '../account/demo.ts';
import { issueToken } from '../account/tokens.ts';
import { skus, products } from '../catalog/tables.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { creditPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { userWallets, walletLedger } from '../wallet/tables.ts';

describeEachDatabase('after-sales through the mounted API', (database) => {
  let app: FastifyInstance;
  let db: Database;
  let token = '';
  let userId = '';
  const merchantTokens = new Map<number, string>();

  const call = (method: 'POST' | 'PUT', url: string, body: unknown, auth: string) =>
    signedRequest(method, url, body, { token: auth, lang: 'zh' });
  const ok = <T>(options: InjectOptions) => expectOk<T>(app, options);

  /** Buys one unit of a cheap SKU of shop 1 with buy-now and pays it (9 balance, 0 points). */
  async function buyAndPay(payType: 0 | 9) {
    const [sku] = await db
      .select({ prodId: skus.prodId, skuId: skus.skuId, price: skus.price })
      .from(skus)
      .innerJoin(products, eq(products.prodId, skus.prodId))
      .where(and(eq(products.shopId, 1), eq(products.status, 1), eq(skus.status, 1)))
      .orderBy(skus.price)
      .limit(1);
    const confirm = await ok<{ uuid: string; actualTotal: number }>(
      call(
        'POST',
        '/p/order/confirm',
        { addrId: 0, orderItem: { prodId: sku!.prodId, skuId: sku!.skuId, prodCount: 1 }, couponIds: [] },
        token,
      ),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/order/submit', { uuid: confirm.uuid, orderShopParam: [] }, token),
    );
    await ok(call('POST', '/p/order/pay', { orderNumbers, payType, returnUrl: '', systemType: 1 }, token));
    const detail = await ok<{ orderItemDtos: { orderItemId: number }[]; actualTotal: number }>({
      url: `/api/p/myOrder/orderDetail?orderNumber=${orderNumbers}`,
      headers: { authorization: `bearer ${token}` },
    });
    return {
      orderNumber: orderNumbers,
      itemId: detail.orderItemDtos[0]!.orderItemId,
      paid: detail.actualTotal,
    };
  }
  const application = (orderNumber: string, orderItemId: number, refundAmount: number) => ({
    orderNumber,
    orderItemId,
    refundType: 2,
    applyType: 1,
    isReceiver: 0,
    buyerReason: 'wrongOrDislike',
    buyerDesc: '',
    buyerMobile: '13800000000',
    goodsNum: 1,
    refundAmount,
    photoFiles: '',
  });

  beforeAll(async () => {
    db = database().handle.db;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db });
    userId = demoShoppers[1].userId;
    token = (await issueToken(db, userId)).token;
    for (const shopId of [1, 2]) {
      const [account] = await db
        .select({ merchantId: merchantAccounts.merchantId })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.shopId, shopId));
      merchantTokens.set(shopId, await issueMerchantToken(db, account!.merchantId, Date.now()));
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('pays a refund of a balance payment back to the balance, once', async () => {
    const order = await buyAndPay(9);
    const sn = await ok<string>(
      call('POST', '/p/orderRefund/apply', application(order.orderNumber, order.itemId, order.paid), token),
    );
    const process = (shopId: number) =>
      call(
        'PUT',
        '/merchant/orderRefund/process',
        { refundSn: sn, agree: true },
        merchantTokens.get(shopId)!,
      );
    // A shopper's token is not a merchant's; another shop's merchant does not see it.
    expect(
      (await app.inject(call('PUT', '/merchant/orderRefund/process', { refundSn: sn, agree: true }, token)))
        .statusCode,
    ).toBe(401);
    const other = await app.inject(process(2));
    expect(other.statusCode).toBe(400);
    expect(other.body).toBe(translate('zh', messages.refundNotFound));
    const [before] = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
    const results = await Promise.all([app.inject(process(1)), app.inject(process(1))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [after] = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
    expect(after!.balanceCents - before!.balanceCents).toBe(Math.round(order.paid * 100));
    expect(await db.select().from(walletLedger).where(eq(walletLedger.ref, sn))).toHaveLength(1);
    const info = await ok<{ returnMoneySts: number; payoutMethod: string }>({
      url: `/api/p/orderRefund/info?refundSn=${sn}`,
      headers: { authorization: `bearer ${token}` },
    });
    expect(info).toMatchObject({ returnMoneySts: 5, payoutMethod: 'balance' });
  });

  it('pays a refund of a points payment back in points', async () => {
    // 100 points per yuan: enough for any demo product.
    await creditPoints(db, userId, 10_000_000, 'seed', 'test', new Date());
    const order = await buyAndPay(0);
    const sn = await ok<string>(
      call('POST', '/p/orderRefund/apply', application(order.orderNumber, order.itemId, order.paid), token),
    );
    const [before] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
    await ok(
      call('PUT', '/merchant/orderRefund/process', { refundSn: sn, agree: true }, merchantTokens.get(1)!),
    );
    const [after] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
    expect(after!.score - before!.score).toBe(Math.round(order.paid * 100));
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.ref, sn))).toMatchObject([
      { reason: 'refund' },
    ]);
  });
});

// The merchant centre's after-sales routes (issue 17 item 5, decisions/0064), on PostgreSQL (PGlite
// instead where PostgreSQL is unavailable, decisions/0097): the shop's list and its filters (status,
// after-sales number, order number, application days), one request's detail with its history and the
// deadlines, which are exactly when the jobs move it (one rule: refundDeadlines beside the jobs'
// settings); a refusal needs its reason; another shop's request is never read.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  beijingDay,
  formatDate,
  messages,
  type MerchantRefundInfo,
  type MerchantRefundPage,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  changedTables,
  demoProducts,
  makeHistory,
  merchantTokenOf,
  newShopper,
  openTestMall,
  refundForm,
  tableChecksums,
  type Shopper,
  type ShopperHistory,
  type TestMall,
} from '../../test/mall.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { REFUND_ACCEPT_DAYS_DEFAULT, REFUND_SHIP_DAYS_DEFAULT, refundDeadlines } from './jobs.ts';
import { unknownPayments } from './payout.ts';
import { acceptOverdueRefunds, closeUnshippedReturns, DAY_MS } from './service.ts';
import { orderRefunds } from './tables.ts';

const zh = (d: (typeof messages)[keyof typeof messages]) => translate('zh', d);
const days = { acceptDays: 3, shipDays: 7 };

it('gives the deadlines the jobs keep, and none where no job moves the request', () => {
  const applyTime = new Date('2026-03-01T00:00:00Z');
  const handleTime = new Date('2026-03-02T00:00:00Z');
  const base = { status: 1, applyType: 2, applyTime, handleTime: null };
  expect(refundDeadlines(base, null, days)).toEqual({
    autoAgreeAt: new Date(applyTime.getTime() + 3 * DAY_MS),
    autoCloseAt: null,
  });
  // A refund only made long after the receipt waits for the merchant: no automatic agreement.
  const late = { ...base, applyType: 1 };
  expect(refundDeadlines(late, new Date('2026-01-01T00:00:00Z'), days).autoAgreeAt).toBeNull();
  expect(refundDeadlines(late, null, days).autoAgreeAt).not.toBeNull();
  // An accepted return closes when the buyer has not shipped; an accepted refund only does not.
  expect(refundDeadlines({ ...base, status: 2, handleTime }, null, days)).toEqual({
    autoAgreeAt: null,
    autoCloseAt: new Date(handleTime.getTime() + 7 * DAY_MS),
  });
  expect(refundDeadlines({ ...late, status: 2, handleTime }, null, days).autoCloseAt).toBeNull();
  for (const status of [3, 4, 5, 6, 7, -1])
    expect(refundDeadlines({ ...base, status, handleTime }, null, days)).toEqual({
      autoAgreeAt: null,
      autoCloseAt: null,
    });
});

describeEachDatabase('merchant after-sales', (database) => {
  let mall: TestMall;
  let shop1 = '';
  let shop2 = '';
  let owner: Shopper;
  let history: ShopperHistory;
  /** A return (apply type 2) of the shipped order's item. */
  let returnSn = '';

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    owner = await newShopper(db, 'ref-owner');
    history = await makeHistory(mall, owner, shop1, demoProducts(2));
    returnSn = await mall.ok<string>('POST', '/p/orderRefund/apply', {
      token: owner.token,
      body: {
        orderNumber: history.shipped,
        orderItemId: history.shippedItemId,
        refundType: 2,
        ...refundForm,
        applyType: 2,
        isReceiver: 1,
      },
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const list = (query: string, token = shop1) =>
    mall.ok<MerchantRefundPage>('GET', `/merchant/orderRefunds?${query}`, { token });
  const sns = (page: MerchantRefundPage) => page.records.map((r) => r.refundSn);
  const info = (refundSn: string) =>
    mall.ok<MerchantRefundInfo>('GET', `/merchant/orderRefund/info?refundSn=${refundSn}`, { token: shop1 });
  const row = async (refundSn: string) =>
    (await mall.db.select().from(orderRefunds).where(eq(orderRefunds.refundSn, refundSn)))[0]!;

  it('lists by status, after-sales number, order number and application days', async () => {
    expect(sns(await list('status=0'))).toEqual(expect.arrayContaining([history.refundSn, returnSn]));
    expect(sns(await list(`refundSn=${history.refundSn}`))).toEqual([history.refundSn]);
    expect(sns(await list(`refundSn=${history.refundSn.slice(0, 10)}`))).toContain(history.refundSn);
    expect(sns(await list(`orderNumber=${history.shipped}`))).toEqual([returnSn]);
    const today = beijingDay(Date.now());
    expect(sns(await list(`startDate=${today}&endDate=${today}`))).toContain(returnSn);
    expect(sns(await list('startDate=2001-01-01&endDate=2001-01-02'))).toEqual([]);
    expect(sns(await list('status=5'))).not.toContain(returnSn);
    expect(sns(await list(`refundSn=${history.refundSn}`, shop2))).toEqual([]);
    for (const [query, message] of [
      ['refundSn=12a', messages.queryRefundSnInvalid],
      ['orderNumber=x', messages.queryOrderNumberInvalid],
      ['startDate=2026-02-30', messages.queryDateInvalid],
      ['startDate=2026-03-02&endDate=2026-03-01', messages.queryDateRangeInvalid],
      ['status=8', messages.queryStatusInvalid],
    ] as const) {
      const res = await mall.send('GET', `/merchant/orderRefunds?${query}`, { token: shop1 });
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toBe(zh(message));
    }
  });

  it("answers one of the shop's requests with its history and deadlines, never another shop's", async () => {
    const detail = await info(returnSn);
    const stored = await row(returnSn);
    expect(detail).toMatchObject({
      refundSn: returnSn,
      orderNumber: history.shipped,
      applyType: 2,
      returnMoneySts: 1,
      buyerReason: refundForm.buyerReason,
      buyerMobile: refundForm.buyerMobile,
      userId: owner.userId,
      history: [{ status: 1, time: formatDate(stored.applyTime) }],
      autoAgreeTime: formatDate(new Date(stored.applyTime.getTime() + REFUND_ACCEPT_DAYS_DEFAULT * DAY_MS)),
      autoCloseTime: null,
    });
    expect(detail.orderItems.map((i) => i.orderItemId)).toEqual([history.shippedItemId]);
    const theirs = await mall.send('GET', `/merchant/orderRefund/info?refundSn=${returnSn}`, {
      token: shop2,
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body).toBe(zh(messages.refundNotFound));
    expect(theirs.body).not.toContain(owner.marker);
  });

  it('refuses a refusal without its reason and changes nothing; keeps the reason given', async () => {
    for (const refuseReason of [undefined, '   ', 'x'.repeat(201)]) {
      const before = await tableChecksums(mall.db);
      const res = await mall.send('PUT', '/merchant/orderRefund/process', {
        token: shop1,
        body: {
          refundSn: history.refundSn,
          agree: false,
          ...(refuseReason === undefined ? {} : { refuseReason }),
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toBe(zh(messages.refundRefuseReasonRequired));
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    }
    await mall.ok('PUT', '/merchant/orderRefund/process', {
      token: shop1,
      body: { refundSn: history.refundSn, agree: false, refuseReason: '商品已拆封' },
    });
    const refused = await info(history.refundSn);
    expect(refused).toMatchObject({ returnMoneySts: 7, refuseReason: '商品已拆封', autoAgreeTime: null });
    expect(refused.history.map((s) => s.status)).toEqual([1, 7]);
  });
  // After the refusal above: the shop's only open request is the return.
  it('moves a request exactly at the deadlines it shows', async () => {
    const { db } = mall;
    const applied = await row(returnSn);
    const agreeAt = applied.applyTime.getTime() + REFUND_ACCEPT_DAYS_DEFAULT * DAY_MS;
    expect(await acceptOverdueRefunds(db, unknownPayments, new Date(agreeAt), 3)).toBe(0);
    expect(await acceptOverdueRefunds(db, unknownPayments, new Date(agreeAt + 1), 3)).toBeGreaterThan(0);
    const accepted = await info(returnSn);
    expect(accepted).toMatchObject({ returnMoneySts: 2, autoAgreeTime: null, autoAccepted: true });
    const closeAt = agreeAt + 1 + REFUND_SHIP_DAYS_DEFAULT * DAY_MS;
    expect(accepted.autoCloseTime).toBe(formatDate(new Date(closeAt)));
    expect(accepted.history.map((s) => s.status)).toEqual([1, 2]);
    expect(await closeUnshippedReturns(db, new Date(closeAt), 7)).toBe(0);
    expect(await closeUnshippedReturns(db, new Date(closeAt + 1), 7)).toBeGreaterThan(0);
    const closed = await info(returnSn);
    expect(closed).toMatchObject({ returnMoneySts: -1, autoAgreeTime: null, autoCloseTime: null });
    expect(closed.history.map((s) => s.status)).toEqual([1, 2, -1]);
  });
});

// Group buying through inject on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097) with a fake clock (issue 13 item 2, decisions/0043): the merchant's rules (ownership,
// window, SKUs, overlap), the storefront's reads, the refusals of confirm and submit (not started, ended,
// own team, joined twice, full, closed, the limit), two shoppers forming a team (both orders 7 -> 2 on the
// second payment, at the group price), parallel payments for the last seat (one joins, the other is
// refunded and cancelled), the failure job run twice at once (every paid member refunded with the
// group-failure reason and cancelled exactly once), a payment racing the failure job, and an online
// payment of a failed team given back through its provider.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  formatDate,
  messages,
  type GroupProdInfo,
  type GroupTeamInfo,
  type JoinableTeam,
} from '@mall/domain';
import { failGroupTeams } from '../../jobs/group-failure.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Sent } from '../../test/inject.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { products, skus } from '../catalog/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { sandboxSecretFrom } from '../payment/config.ts';
import { SandboxProvider } from '../payment/provider.ts';
import { paymentProviders } from '../payment/providers.ts';
import { paymentMethodOf } from '../payment/service.ts';
import { paymentModuleRefunds } from '../refund/payments.ts';
import type { RefundPayments } from '../refund/payout.ts';
import { orderRefunds } from '../refund/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { readBalance } from '../wallet/service.ts';
import { demoGroupPlan } from './demo.ts';
import { groupMembers, groupTeams } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
/** The demo's own group activities (demo.ts) occupy their products. */
const seeded = new Set(demoGroupPlan(demo).map((p) => p.prodId));
/** Products of the merchants' shops on sale with a SKU in stock, one per activity (taken in turn). */
const pool = demo.products
  .filter((p) => p.status === 1 && p.shopId > 1 && !seeded.has(p.prodId))
  .flatMap((p) => {
    const sku = demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 8 && s.price >= 200);
    return sku ? [{ prodId: p.prodId, skuId: sku.skuId, price: sku.price, shopId: p.shopId }] : [];
  });
if (pool.length < 7) throw new Error(`only ${pool.length} products for the group tests`);
let next = 0;
const MINUTE = 60_000;
/** How orders were paid, as the payment module says (no provider refunds: none is paid online here). */
const payments: RefundPayments = {
  methodOf: async (tx, order) => (await paymentMethodOf(tx, order.orderId)) ?? 'provider',
};

describeEachDatabase('group buying', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  const tokens = new Map<number, string>();
  const merchantOf = async (shopId: number) => {
    if (!tokens.has(shopId)) tokens.set(shopId, await merchantTokenOf(db(), shopId));
    return tokens.get(shopId)!;
  };
  const db = () => database().handle.db;

  const call = (method: 'POST' | 'GET', url: string, body: unknown, token?: string) =>
    method === 'GET'
      ? app.inject({ url: `/api${url}`, headers: token ? { authorization: `bearer ${token}` } : {} })
      : signedRequest(method, url, body, { token, now: clock, lang: 'zh' });
  const ok = <T>(sent: Sent) => expectOk<T>(app, sent);
  const refused = (
    sent: Sent,
    message: (typeof messages)[keyof typeof messages],
    values?: Record<string, unknown>,
  ) => expectRefused(app, sent, message, values);

  /** A group activity of shop 2 on a fresh product: its info and product. */
  async function activity(
    options: {
      groupNumber?: number;
      maxNum?: number;
      startIn?: number;
      minutes?: number;
      length?: number;
    } = {},
  ) {
    const prod = pool[next++]!;
    const merchant = await merchantOf(prod.shopId);
    const start = clock + (options.startIn ?? -MINUTE);
    const groupActivityId = await ok<number>(
      call(
        'POST',
        '/merchant/group',
        {
          prodId: prod.prodId,
          groupNumber: options.groupNumber ?? 2,
          groupValidTime: options.minutes ?? 30,
          startTime: formatDate(start),
          endTime: formatDate(start + (options.length ?? 24 * 60 * MINUTE)),
          maxNum: options.maxNum ?? 0,
          skus: [{ skuId: prod.skuId, actPrice: (prod.price - 100) / 100 }],
        },
        merchant,
      ),
    );
    const info = await ok<GroupProdInfo>(
      call('GET', `/group/prod/info?groupActivityId=${groupActivityId}`, null),
    );
    return { info, prod, groupSkuId: info.skuList[0]!.groupSkuId };
  }

  const confirm = (shopper: Shopper, groupSkuId: number, groupTeamId = 0, prodCount = 1) =>
    call('POST', '/p/group/order/confirm', { addrId: 0, groupSkuId, groupTeamId, prodCount }, shopper.token);

  /** Confirms and submits; answers the order number. */
  async function buy(shopper: Shopper, groupSkuId: number, groupTeamId = 0, prodCount = 1): Promise<string> {
    const { uuid } = await ok<{ uuid: string }>(confirm(shopper, groupSkuId, groupTeamId, prodCount));
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/group/order/submit', { uuid, remarks: 'group' }, shopper.token),
    );
    return orderNumbers;
  }

  const pay = (shopper: Shopper, orderNumber: string) =>
    call(
      'POST',
      '/p/order/pay',
      { orderNumbers: orderNumber, payType: 9, systemType: 1, returnUrl: '/user-center/uc-order' },
      shopper.token,
    );

  const orderOf = async (orderNumber: string) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const stockOf = async (skuId: number) =>
    (await db().select({ n: skus.stocks }).from(skus).where(eq(skus.skuId, skuId)))[0]!.n;
  const soldOf = async (prodId: number) =>
    (await db().select({ n: products.soldNum }).from(products).where(eq(products.prodId, prodId)))[0]!.n;
  const refundsOf = async (orderId: number) =>
    db().select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));

  beforeAll(async () => {
    next = 0;
    await seedIfEmpty(db(), { perLeaf: 1 });
    app = await testServer({ db: db(), now: () => clock });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('lets a merchant create an activity only on its own products, in a valid window, without overlap', async () => {
    const prod = pool[next++]!;
    const merchant = await merchantOf(prod.shopId);
    const foreign = demo.products.find((p) => p.status === 1 && p.shopId > 1 && p.shopId !== prod.shopId)!;
    const body = {
      prodId: prod.prodId,
      groupNumber: 2,
      groupValidTime: 30,
      startTime: formatDate(clock),
      endTime: formatDate(clock + 60 * MINUTE),
      maxNum: 0,
      skus: [{ skuId: prod.skuId, actPrice: 1 }],
    };
    const foreignSku = demo.skus.find((s) => s.prodId === foreign.prodId)!;
    await refused(
      call(
        'POST',
        '/merchant/group',
        { ...body, prodId: foreign.prodId, skus: [{ skuId: foreignSku.skuId, actPrice: 1 }] },
        merchant,
      ),
      messages.activityProductNotOwned,
    );
    await refused(
      call(
        'POST',
        '/merchant/group',
        { ...body, skus: [{ skuId: foreignSku.skuId, actPrice: 1 }] },
        merchant,
      ),
      messages.activityProductNotOwned,
    );
    await refused(
      call('POST', '/merchant/group', { ...body, endTime: formatDate(clock - MINUTE) }, merchant),
      messages.activityWindowInvalid,
    );
    await refused(
      call(
        'POST',
        '/merchant/group',
        { ...body, skus: [{ skuId: prod.skuId, actPrice: prod.price / 100 }] },
        merchant,
      ),
      messages.invalid,
    );
    const id = await ok<number>(call('POST', '/merchant/group', body, merchant));
    expect(id).toBeGreaterThan(0);
    await refused(
      call(
        'POST',
        '/merchant/group',
        { ...body, startTime: formatDate(clock + 30 * MINUTE), endTime: formatDate(clock + 90 * MINUTE) },
        merchant,
      ),
      messages.activityOverlap,
    );
    // Without a merchant token: 401.
    expect((await app.inject(call('POST', '/merchant/group', body) as never)).statusCode).toBe(401);
    const page = await ok<{ records: { groupActivityId: number; status: number }[] }>(
      call('GET', '/merchant/group/page?status=1', null, merchant),
    );
    expect(page.records.some((r) => r.groupActivityId === id)).toBe(true);
    const other = await merchantOf(foreign.shopId);
    const theirs = await ok<{ records: { groupActivityId: number }[] }>(
      call('GET', '/merchant/group/page', null, other),
    );
    expect(theirs.records.some((r) => r.groupActivityId === id)).toBe(false);
  });

  it('shows the activity on the storefront and refuses before the start', async () => {
    const { info, prod, groupSkuId } = await activity({ startIn: 10 * MINUTE });
    expect(info.status).toBe(0);
    expect(info.skuList[0]!.actPrice).toBe((prod.price - 100) / 100);
    const byProd = await ok<GroupProdInfo | null>(
      call('GET', `/group/prod/info?prodId=${prod.prodId}`, null),
    );
    expect(byProd?.groupActivityId).toBe(info.groupActivityId);
    const page = await ok<{ records: { groupActivityId: number }[]; total: number }>(
      call('GET', '/group/prod/page?current=1&size=100', null),
    );
    expect(page.records.some((r) => r.groupActivityId === info.groupActivityId)).toBe(true);
    await refused(call('GET', '/group/prod/info?groupActivityId=999999', null), messages.activityNotFound);
    const shopper = await newShopper(db(), 'early');
    await refused(confirm(shopper, groupSkuId), messages.eventNotStarted);
  });

  it('forms a team of two: both orders move to pending delivery on the second payment, at the group price', async () => {
    const { info, prod, groupSkuId } = await activity();
    const leader = await newShopper(db(), 'leader');
    const member = await newShopper(db(), 'member');
    const stockBefore = await stockOf(prod.skuId);
    const first = await buy(leader, groupSkuId, 0, 2);
    const leaderOrder = await orderOf(first);
    expect(leaderOrder).toMatchObject({
      orderType: 1,
      activityId: info.groupActivityId,
      teamId: null,
      status: 1,
    });
    expect(leaderOrder.discountReduce).toBe(200);
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, leaderOrder.orderId));
    expect(item!.actualTotal).toBe((prod.price - 100) * 2);
    expect(await stockOf(prod.skuId)).toBe(stockBefore - 2);
    // No team before the leader pays.
    expect(
      await ok<JoinableTeam[]>(
        call('GET', `/group/joinGroupList?groupActivityId=${info.groupActivityId}`, null),
      ),
    ).toEqual([]);

    await ok(pay(leader, first));
    const paid = await orderOf(first);
    expect(paid.status).toBe(7);
    expect(paid.teamId).toBeGreaterThan(0);
    const teamId = paid.teamId!;
    const teams = await ok<JoinableTeam[]>(
      call('GET', `/group/joinGroupList?groupActivityId=${info.groupActivityId}`, null),
    );
    expect(teams).toEqual([
      expect.objectContaining({
        groupTeamId: teamId,
        joinNum: 1,
        groupNumber: 2,
        startUserNickName: 'leader',
      }),
    ]);
    const detail = await ok<{ groupTeamId: number | null }>(
      call('GET', `/p/myOrder/orderDetail?orderNumber=${first}`, null, leader.token),
    );
    expect(detail.groupTeamId).toBe(teamId);

    // The leader cannot join their own team; the member joins once only.
    await refused(confirm(leader, groupSkuId, teamId), messages.groupOwnTeam);
    const second = await buy(member, groupSkuId, teamId);
    await refused(confirm(member, groupSkuId, teamId), messages.groupOwnTeam);
    await ok(pay(member, second));

    expect((await orderOf(first)).status).toBe(2);
    expect(await orderOf(second)).toMatchObject({ status: 2, teamId });
    const team = await ok<GroupTeamInfo>(
      call('GET', `/p/groupTeam/info?groupTeamId=${teamId}`, null, leader.token),
    );
    expect(team).toMatchObject({ status: 2, joinNum: 2, groupNumber: 2 });
    expect(team.members.map((m) => m.isLeader)).toEqual([true, false]);
    // Anyone signed in may read the team (it is shared to invite); a full team refuses a late joiner.
    const late = await newShopper(db(), 'late');
    await ok(call('GET', `/p/groupTeam/info?groupTeamId=${teamId}`, null, late.token));
    await refused(confirm(late, groupSkuId, teamId), messages.groupTeamFull);
    expect(
      await ok<JoinableTeam[]>(
        call('GET', `/group/joinGroupList?groupActivityId=${info.groupActivityId}`, null),
      ),
    ).toEqual([]);
  });

  it('holds a shopper to maxNum across their orders, and refuses the plain submit of a group settlement', async () => {
    const { groupSkuId } = await activity({ maxNum: 2 });
    const shopper = await newShopper(db(), 'limit');
    await refused(confirm(shopper, groupSkuId, 0, 3), messages.groupLimitReached, { max: 2 });
    await buy(shopper, groupSkuId, 0, 2);
    await refused(confirm(shopper, groupSkuId, 0, 1), messages.groupLimitReached, { max: 2 });
    const other = await newShopper(db(), 'plain');
    const { uuid } = await ok<{ uuid: string }>(confirm(other, groupSkuId));
    await refused(
      call('POST', '/p/order/submit', { uuid, orderShopParam: [] }, other.token),
      messages.orderSettlementMissing,
    );
  });

  it('gives the last seat to one of two parallel payments and refunds the other', async () => {
    const { prod, groupSkuId } = await activity();
    const leader = await newShopper(db(), 'lead2');
    const a = await newShopper(db(), 'racerA');
    const b = await newShopper(db(), 'racerB');
    const first = await buy(leader, groupSkuId);
    await ok(pay(leader, first));
    const teamId = (await orderOf(first)).teamId!;
    const orderA = await buy(a, groupSkuId, teamId);
    const orderB = await buy(b, groupSkuId, teamId);
    const stockBefore = await stockOf(prod.skuId);
    const soldBefore = await soldOf(prod.prodId);
    const balanceA = await readBalance(db(), a.userId);
    const balanceB = await readBalance(db(), b.userId);
    const answers = await Promise.all([
      app.inject(pay(a, orderA) as never),
      app.inject(pay(b, orderB) as never),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = [await orderOf(orderA), await orderOf(orderB)];
    const winner = rows.find((r) => r.status === 2)!;
    const loser = rows.find((r) => r.status === 6)!;
    expect(winner).toBeDefined();
    expect(loser).toMatchObject({ closeType: 3 });
    expect((await orderOf(first)).status).toBe(2);
    const [seats] = await db()
      .select({ n: count() })
      .from(groupMembers)
      .where(eq(groupMembers.teamId, teamId));
    expect(seats!.n).toBe(2);
    const refunds = await refundsOf(loser.orderId);
    expect(refunds).toEqual([
      expect.objectContaining({
        buyerReason: 'groupFailure',
        status: 5,
        refundAmount: loser.actualTotal,
        payoutMethod: 'balance',
      }),
    ]);
    // The loser has their money back; the winner paid; the loser's unit is back on sale.
    const loserIsA = loser.orderId === rows[0]!.orderId;
    expect(await readBalance(db(), loserIsA ? a.userId : b.userId)).toBe(loserIsA ? balanceA : balanceB);
    expect(await readBalance(db(), loserIsA ? b.userId : a.userId)).toBe(
      (loserIsA ? balanceB : balanceA) - winner.actualTotal,
    );
    expect(await stockOf(prod.skuId)).toBe(stockBefore + 1);
    // Only the seated payment sold a unit: the refunded one never counted as sold.
    expect(await soldOf(prod.prodId)).toBe(soldBefore + 1);
  });

  it('fails a team not full by its end time: each paid member refunded and cancelled once, the job run twice at once', async () => {
    const { prod, groupSkuId } = await activity({ groupNumber: 3, minutes: 10 });
    const leader = await newShopper(db(), 'lead3');
    const member = await newShopper(db(), 'member3');
    const waiting = await newShopper(db(), 'unpaid3');
    const startBalance = await readBalance(db(), leader.userId);
    const memberBalance = await readBalance(db(), member.userId);
    const stockBefore = await stockOf(prod.skuId);
    const first = await buy(leader, groupSkuId);
    await ok(pay(leader, first));
    const teamId = (await orderOf(first)).teamId!;
    const second = await buy(member, groupSkuId, teamId);
    await ok(pay(member, second));
    const third = await buy(waiting, groupSkuId, teamId);
    expect((await orderOf(second)).status).toBe(7);

    // Not yet: the job changes nothing before the end time.
    expect(await failGroupTeams(db(), payments, new Date(clock + 9 * MINUTE))).toBe(0);
    clock += 11 * MINUTE;
    const at = new Date(clock);
    const runs = await Promise.all([failGroupTeams(db(), payments, at), failGroupTeams(db(), payments, at)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await failGroupTeams(db(), payments, at)).toBe(0);
    const [team] = await db().select().from(groupTeams).where(eq(groupTeams.teamId, teamId));
    expect(team!.status).toBe(3);
    for (const number of [first, second]) {
      const order = await orderOf(number);
      expect(order).toMatchObject({ status: 6, closeType: 3 });
      expect(await refundsOf(order.orderId)).toEqual([
        expect.objectContaining({ buyerReason: 'groupFailure', status: 5, refundAmount: order.actualTotal }),
      ]);
    }
    // The balance came back. The unpaid order is untouched (its own expiry handles it), and paying it
    // now refunds it at once.
    expect((await orderOf(third)).status).toBe(1);
    await ok(pay(waiting, third));
    expect(await orderOf(third)).toMatchObject({ status: 6, closeType: 3 });
    expect(await readBalance(db(), leader.userId)).toBe(startBalance);
    expect(await readBalance(db(), member.userId)).toBe(memberBalance);
    expect(await stockOf(prod.skuId)).toBe(stockBefore);
    await refused(confirm(member, groupSkuId, teamId), messages.groupTeamClosed);
    const [refundCount] = await db()
      .select({ n: count() })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.buyerReason, 'groupFailure'), eq(orderRefunds.userId, leader.userId)));
    expect(refundCount!.n).toBe(1);
  });

  it('refunds an online payment of a failed team through its provider, once', async () => {
    const { groupSkuId } = await activity({ minutes: 5 });
    const leader = await newShopper(db(), 'online');
    const first = await buy(leader, groupSkuId);
    const { payNo } = await ok<{ payNo: string }>(
      call(
        'POST',
        '/p/order/pay',
        { orderNumbers: first, payType: 2, systemType: 1, returnUrl: '/user-center/uc-order' },
        leader.token,
      ),
    );
    const sandbox = new SandboxProvider(sandboxSecretFrom(null));
    const row = await orderOf(first);
    const { body, headers } = sandbox.notification(payNo, row.actualTotal, new Date(clock));
    const notified = await app.inject({ method: 'POST', url: '/api/notify/sandbox', payload: body, headers });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(await orderOf(first)).toMatchObject({ status: 7 });
    clock += 6 * MINUTE;
    const online = paymentModuleRefunds(
      db(),
      paymentProviders({ dataDir: null, providers: [sandbox], sandbox: true }),
    );
    expect(await failGroupTeams(db(), online, new Date(clock))).toBe(1);
    expect(await failGroupTeams(db(), online, new Date(clock))).toBe(0);
    expect(await orderOf(first)).toMatchObject({ status: 6, closeType: 3 });
    expect(await refundsOf(row.orderId)).toEqual([
      expect.objectContaining({
        buyerReason: 'groupFailure',
        refundAmount: row.actualTotal,
        payoutMethod: 'provider',
        providerState: 'done',
      }),
    ]);
  });

  it('refuses after the end, and a submit whose activity ended after its confirm', async () => {
    const { groupSkuId } = await activity({ length: 5 * MINUTE });
    const shopper = await newShopper(db(), 'ending');
    const { uuid } = await ok<{ uuid: string }>(confirm(shopper, groupSkuId));
    clock += 5 * MINUTE;
    await refused(confirm(shopper, groupSkuId), messages.eventEnded);
    const res = await app.inject(
      call('POST', '/p/group/order/submit', { uuid, remarks: '' }, shopper.token) as never,
    );
    expect(res.statusCode, res.body).toBe(400);
    const [placed] = await db().select({ n: count() }).from(orders).where(eq(orders.userId, shopper.userId));
    expect(placed!.n).toBe(0);
  });

  it('a payment racing the failure job past the end time: both orders refunded once, the team failed', async () => {
    const { groupSkuId } = await activity({ minutes: 5 });
    const leader = await newShopper(db(), 'lead4');
    const late = await newShopper(db(), 'late4');
    const first = await buy(leader, groupSkuId);
    await ok(pay(leader, first));
    const teamId = (await orderOf(first)).teamId!;
    const second = await buy(late, groupSkuId, teamId);
    const balances = [await readBalance(db(), leader.userId), await readBalance(db(), late.userId)];
    clock += 5 * MINUTE;
    const [paid, failed] = await Promise.all([
      app.inject(pay(late, second) as never),
      failGroupTeams(db(), payments, new Date(clock)),
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(failed).toBe(1);
    const [team] = await db().select().from(groupTeams).where(eq(groupTeams.teamId, teamId));
    expect(team).toMatchObject({ status: 3, joinNum: 1 });
    for (const number of [first, second]) {
      const order = await orderOf(number);
      expect(order).toMatchObject({ status: 6, closeType: 3 });
      expect(await refundsOf(order.orderId)).toHaveLength(1);
    }
    expect(await readBalance(db(), late.userId)).toBe(balances[1]);
    expect(await readBalance(db(), leader.userId)).toBe(balances[0]! + (await orderOf(first)).actualTotal);
  });
});

// The merchant centre's group-buy changes through the API on PostgreSQL (PGlite instead where PostgreSQL
// is unavailable, decisions/0097) with a fake clock (issue 17 item 7, decisions/0066): an edit before the
// start and its refusals (another shop's, another product, a bad window, at or after the start), the
// detail with its figures (teams formed, members, units sold), a stop that fails the open team and refunds
// each paid member once (the failure job run after it finds nothing), a stop before the start, another
// shop's stop refused, and an off-sale SKU refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDate, messages, type MerchantGroup } from '@mall/domain';
import { failGroupTeams } from '../../jobs/group-failure.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Sent } from '../../test/inject.ts';
import { whileLocked } from '../../test/lockWait.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { skus } from '../catalog/tables.ts';
import { orders } from '../order/tables.ts';
import { paymentMethodOf } from '../payment/service.ts';
import type { RefundPayments } from '../refund/payout.ts';
import { orderRefunds } from '../refund/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { demoGroupPlan } from './demo.ts';
import { groupActivities, groupTeams } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const seeded = new Set(demoGroupPlan(demo).map((p) => p.prodId));
/** Products of shops other than 1 on sale with a SKU in stock and no demo activity (shop 1: a stranger). */
const pool = demo.products
  .filter((p) => p.status === 1 && p.shopId > 1 && !seeded.has(p.prodId))
  .flatMap((p) => {
    const sku = demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 8 && s.price >= 200);
    return sku ? [{ prodId: p.prodId, skuId: sku.skuId, price: sku.price, shopId: p.shopId }] : [];
  });
const MINUTE = 60_000;
const payments: RefundPayments = {
  methodOf: async (tx, order) => (await paymentMethodOf(tx, order.orderId)) ?? 'provider',
};

describeEachDatabase('group buy edits and stops', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  let next = 0;
  let stranger = '';
  const tokens = new Map<number, string>();
  /** The merchant of the shop of the test's first product. */
  let owner = '';
  const take = async () => {
    const prod = pool[next++]!;
    if (!tokens.has(prod.shopId)) tokens.set(prod.shopId, await merchantTokenOf(db(), prod.shopId));
    return prod;
  };
  const ownerOf = (prod: { shopId: number }) => tokens.get(prod.shopId)!;
  const db = () => database().handle.db;
  const call = (method: 'POST' | 'PUT' | 'GET', url: string, body: unknown, token?: string) =>
    method === 'GET'
      ? app.inject({ url: `/api${url}`, headers: token ? { authorization: `bearer ${token}` } : {} })
      : signedRequest(method, url, body, { token, now: clock, lang: 'zh' });
  const ok = <T>(sent: Sent) => expectOk<T>(app, sent);
  const refused = (sent: Sent, message: (typeof messages)[keyof typeof messages]) =>
    expectRefused(app, sent, message);
  const rowOf = async (id: number) =>
    (await db().select().from(groupActivities).where(eq(groupActivities.activityId, id)))[0]!;
  const orderOf = async (orderNumber: string) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;

  beforeAll(async () => {
    next = 0;
    await seedIfEmpty(db(), { perLeaf: 1 });
    app = await testServer({ db: db(), now: () => clock });
    stranger = await merchantTokenOf(db(), 1);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const bodyOf = (
    prod: { prodId: number; skuId: number; price: number; shopId: number },
    o: { startIn?: number; groupNumber?: number; price?: number } = {},
  ) => ({
    prodId: prod.prodId,
    groupNumber: o.groupNumber ?? 2,
    groupValidTime: 30,
    startTime: formatDate(clock + (o.startIn ?? 60 * MINUTE)),
    endTime: formatDate(clock + (o.startIn ?? 60 * MINUTE) + 24 * 60 * MINUTE),
    maxNum: 0,
    skus: [{ skuId: prod.skuId, actPrice: o.price ?? (prod.price - 100) / 100 }],
  });
  const create = (body: ReturnType<typeof bodyOf>) =>
    ok<number>(call('POST', '/merchant/group', body, owner));
  const detail = (id: number, token = owner) => call('GET', `/merchant/group/${id}`, null, token);

  async function buyAndPay(shopper: Shopper, groupSkuId: number, groupTeamId = 0): Promise<string> {
    const { uuid } = await ok<{ uuid: string }>(
      call(
        'POST',
        '/p/group/order/confirm',
        { addrId: 0, groupSkuId, groupTeamId, prodCount: 1 },
        shopper.token,
      ),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/group/order/submit', { uuid, remarks: '' }, shopper.token),
    );
    await ok(
      call(
        'POST',
        '/p/order/pay',
        { orderNumbers, payType: 9, systemType: 1, returnUrl: '/user-center/uc-order' },
        shopper.token,
      ),
    );
    return orderNumbers;
  }

  it('edits an activity before its start and refuses every bad edit, changing nothing', async () => {
    const prod = await take();
    owner = ownerOf(prod);
    let other = await take();
    while (other.shopId !== prod.shopId) other = await take();
    const id = await create(bodyOf(prod));
    await ok(
      call(
        'PUT',
        '/merchant/group',
        { ...bodyOf(prod, { startIn: 30 * MINUTE, groupNumber: 3, price: 1 }), groupActivityId: id },
        owner,
      ),
    );
    const edited = await ok<MerchantGroup>(detail(id));
    expect(edited).toMatchObject({
      groupActivityId: id,
      groupNumber: 3,
      startTime: formatDate(clock + 30 * MINUTE),
      status: 0,
      stopped: false,
      teamsFormed: 0,
      memberNum: 0,
      soldNum: 0,
    });
    expect(edited.skus[0]).toMatchObject({ skuId: prod.skuId, actPrice: 1 });

    const row = await rowOf(id);
    const edit = (token: string, body: Record<string, unknown>) =>
      call('PUT', '/merchant/group', { ...bodyOf(prod), groupActivityId: id, ...body }, token);
    await refused(edit(stranger, {}), messages.activityNotFound);
    await refused(detail(id, stranger), messages.activityNotFound);
    await refused(
      edit(owner, { prodId: other.prodId, skus: [{ skuId: other.skuId, actPrice: 1 }] }),
      messages.activityProductFixed,
    );
    await refused(edit(owner, { endTime: formatDate(clock - MINUTE) }), messages.activityWindowInvalid);
    await refused(
      edit(owner, { skus: [{ skuId: prod.skuId, actPrice: prod.price / 100 }] }),
      messages.invalid,
    );
    expect(await rowOf(id)).toEqual(row);

    // At the start, by the server's clock, the edit is refused; a millisecond before it passed.
    const saved = clock;
    try {
      clock = row.startTime.getTime();
      await refused(
        call(
          'PUT',
          '/merchant/group',
          {
            ...bodyOf(prod),
            startTime: formatDate(row.startTime),
            endTime: formatDate(row.endTime),
            groupActivityId: id,
          },
          owner,
        ),
        messages.activityStarted,
      );
      expect(await rowOf(id)).toEqual(row);
    } finally {
      clock = saved;
    }
  });

  it("refuses an edit that waited for the activity's lock past the start, changing nothing", async () => {
    const prod = await take();
    owner = ownerOf(prod);
    const id = await create(bodyOf(prod));
    const row = await rowOf(id);
    const start = row.startTime.getTime();
    const saved = clock;
    try {
      clock = start - 1;
      const body = { ...bodyOf(prod, { startIn: 1, groupNumber: 3 }), groupActivityId: id };
      let edit: Sent | undefined;
      // The edit arrives 1 ms before the start and waits for the row; the start passes meanwhile.
      await whileLocked(
        db(),
        database().kind,
        (tx) => tx.select().from(groupActivities).where(eq(groupActivities.activityId, id)).for('update'),
        async (waiting) => {
          edit = app.inject(
            signedRequest('PUT', '/merchant/group', body, { token: owner, now: clock, lang: 'zh' }),
          );
          await waiting();
          clock = start;
        },
      );
      await refused(edit!, messages.activityStarted);
    } finally {
      clock = saved;
    }
    expect(await rowOf(id)).toEqual(row);
  });

  it('stops an ongoing activity: its open team fails and each paid member is refunded once', async () => {
    const prod = await take();
    owner = ownerOf(prod);
    const id = await create(bodyOf(prod, { startIn: -MINUTE, groupNumber: 3 }));
    const groupSkuId = (await ok<MerchantGroup>(detail(id))).skus[0]!.groupSkuId;
    const leader = await newShopper(db(), 'stopLead');
    const member = await newShopper(db(), 'stopMember');
    const first = await buyAndPay(leader, groupSkuId);
    const teamId = (await orderOf(first)).teamId!;
    const second = await buyAndPay(member, groupSkuId, teamId);
    const before = await ok<MerchantGroup>(detail(id));
    expect(before).toMatchObject({ status: 1, teamsGrouping: 1, memberNum: 2, soldNum: 2, teamsFormed: 0 });

    await refused(call('PUT', `/merchant/group/${id}/stop`, {}, stranger), messages.activityNotFound);
    await ok(call('PUT', `/merchant/group/${id}/stop`, {}, owner));
    const [team] = await db().select().from(groupTeams).where(eq(groupTeams.teamId, teamId));
    expect(team!.status).toBe(3);
    for (const number of [first, second]) {
      const order = await orderOf(number);
      expect(order).toMatchObject({ status: 6, closeType: 3 });
      const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId));
      expect(refunds).toEqual([expect.objectContaining({ buyerReason: 'groupFailure', status: 5 })]);
    }
    // Once: a second stop and the job change nothing more.
    await ok(call('PUT', `/merchant/group/${id}/stop`, {}, owner));
    expect(await failGroupTeams(db(), payments, new Date(clock))).toBe(0);
    const after = await ok<MerchantGroup>(detail(id));
    expect(after).toMatchObject({ status: 2, stopped: true, teamsGrouping: 0, teamsFailed: 1, soldNum: 0 });
    await refused(
      call(
        'POST',
        '/p/group/order/confirm',
        { addrId: 0, groupSkuId, groupTeamId: 0, prodCount: 1 },
        leader.token,
      ),
      messages.eventEnded,
    );
  });

  it('stops an activity before its start (an empty window) and refuses an off-sale SKU', async () => {
    const prod = await take();
    owner = ownerOf(prod);
    const id = await create(bodyOf(prod));
    await ok(call('PUT', `/merchant/group/${id}/stop`, {}, owner));
    const row = await rowOf(id);
    expect(row.stopped).toBe(true);
    expect(row.startTime.getTime()).toBe(clock);
    expect(row.endTime.getTime()).toBe(clock);

    const off = await take();
    owner = ownerOf(off);
    await db().update(skus).set({ status: 0 }).where(eq(skus.skuId, off.skuId));
    await refused(call('POST', '/merchant/group', bodyOf(off), owner), messages.activityProductOffSale);
    await db().update(skus).set({ status: 1 }).where(eq(skus.skuId, off.skuId));
  });
});

// The merchant centre's flash-sale changes through the API on PostgreSQL (PGlite instead where PostgreSQL
// is unavailable, decisions/0097) with a fake clock (issue 17 item 7, decisions/0066): an edit before the
// start (times, prices, units, limit; the units taken from the SKUs follow under their row locks), every
// refusal changing nothing (another shop's, another product, a bad window, an overlap, more units than the
// SKU has, at or after the start, after a stop, or when the start passed while the edit waited for the
// row), two edits at once keeping the SKU's stock exact, the detail with its figures, and an activity on
// an off-sale product or SKU refused (also one taken off sale while the create waited for its row;
// decisions/0074).
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { formatDate, messages, type MerchantSeckill } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { whileLocked } from '../../test/lockWait.ts';
import { activityMall } from '../../test/mall.ts';
import { products, skus } from '../catalog/tables.ts';
import { seckills, seckillSkus } from './tables.ts';

const MIN = 60_000;

describeEachDatabase('flash sale edits', (database) => {
  let clock = Date.now();
  const mall = activityMall(database, () => clock, { count: 10 });
  const { send, ok, refused, freshProduct } = mall;
  let db: Database;
  let merchant1: string;
  let merchant2: string;
  beforeAll(() => {
    ({ db, merchant1, merchant2 } = mall);
  });

  const at = (offsetMs: number) => formatDate(new Date(clock + offsetMs));
  const skuStocks = async (skuId: number) =>
    (await db.select({ n: skus.stocks }).from(skus).where(eq(skus.skuId, skuId)))[0]!.n;
  const rowOf = async (seckillId: number) =>
    (await db.select().from(seckills).where(eq(seckills.seckillId, seckillId)))[0]!;
  const unitsOf = async (seckillId: number) =>
    db.select().from(seckillSkus).where(eq(seckillSkus.seckillId, seckillId));
  const bodyOf = (
    product: { prodId: number; skuId: number },
    o: { startMs?: number; lengthMs?: number; units?: number; price?: number; maxNum?: number } = {},
  ) => ({
    prodId: product.prodId,
    startTime: at(o.startMs ?? 60 * MIN),
    endTime: at((o.startMs ?? 60 * MIN) + (o.lengthMs ?? 60 * MIN)),
    maxNum: o.maxNum ?? 2,
    skus: [{ skuId: product.skuId, seckillPrice: o.price ?? 1, seckillStocks: o.units ?? 10 }],
  });

  it('edits an activity before its start: times, price, limit, and the units the SKU gives', async () => {
    const product = freshProduct();
    const before = await skuStocks(product.skuId);
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(product));
    expect(await skuStocks(product.skuId)).toBe(before - 10);

    await ok('PUT', '/merchant/seckill', merchant1, {
      ...bodyOf(product, { startMs: 30 * MIN, units: 25, price: 2, maxNum: 3 }),
      seckillId,
    });
    expect(await skuStocks(product.skuId)).toBe(before - 25);
    const detail = await ok<MerchantSeckill>('GET', `/merchant/seckill/${seckillId}`, merchant1);
    expect(detail).toMatchObject({
      seckillId,
      startTime: at(30 * MIN),
      maxNum: 3,
      seckillTotalStocks: 25,
      seckillStocks: 25,
      soldNum: 0,
      status: 0,
      stopped: false,
    });
    expect(detail.skus[0]).toMatchObject({ skuId: product.skuId, seckillPrice: 2, seckillStocks: 25 });

    // Fewer units: the difference goes back to the SKU at once.
    await ok('PUT', '/merchant/seckill', merchant1, { ...bodyOf(product, { units: 4 }), seckillId });
    expect(await skuStocks(product.skuId)).toBe(before - 4);
    expect((await unitsOf(seckillId))[0]).toMatchObject({ totalStocks: 4, stocks: 4 });
  });

  it('refuses every bad edit and changes nothing', async () => {
    const product = freshProduct();
    const other = freshProduct();
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(product));
    const stock = await skuStocks(product.skuId);
    const row = await rowOf(seckillId);
    const edit = (token: string, body: Record<string, unknown>) =>
      send('PUT', '/merchant/seckill', token, { ...bodyOf(product), seckillId, ...body });

    await refused(edit(merchant2, {}), messages.activityNotFound);
    await refused(edit(merchant1, { seckillId: 999_999 }), messages.activityNotFound);
    await refused(
      edit(merchant1, {
        prodId: other.prodId,
        skus: [{ skuId: other.skuId, seckillPrice: 1, seckillStocks: 1 }],
      }),
      messages.activityProductFixed,
    );
    await refused(edit(merchant1, { endTime: at(-MIN) }), messages.activityWindowInvalid);
    await refused(
      edit(merchant1, {
        skus: [{ skuId: product.skuId, seckillPrice: product.price / 100, seckillStocks: 1 }],
      }),
      messages.invalid,
    );
    await refused(
      edit(merchant1, { skus: [{ skuId: product.skuId, seckillPrice: 1, seckillStocks: stock + 11 }] }),
      messages.stockInsufficient,
    );
    // Another flash sale of the product later: moving this one over it is refused.
    await ok<number>(
      'POST',
      '/merchant/seckill',
      merchant1,
      bodyOf(product, { startMs: 180 * MIN, units: 1 }),
    );
    const stockNow = await skuStocks(product.skuId);
    await refused(edit(merchant1, { endTime: at(200 * MIN) }), messages.activityOverlap);
    expect(await rowOf(seckillId)).toEqual(row);
    expect(await skuStocks(product.skuId)).toBe(stockNow);
    expect((await unitsOf(seckillId))[0]).toMatchObject({ totalStocks: 10, stocks: 10 });
  });

  it('refuses an edit at or after the start by the server clock, and after a stop', async () => {
    const product = freshProduct();
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(product));
    const start = (await rowOf(seckillId)).startTime.getTime();
    const body = { ...bodyOf(product, { units: 12 }), seckillId };
    body.startTime = formatDate(new Date(start));
    body.endTime = formatDate(new Date(start + 60 * MIN));
    const saved = clock;
    try {
      // One millisecond before the start the edit passes; at the start it is refused.
      clock = start - 1;
      await ok('PUT', '/merchant/seckill', merchant1, body);
      clock = start;
      const stock = await skuStocks(product.skuId);
      await refused(
        send('PUT', '/merchant/seckill', merchant1, { ...body, maxNum: 1 }),
        messages.activityStarted,
      );
      expect((await rowOf(seckillId)).maxNum).toBe(2);
      expect(await skuStocks(product.skuId)).toBe(stock);
    } finally {
      clock = saved;
    }
    const another = freshProduct();
    const stoppedId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(another));
    await ok('PUT', `/merchant/seckill/${stoppedId}/stop`, merchant1);
    await refused(
      send('PUT', '/merchant/seckill', merchant1, { ...bodyOf(another), seckillId: stoppedId }),
      messages.activityStarted,
    );
  });

  it("refuses an edit that waited for the activity's lock past the start, changing nothing", async () => {
    const product = freshProduct();
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(product));
    const row = await rowOf(seckillId);
    const start = row.startTime.getTime();
    const stock = await skuStocks(product.skuId);
    const body = { ...bodyOf(product, { units: 12, maxNum: 1 }), seckillId };
    body.startTime = formatDate(new Date(start));
    body.endTime = formatDate(new Date(start + 60 * MIN));
    const saved = clock;
    try {
      clock = start - 1;
      let edit: ReturnType<typeof send> | undefined;
      // The edit arrives 1 ms before the start and waits for the row; the start passes meanwhile.
      await whileLocked(
        db,
        database().kind,
        (tx) => tx.select().from(seckills).where(eq(seckills.seckillId, seckillId)).for('update'),
        async (waiting) => {
          edit = send('PUT', '/merchant/seckill', merchant1, body);
          await waiting();
          clock = start;
        },
      );
      await refused(edit!, messages.activityStarted);
    } finally {
      clock = saved;
    }
    expect(await rowOf(seckillId)).toEqual(row);
    expect(await skuStocks(product.skuId)).toBe(stock);
    expect((await unitsOf(seckillId))[0]).toMatchObject({ totalStocks: 10, stocks: 10 });
  });

  it('keeps the SKU stock exact under two edits at once', async () => {
    const product = freshProduct();
    const before = await skuStocks(product.skuId);
    const seckillId = await ok<number>('POST', '/merchant/seckill', merchant1, bodyOf(product));
    const answers = await Promise.all(
      [20, 30].map((units) =>
        send('PUT', '/merchant/seckill', merchant1, { ...bodyOf(product, { units }), seckillId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [held] = await unitsOf(seckillId);
    expect([20, 30]).toContain(held!.stocks);
    expect(await skuStocks(product.skuId)).toBe(before - held!.stocks);
  });

  it('refuses a flash sale of a product taken off sale while the create waited for its row', async () => {
    const product = freshProduct();
    const stock = await skuStocks(product.skuId);
    let create: ReturnType<typeof send> | undefined;
    // The product's row is being taken off sale when the create arrives; that commits first.
    await whileLocked(
      db,
      database().kind,
      (tx) => tx.update(products).set({ status: 0 }).where(eq(products.prodId, product.prodId)),
      async (waiting) => {
        create = send('POST', '/merchant/seckill', merchant1, bodyOf(product));
        await waiting();
      },
    );
    await refused(create!, messages.activityProductOffSale);
    expect(await skuStocks(product.skuId)).toBe(stock);
    await db.update(products).set({ status: 1 }).where(eq(products.prodId, product.prodId));
  });

  it('refuses a flash sale of an off-sale product or SKU', async () => {
    const product = freshProduct();
    await db.update(skus).set({ status: 0 }).where(eq(skus.skuId, product.skuId));
    await refused(
      send('POST', '/merchant/seckill', merchant1, bodyOf(product)),
      messages.activityProductOffSale,
    );
    await db.update(skus).set({ status: 1 }).where(eq(skus.skuId, product.skuId));
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, product.prodId));
    await refused(
      send('POST', '/merchant/seckill', merchant1, bodyOf(product)),
      messages.activityProductOffSale,
    );
    await db.update(products).set({ status: 1 }).where(eq(products.prodId, product.prodId));
  });
});

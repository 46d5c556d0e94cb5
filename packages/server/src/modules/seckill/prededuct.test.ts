// Redis pre-deduction (decisions/0042) on a real Redis and PGlite: the counter loads from the database,
// refuses beyond the units, takes back what a failed submit gave back, forgets what a crashed submit
// took once it is reloaded from the database, and takes a settlement's units once however often it is
// submitted at once; through the API with REDIS_URL, 100 parallel submits on 10
// units sell exactly 10, the database being the truth.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatDate, messages, OrderType } from '@mall/domain';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT } from '../../test/databases.ts';
import { signedRequest, testServer } from '../../test/inject.ts';
import { demoProducts, newShopper, type Shopper } from '../../test/mall.ts';
import { describeWithRedis } from '../../test/redis.ts';
import { orders } from '../order/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { redisUnitGate, RELOAD_MS } from './prededuct.ts';
import { createSeckill } from './service.ts';
import { seckillSkus } from './tables.ts';

describeWithRedis('flash-sale units in Redis', (url) => {
  let handle: DatabaseHandle;
  let redis: Redis;
  const [first, second, third, fourth] = demoProducts(4);

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.migrate();
    await seedIfEmpty(handle.db, { perLeaf: 1 });
    redis = new Redis(url());
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await redis?.quit();
    await handle?.close();
  });

  const activity = async (product: { prodId: number; skuId: number }, units: number) => {
    const now = Date.now();
    const seckillId = await createSeckill(
      handle.db,
      1,
      {
        prodId: product.prodId,
        startTime: formatDate(new Date(now - 60_000)),
        endTime: formatDate(new Date(now + 3600_000)),
        maxNum: 1,
        skus: [{ skuId: product.skuId, seckillPrice: 1, seckillStocks: units }],
      },
      new Date(now),
    );
    const [row] = await handle.db.select().from(seckillSkus).where(eq(seckillSkus.seckillId, seckillId));
    return { seckillId, seckillSkuId: row!.seckillSkuId };
  };

  it('loads from the database, refuses beyond it, and forgets a crashed taker at the reload', async () => {
    const gate = redisUnitGate(handle.db, redis, 'test:a:');
    const { seckillSkuId } = await activity(first!, 3);
    expect(await gate.take(seckillSkuId, 2, 'u1')).toBe(true);
    expect(await gate.take(seckillSkuId, 2, 'u2')).toBe(false);
    expect(await gate.take(seckillSkuId, 1, 'u3')).toBe(true);
    expect(await gate.take(seckillSkuId, 1, 'u4')).toBe(false);
    await gate.giveBack(seckillSkuId, 1, 'u3');
    expect(await gate.take(seckillSkuId, 1, 'u5')).toBe(true);
    // Nothing was sold in the database: as if every taker crashed. After the reload, all 3 count again.
    await new Promise((resolve) => setTimeout(resolve, RELOAD_MS + 200));
    expect(await gate.take(seckillSkuId, 3, 'u6')).toBe(true);
  });

  it("takes a settlement's units once: the same uuid again holds nothing more, until given back", async () => {
    const gate = redisUnitGate(handle.db, redis, 'test:b:');
    const { seckillSkuId } = await activity(fourth!, 2);
    const twice = await Promise.all([gate.take(seckillSkuId, 1, 'same'), gate.take(seckillSkuId, 1, 'same')]);
    expect(twice.sort()).toEqual([null, true].sort());
    // One unit is still there for another shopper, and only one.
    expect(await gate.take(seckillSkuId, 1, 'other')).toBe(true);
    expect(await gate.take(seckillSkuId, 1, 'third')).toBe(false);
    // Given back (its submit failed): the hold goes with the units, so the same uuid may take again.
    await gate.giveBack(seckillSkuId, 1, 'same');
    expect(await gate.take(seckillSkuId, 1, 'same')).toBe(true);
    expect(await gate.take(seckillSkuId, 1, 'same')).toBe(null);
  });

  it('sells a unit the counter wrongly says is gone: the database is asked before "sold out"', async () => {
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = url();
    let app: FastifyInstance | undefined;
    try {
      app = await testServer({ db: handle.db });
      await app.ready();
      const server = app;
      const { seckillId, seckillSkuId } = await activity(third!, 2);
      // Another instance took both units in Redis and died before its database transaction: the
      // counter says none are left, the database has 2.
      const other = redisUnitGate(handle.db, redis, 'mall:seckill:');
      expect(await other.take(seckillSkuId, 2, 'crashed')).toBe(true);
      const shopper = await newShopper(handle.db, 'sk_redis_short');
      const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
        server.inject(signedRequest(method, path, body, { token: shopper.token }));
      const path = JSON.parse(
        (await send('GET', `/p/seckill/orderPath?seckillId=${seckillId}`)).body,
      ) as string;
      const confirmed = await send('POST', `/p/seckill/${path}/confirm`, {
        addrId: 0,
        prodCount: 1,
        seckillSkuId,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { uuid } = JSON.parse(confirmed.body) as { uuid: string };
      const submitted = await send('POST', `/p/seckill/${path}/submit`, { uuid, remarks: '' });
      expect(submitted.statusCode, submitted.body).toBe(200);
      const [left] = await handle.db
        .select()
        .from(seckillSkus)
        .where(eq(seckillSkus.seckillSkuId, seckillSkuId));
      expect(left!.stocks).toBe(1);
    } finally {
      await app?.close();
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
    }
  });

  it('sells exactly 10 units to 100 parallel submits through the API with REDIS_URL', async () => {
    const saved = process.env.REDIS_URL;
    process.env.REDIS_URL = url();
    let app: FastifyInstance | undefined;
    try {
      app = await testServer({ db: handle.db });
      await app.ready();
      const server = app;
      const { seckillId, seckillSkuId } = await activity(second!, 10);
      const send = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
        server.inject(signedRequest(method, path, body, { token }));
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 100; i++) shoppers.push(await newShopper(handle.db, `sk_redis${i}`));
      const tickets: { token: string; path: string; uuid: string }[] = [];
      for (const shopper of shoppers) {
        const path = JSON.parse(
          (await send('GET', `/p/seckill/orderPath?seckillId=${seckillId}`, shopper.token)).body,
        ) as string;
        const res = await send('POST', `/p/seckill/${path}/confirm`, shopper.token, {
          addrId: 0,
          prodCount: 1,
          seckillSkuId,
        });
        expect(res.statusCode, res.body).toBe(200);
        tickets.push({ token: shopper.token, path, uuid: (JSON.parse(res.body) as { uuid: string }).uuid });
      }
      // All at once; "too busy" (the admission limit) is tried again, as the page tells the shopper to.
      const busy = translate('zh', messages.seckillBusy);
      const answers = await Promise.all(
        tickets.map(async (t) => {
          for (;;) {
            const res = await send('POST', `/p/seckill/${t.path}/submit`, t.token, {
              uuid: t.uuid,
              remarks: '',
            });
            if (res.body !== busy) return res;
            await new Promise((r) => setTimeout(r, 5));
          }
        }),
      );
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
      for (const r of answers.filter((a) => a.statusCode !== 200)) {
        expect(r.statusCode).toBe(400);
        expect(r.body).toBe(translate('zh', messages.productSoldOut));
      }
      const sold = await handle.db.select().from(orders).where(eq(orders.activityId, seckillId));
      expect(sold.filter((o) => o.orderType === OrderType.seckill)).toHaveLength(10);
      const [left] = await handle.db
        .select()
        .from(seckillSkus)
        .where(eq(seckillSkus.seckillSkuId, seckillSkuId));
      expect(left!.stocks).toBe(0);
    } finally {
      await app?.close();
      if (saved === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = saved;
    }
  });
});

// The page log through inject, on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097): records are stored as sent (the user from the token, never from the body), bad ones are
// refused with the contract's 400 and store nothing, and one address is throttled.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { newUserId, signedRequest, testServer } from '../../test/inject.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { flowLogLimit } from './routes.public.ts';
import { flowLogs } from './tables.ts';

describeEachDatabase('the page log', (database) => {
  let app: FastifyInstance;
  const post = (body: unknown, ip = '10.0.0.1', lang = 'zh', token?: string) =>
    app.inject({
      ...signedRequest('POST', '/flowAnalysisLog', body, { lang, ...(token ? { token } : {}) }),
      remoteAddress: ip,
    });
  const rows = (uuidSession: string) =>
    database().handle.db.select().from(flowLogs).where(eq(flowLogs.uuidSession, uuidSession));

  beforeAll(async () => {
    app = await testServer({
      db: database().handle.db,
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('stores a mobile page-visit record and a PC traffic record', async () => {
    const visit = {
      pageId: 3,
      bizData: 42,
      bizType: 0,
      step: 2,
      systemType: 1,
      uuid: 'u-1',
      uuidSession: 's-visit',
      visitType: 1,
      userId: 'u123',
      prevPageId: 6,
    };
    expect((await post(visit)).json()).toBe(true);
    const traffic = {
      pageId: 11,
      visitType: 1,
      step: 0,
      nums: 1,
      orderNumbers: '1001,1002',
      uuidSession: 's-pc',
    };
    expect((await post(traffic)).statusCode).toBe(200);
    const [stored] = await rows('s-visit');
    expect(stored).toMatchObject({
      kind: 'visit',
      pageId: 3,
      bizData: '42',
      step: 2,
      prevPageId: 6,
      // No token: a visitor, whatever the body claims.
      userId: null,
    });
    expect(stored!.ip).toBe('10.0.0.1');
    const [pc] = await rows('s-pc');
    expect(pc).toMatchObject({ kind: 'traffic', pageId: 11, orderNumbers: '1001,1002', systemType: null });
  });

  it("takes the user from the shopper token, never from the body's userId", async () => {
    const { db } = database().handle;
    const me = newUserId();
    await db.insert(users).values({ userId: me, nickName: 'reader' });
    const { token } = await issueToken(db, me);
    const body = { pageId: 1, step: 0, visitType: 1, uuidSession: 's-token', userId: 'uSomebodyElse' };
    expect((await post(body, '10.0.0.5', 'zh', token)).statusCode).toBe(200);
    // A token that is not live counts as a visitor (the route stays public).
    expect((await post(body, '10.0.0.5', 'zh', 'not-a-token')).statusCode).toBe(200);
    expect((await rows('s-token')).map((row) => row.userId).sort()).toEqual([me, null].sort());
  });

  it('refuses a record outside the spec with a translated 400 and stores nothing', async () => {
    const bad = [
      { pageId: 99, step: 0, visitType: 1, uuidSession: 's-bad' },
      { pageId: 1, step: -1, visitType: 1, uuidSession: 's-bad' },
      { pageId: 1, step: 0, visitType: 1, uuidSession: 's-bad', extra: 1 },
      { pageId: 1, step: 0, visitType: 1, uuidSession: 's bad; drop' },
      { pageId: 1, step: 0, visitType: 1, uuidSession: 's-bad', orderNumbers: '12,x' },
      { pageId: 1, visitType: 1, uuidSession: 's-bad' },
    ];
    for (const body of bad) {
      const res = await post(body, '10.0.0.2', 'en');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toBe(translate('en', messages.malformedRequest));
    }
    expect(await rows('s-bad')).toHaveLength(0);
  });

  it('throttles one address and leaves others alone', async () => {
    const body = { pageId: 1, step: 0, visitType: 1, uuidSession: 's-flood' };
    for (let i = 0; i < flowLogLimit.limit; i++) expect((await post(body, '10.0.0.3')).statusCode).toBe(200);
    const refused = await post(body, '10.0.0.3');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe(translate('zh', messages.tooManyRequests));
    expect((await post(body, '10.0.0.4')).statusCode).toBe(200);
    expect(await rows('s-flood')).toHaveLength(flowLogLimit.limit + 1);
  });
});

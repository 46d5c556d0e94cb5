// The platform's site configuration (issue 18 item 2, decisions/0082), on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097): GET and PUT /platform/webConfig and POST
// /platform/file/upload, their roles (every role reads; admin and operator change, the auditor is
// refused), every refusal (400 with the field's message, nothing changed, no audit row), the audit row of
// a change (before and after), the logo and favicon rules (an upload of the platform, the address already
// held, or empty), and the storefront's GET /webConfig/getPcWebConfig showing the change at once on a
// cached server — and, on PostgreSQL, on a second instance with its own connection pool, where only the
// table trigger's change message can explain the fresh answer.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { messages, pcWebConfigKeys, type PcWebConfig, type PlatformRole } from '@mall/domain';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { newShopper, unthrottled } from '../../test/mall.ts';
import { merchantUploadRequest, png } from '../../test/uploads.ts';
import { uploads } from '../file/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { platformAuditLog } from '../platform/tables.ts';
import { siteConfig } from './tables.ts';

const TTL_MS = 60_000;
const poll = { timeout: 2_000, interval: 20 };

describeEachDatabase('platform site configuration', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: unthrottled, cacheTtlMs: TTL_MS });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `site_${role}`,
        role,
        password: `Site-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, role?: PlatformRole, body?: unknown, server = app) =>
    server.inject(signedRequest(method, url, body, role ? { token: tokens.get(role)! } : {}));
  const stored = async (): Promise<PcWebConfig> =>
    (await call('GET', '/platform/webConfig', 'auditor')).json<PcWebConfig>();
  const auditRows = async () =>
    (
      await db()
        .select({ n: count() })
        .from(platformAuditLog)
        .where(eq(platformAuditLog.action, 'site.webConfig'))
    )[0]!.n;
  const upload = async (role: PlatformRole) => {
    const request = merchantUploadRequest(tokens.get(role)!, png());
    return app.inject({ ...request, url: '/api/platform/file/upload' });
  };

  it('answers the stored configuration to every role, nothing without a token', async () => {
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const res = await call('GET', '/platform/webConfig', role);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await db().select().from(siteConfig).where(eq(siteConfig.key, 'pcWelcomeEn'));
      expect(res.json<PcWebConfig>().pcWelcomeEn).toBe(row!.value);
      expect(Object.keys(res.json<PcWebConfig>()).sort()).toEqual([...pcWebConfigKeys].sort());
    }
    expect((await call('GET', '/platform/webConfig')).statusCode).toBe(401);
    expect((await call('PUT', '/platform/webConfig', undefined, await stored())).statusCode).toBe(401);
  });

  it('saves every field with its audit row, and the storefront shows it at once', async () => {
    const before = await stored();
    // The storefront's cached answer (TTL 60 s): only the change can make the next read fresh.
    expect((await call('GET', '/webConfig/getPcWebConfig')).json<PcWebConfig>()).toEqual(before);
    const rows = await auditRows();
    const next = {
      ...before,
      pcWelcomeEn: '  Welcome, operator!  ',
      pcCompanyInfoCn: '地址：上海\r\n\r\n\r\n电话：400',
    };
    const res = await call('PUT', '/platform/webConfig', 'operator', next);
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored();
    expect(after).toEqual({
      ...before,
      pcWelcomeEn: 'Welcome, operator!',
      pcCompanyInfoCn: '地址：上海\n\n电话：400',
    });
    expect((await call('GET', '/webConfig/getPcWebConfig')).json<PcWebConfig>()).toEqual(after);
    expect(await auditRows()).toBe(rows + 1);
    const [row] = await db()
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.action, 'site.webConfig'))
      .orderBy(platformAuditLog.createdAt)
      .limit(1)
      .offset(rows);
    expect(row).toMatchObject({ actorUsername: 'site_operator', actorRole: 'operator', targetType: 'site' });
    expect(row!.before).toEqual(before);
    expect(row!.after).toEqual(after);
  });

  it('refuses the auditor (403) and every bad field (400), changing nothing', async () => {
    const before = await stored();
    const rows = await auditRows();
    const forbidden = await call('PUT', '/platform/webConfig', 'auditor', {
      ...before,
      pcWelcomeCn: '审计员',
    });
    expect(forbidden.statusCode).toBe(403);
    const bad: [Partial<PcWebConfig>, Parameters<typeof expectRefused>[2]][] = [
      [{ pcWelcomeCn: '   ' }, messages.siteWelcomeInvalid],
      [{ pcWelcomeEn: 'x'.repeat(101) }, messages.siteWelcomeInvalid],
      [{ pcCompanyNameEn: '' }, messages.siteCompanyNameInvalid],
      [{ pcCopyrightCn: '' }, messages.siteCopyrightInvalid],
      [{ pcCompanyInfoEn: 'y'.repeat(501) }, messages.siteCompanyInfoTooLong],
      [{ pcLogoImgText: 'z'.repeat(31) }, messages.siteLogoTextTooLong],
      [{ pcCopyrightEn: '<b>bold</b>' }, messages.plainTextNoHtml],
      [{ pcLogoImg: 'https://elsewhere.example/logo.png' }, messages.siteLogoInvalid],
      [{ pcLogoImg: '/api/uploads/../secret.png' }, messages.siteLogoInvalid],
      // The shape of an upload, but nobody uploaded it.
      [{ pcLogoImg: `/api/uploads/2026/01/${'a'.repeat(32)}.png` }, messages.siteLogoInvalid],
      [{ pcTitleImg: `/api/uploads/2026/01/${'b'.repeat(32)}.png` }, messages.siteFaviconInvalid],
    ];
    for (const [change, message] of bad) {
      await expectRefused(
        app,
        call('PUT', '/platform/webConfig', 'admin', { ...before, ...change }),
        message,
      );
    }
    // A field left out is refused too.
    const { pcWelcomeCn: _dropped, ...missing } = before;
    expect((await call('PUT', '/platform/webConfig', 'admin', missing)).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await auditRows()).toBe(rows);
  });

  it('takes a platform upload as logo and favicon, refuses a shopper upload, and allows none', async () => {
    expect((await upload('auditor')).statusCode).toBe(403);
    const logo = await upload('operator');
    expect(logo.statusCode, logo.body).toBe(200);
    const favicon = await upload('admin');
    const before = await stored();
    // A shopper's upload is refused as a logo, and nothing changes.
    const shopUrl = `/api/uploads/2026/02/${'c'.repeat(32)}.png`;
    const { userId } = await newShopper(db(), 'site');
    await db().insert(uploads).values({ url: shopUrl, userId });
    await expectRefused(
      app,
      call('PUT', '/platform/webConfig', 'admin', { ...before, pcLogoImg: shopUrl }),
      messages.siteLogoInvalid,
    );
    const next = { ...before, pcLogoImg: logo.json<string>(), pcTitleImg: favicon.json<string>() };
    expect((await call('PUT', '/platform/webConfig', 'admin', next)).statusCode).toBe(200);
    expect(await stored()).toEqual(next);
    expect((await call('GET', '/webConfig/getPcWebConfig')).json<PcWebConfig>()).toEqual(next);
    // Saving again with the same images passes (the address held), and so does none.
    expect((await call('PUT', '/platform/webConfig', 'operator', next)).statusCode).toBe(200);
    const none = { ...next, pcLogoImg: '', pcTitleImg: '' };
    expect((await call('PUT', '/platform/webConfig', 'operator', none)).statusCode).toBe(200);
    expect((await call('GET', '/webConfig/getPcWebConfig')).json<PcWebConfig>()).toEqual(none);
  });

  it('shows the change on another cached instance at once', async () => {
    const { kind } = database();
    // PostgreSQL: a second instance with its own pool (as another process would have); PGlite lives in one
    // process, so its second server shares the handle.
    let other: DatabaseHandle | null = null;
    if (kind === 'postgres') {
      const pool = (db() as unknown as { $client: pg.Pool }).$client;
      other = await openDatabase({ kind: 'postgres', url: pool.options.connectionString!, max: 2 });
    }
    const second = await testServer({ db: other?.db ?? db(), rateLimiter: unthrottled, cacheTtlMs: TTL_MS });
    try {
      const publicConfig = async () =>
        (await second.inject(signedRequest('GET', '/webConfig/getPcWebConfig'))).json<PcWebConfig>();
      const before = await publicConfig();
      const welcome = `Hello from instance one ${Date.now()}`;
      const res = await call('PUT', '/platform/webConfig', 'admin', {
        ...(await stored()),
        pcWelcomeEn: welcome,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(before.pcWelcomeEn).not.toBe(welcome);
      await expect.poll(async () => (await publicConfig()).pcWelcomeEn, poll).toBe(welcome);
      // The answer is cached again, and it is the new one.
      expect((await publicConfig()).pcWelcomeEn).toBe(welcome);
    } finally {
      await second.close();
      await other?.close();
    }
  });

  it('still holds one row per field after the saves', async () => {
    const rows = await db().select({ n: count() }).from(siteConfig);
    expect(rows[0]!.n).toBe(11);
  });
});

// The SMS routes against abuse (decisions/0031), through Fastify inject on PostgreSQL (PGlite instead
// where PostgreSQL is unavailable, decisions/0097), with the real Aliyun and Tencent providers talking to
// local stubs (test/stubs/): the three send routes answer alike for a mobile with and without an account
// (and without waiting for the gateway); a failed text leaves no usable code, its resend minute kept as
// for a sent one; no log line carries a code, whatever the provider and the outcome; the development
// provider is refused in production; texts are capped per mobile a day (and per address an hour); every
// code check is throttled per mobile and address, and per address: a stranger's guesses never stop the
// owner checking their own code.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import {
  messages,
  SMS_CHECKS_PER_ADDRESS,
  SMS_CHECKS_PER_MOBILE,
  SMS_DAILY_MAX_PER_MOBILE,
  sign,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { MemoryRateLimiter, MemoryReplayCache } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { testServer } from '../../test/inject.ts';
import { startAliyunSmsStub, type AliyunSmsStub } from '../../test/stubs/aliyun-sms.ts';
import { loopbackAgent } from '../../test/stubs/sms-http.ts';
import { startTencentSmsStub, type TencentSmsStub } from '../../test/stubs/tencent-sms.ts';
import { codeCheckSucceeded, enforceCodeCheckLimits } from './codes.ts';
import { DevSmsProvider, type SmsMessage, type SmsProvider } from './sms.ts';
import { AliyunSmsProvider, parseEndpoint, TencentSmsProvider } from './sms-providers.ts';
import { smsCodes, users } from './tables.ts';

const zh = (d: MessageDescriptor) => translate('zh', d);

describe('enforceCodeCheckLimits', () => {
  it('refuses the 11th check of a mobile from one address and the 101st of an address; others go on', async () => {
    let clock = 0;
    const limiter = new MemoryRateLimiter(() => clock);
    for (let i = 0; i < SMS_CHECKS_PER_MOBILE; i += 1)
      await enforceCodeCheckLimits(limiter, '13700000001', 'a');
    await expect(enforceCodeCheckLimits(limiter, '13700000001', 'a')).rejects.toMatchObject({
      descriptor: messages.smsTooManyChecks,
    });
    // No lock-out: the owner checks their own code from their own address meanwhile.
    await enforceCodeCheckLimits(limiter, '13700000001', 'b');
    // A right code starts the pair's count again.
    await codeCheckSucceeded(limiter, '13700000001', 'a');
    await enforceCodeCheckLimits(limiter, '13700000001', 'a');
    // Address a: 11 checks above (the refused one counts) and one after the reset.
    for (let i = 0; i < SMS_CHECKS_PER_ADDRESS - SMS_CHECKS_PER_MOBILE - 2; i += 1) {
      await enforceCodeCheckLimits(limiter, `1370000${String(i).padStart(4, '0')}`, 'a');
    }
    await expect(enforceCodeCheckLimits(limiter, '13700009999', 'a')).rejects.toMatchObject({
      descriptor: messages.smsTooManyChecks,
    });
    clock += 60 * 60 * 1000;
    await enforceCodeCheckLimits(limiter, '13700009999', 'a');
  });
});

describeEachDatabase('SMS routes against abuse', (database) => {
  let clock = Date.now();
  const now = () => clock;
  const logLines: string[] = [];
  const aliyunKey = {
    accessKeyId: `LTAI${randomBytes(9).toString('hex')}`,
    accessKeySecret: randomBytes(18).toString('hex'),
  };
  const tencentKey = {
    secretId: `AKID${randomBytes(9).toString('hex')}`,
    secretKey: randomBytes(18).toString('hex'),
  };
  const agent = loopbackAgent();
  let aliyun: AliyunSmsStub;
  let tencent: TencentSmsStub;
  let aliyunProvider: SmsProvider;
  let tencentProvider: SmsProvider;
  /** Every text asked of the gateway (with its code: the test's own record, never a log). */
  const asked: SmsMessage[] = [];
  let gateway: SmsProvider = new DevSmsProvider();
  /** The server's provider: records the message, then hands it to `gateway`. */
  const provider: SmsProvider = {
    name: 'switch',
    send: (message, log) => {
      asked.push(message);
      return gateway.send(message, log);
    },
  };
  let app: FastifyInstance;
  let mobileSeq = 0;
  /** A mobile no test used yet. */
  const freshMobile = () => `136${String((mobileSeq += 1)).padStart(8, '0')}`;
  let userSeq = 0;
  const withAccount = async (): Promise<string> => {
    const mobile = freshMobile();
    userSeq += 1;
    await database()
      .handle.db.insert(users)
      .values({ userId: `usmsabuse${userSeq}`, userName: `smsabuse${userSeq}`, mobile, nickName: 'x' });
    return mobile;
  };

  beforeAll(async () => {
    aliyun = await startAliyunSmsStub(aliyunKey);
    tencent = await startTencentSmsStub(tencentKey);
    const aliyunEndpoint = parseEndpoint(aliyun.endpoint);
    const tencentEndpoint = parseEndpoint(tencent.endpoint);
    if (!aliyunEndpoint || !tencentEndpoint) throw new Error('bad stub endpoints');
    aliyunProvider = new AliyunSmsProvider(
      { ...aliyunKey, signName: '商城', templateCode: 'SMS_1', endpoint: aliyunEndpoint },
      { timeoutMs: 1500 },
    );
    tencentProvider = new TencentSmsProvider(
      {
        ...tencentKey,
        sdkAppId: '1400000000',
        signName: '商城',
        templateId: '1',
        region: 'ap-guangzhou',
        endpoint: tencentEndpoint,
      },
      { timeoutMs: 1500, agent },
    );
    app = await testServer({
      db: database().handle.db,
      now,
      replayCache: new MemoryReplayCache(now),
      rateLimiter: new MemoryRateLimiter(now),
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
      account: { sms: provider },
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    agent.destroy();
    await aliyun?.close();
    await tencent?.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, body: unknown, ip = '10.1.0.1') => {
    const text = JSON.stringify(body);
    return app.inject({
      method,
      url: `/api${url}`,
      payload: text,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...sign({ body: text, origin: '', now: clock }) },
    });
  };
  const sendRoutes = [
    ['POST', '/sms/sendLoginCode', 'login'],
    ['PUT', '/user/sendRegisterSms', 'register'],
    ['PUT', '/user/sendResetSms', 'reset'],
  ] as const;
  const codeRows = (mobile: string) =>
    database()
      .handle.db.select()
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile)));
  const lastAsked = (mobile: string) => asked.filter((m) => m.mobile === mobile).at(-1);
  const expect400 = (res: { statusCode: number; body: string }, descriptor: MessageDescriptor) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(zh(descriptor));
  };
  const loginByCode = (mobile: string, code: string, ip?: string) =>
    call('POST', '/login', { principal: mobile, credentials: code, appType: 1, loginType: 1 }, ip);
  const nextMinute = () => {
    clock += 61_000;
  };

  describe('enumeration', () => {
    it('answers the three send routes alike with and without an account; texts only where useful', async () => {
      gateway = new DevSmsProvider();
      for (const [method, url, purpose] of sendRoutes) {
        const known = await withAccount();
        const unknown = freshMobile();
        const a = await call(method, url, { mobile: known });
        const b = await call(method, url, { mobile: unknown });
        expect([a.statusCode, a.body], url).toEqual([200, 'true']);
        expect([b.statusCode, b.body], url).toEqual([a.statusCode, a.body]);
        // The same database write for both: one stored code each.
        expect(await codeRows(known)).toHaveLength(1);
        expect(await codeRows(unknown)).toHaveLength(1);
        // A registration code goes to any phone (only its owner reads it); login and reset codes only
        // to an account.
        expect(lastAsked(known)?.purpose).toBe(purpose);
        expect(lastAsked(unknown)?.purpose).toBe(purpose === 'register' ? 'register' : undefined);
        // And the same refusal of a second send within the minute.
        const a2 = await call(method, url, { mobile: known });
        const b2 = await call(method, url, { mobile: unknown });
        expect400(a2, messages.smsTooFrequent);
        expect400(b2, messages.smsTooFrequent);
      }
    });

    it('sends one text when the same code is asked many times at once', async () => {
      gateway = new DevSmsProvider();
      const mobile = await withAccount();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => call('PUT', '/user/sendRegisterSms', { mobile }, `10.7.0.${i}`)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
      for (const a of answers) if (a.statusCode === 400) expect(a.body).toBe(zh(messages.smsTooFrequent));
      expect(asked.filter((m) => m.mobile === mobile)).toHaveLength(1);
      expect(await codeRows(mobile)).toHaveLength(1);
    });

    it('does not wait for the gateway: an answer takes as long with an account as without', async () => {
      gateway = aliyunProvider;
      aliyun.mode = 'hang'; // the gateway answers nothing: the provider's 1.5 s timeout
      try {
        const known = await withAccount();
        const started = Date.now();
        const res = await call('POST', '/sms/sendLoginCode', { mobile: known });
        expect([res.statusCode, res.body]).toEqual([200, 'true']);
        expect(Date.now() - started).toBeLessThan(1200);
        expect(lastAsked(known)).toBeDefined();
      } finally {
        aliyun.mode = 'ok';
      }
    });

    it('answers a login code check alike with and without an account', async () => {
      gateway = new DevSmsProvider();
      const known = await withAccount();
      const unknown = freshMobile();
      // No code asked yet.
      expect400(await loginByCode(known, '123456'), messages.codeFirst);
      expect400(await loginByCode(unknown, '123456'), messages.codeFirst);
      nextMinute();
      await call('POST', '/sms/sendLoginCode', { mobile: known });
      await call('POST', '/sms/sendLoginCode', { mobile: unknown });
      const wrong = (lastAsked(known)?.code === '000000' ? '111111' : '000000') as string;
      expect400(await loginByCode(known, wrong), messages.smsCodeWrong);
      expect400(await loginByCode(unknown, wrong), messages.smsCodeWrong);
      const code = lastAsked(known)?.code ?? '';
      expect((await loginByCode(known, code)).statusCode).toBe(200);
    });

    it('refuses registration of a taken mobile only after its code, with the spec message', async () => {
      gateway = new DevSmsProvider();
      const taken = await withAccount();
      const free = freshMobile();
      for (const mobile of [taken, free]) {
        expect((await call('PUT', '/user/sendRegisterSms', { mobile })).statusCode).toBe(200);
        expect400(
          await call('PUT', '/user/checkRegisterSms', {
            mobile,
            validCode: lastAsked(mobile)?.code === '000000' ? '111111' : '000000',
          }),
          messages.smsCodeWrong,
        );
      }
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile: taken, validCode: lastAsked(taken)?.code }),
        messages.mobileTaken,
      );
      const flag = await call('PUT', '/user/checkRegisterSms', {
        mobile: free,
        validCode: lastAsked(free)?.code,
      });
      expect(flag.statusCode, flag.body).toBe(200);
    });
  });

  describe('a failed text', () => {
    /** Each case texts from its own address, so the per-address hourly cap stays out of the way. */
    let failedTextIp = 0;
    for (const [name, mode] of [
      ['aliyun', 'limit'],
      ['aliyun', 'hang'],
      ['tencent', 'limit'],
      ['tencent', 'error'],
      ['tencent', 'hang'],
    ] as const) {
      it(`leaves no usable code, and its minute counts like a sent one (${name}, ${mode})`, async () => {
        const stub = name === 'aliyun' ? aliyun : tencent;
        gateway = name === 'aliyun' ? aliyunProvider : tencentProvider;
        stub.mode = mode as never;
        try {
          const mobile = await withAccount();
          const ip = `10.8.${(failedTextIp += 1)}.1`;
          const res = await call('POST', '/sms/sendLoginCode', { mobile }, ip);
          expect([res.statusCode, res.body]).toEqual([200, 'true']);
          const code = lastAsked(mobile)?.code ?? '';
          // The provider gives up (refusal or timeout) and the code is voided.
          await vi.waitFor(
            async () => {
              const rows = await codeRows(mobile);
              expect(rows.length > 0 && rows.every((row) => row.usedAt !== null)).toBe(true);
            },
            { timeout: 5000, interval: 50 },
          );
          expect400(await loginByCode(mobile, code, ip), messages.codeFirst);
          // Asking again within the minute is refused as for any mobile (a freed minute would tell a
          // stranger that this mobile has an account: only accounts get login texts).
          const soon = await call('POST', '/sms/sendLoginCode', { mobile }, ip);
          expect400(soon, messages.smsTooFrequent);
          const stranger = freshMobile();
          expect((await call('POST', '/sms/sendLoginCode', { mobile: stranger }, ip)).statusCode).toBe(200);
          expect400(
            await call('POST', '/sms/sendLoginCode', { mobile: stranger }, ip),
            messages.smsTooFrequent,
          );
          // After the minute it works once the gateway does.
          clock += 61_000;
          stub.mode = 'ok';
          const sentBefore = stub.sent.length;
          const again = await call('POST', '/sms/sendLoginCode', { mobile }, ip);
          expect([again.statusCode, again.body]).toEqual([200, 'true']);
          await vi.waitFor(() => expect(stub.sent.length).toBe(sentBefore + 1));
          expect((await loginByCode(mobile, lastAsked(mobile)?.code ?? '', ip)).statusCode).toBe(200);
        } finally {
          stub.mode = 'ok';
        }
      });
    }
  });

  describe('logs', () => {
    it('never carry a code, with either provider, sent, refused or timed out, nor at the checks', async () => {
      const codes: string[] = [];
      for (const [name, modes] of [
        ['aliyun', ['ok', 'limit', 'hang']],
        ['tencent', ['ok', 'limit', 'error', 'hang']],
      ] as const) {
        const stub = name === 'aliyun' ? aliyun : tencent;
        gateway = name === 'aliyun' ? aliyunProvider : tencentProvider;
        for (const mode of modes) {
          stub.mode = mode as never;
          for (const [method, url] of sendRoutes) {
            const mobile = await withAccount();
            await call(method, url, { mobile }, `10.6.${codes.length}.1`);
            const code = lastAsked(mobile)?.code ?? '';
            codes.push(code);
            await vi.waitFor(
              async () =>
                expect(mode === 'ok' || (await codeRows(mobile)).every((row) => row.usedAt !== null)).toBe(
                  true,
                ),
              { timeout: 5000, interval: 50 },
            );
            if (url === '/sms/sendLoginCode') await loginByCode(mobile, code);
            if (url === '/user/sendRegisterSms')
              await call('PUT', '/user/checkRegisterSms', { mobile, validCode: code });
          }
        }
        stub.mode = 'ok';
      }
      expect(logLines.length).toBeGreaterThan(10);
      expect(logLines.join('\n')).toContain('SMS not sent');
      // Each line as its fields, without those that hold digits by nature (times, durations, request
      // ids), URL-decoded (a URL in an error carries the code encoded).
      const noisy = new Set(['time', 'responseTime', 'requestId', 'reqId', 'pid', 'hostname']);
      const strip = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(strip)
          : value && typeof value === 'object'
            ? Object.fromEntries(
                Object.entries(value)
                  .filter(([key]) => !noisy.has(key))
                  .map(([key, v]) => [key, strip(v)]),
              )
            : value;
      const texts = logLines.map((line) => {
        const text = JSON.stringify(strip(JSON.parse(line)));
        try {
          return decodeURIComponent(text);
        } catch {
          return text;
        }
      });
      for (const code of codes) {
        expect(code).toMatch(/^\d{6}$/);
        for (const text of texts) expect(text).not.toContain(code);
      }
    });

    it('refuse the development provider in production, however it is given', async () => {
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await expect(
          testServer({ db: database().handle.db, account: { sms: new DevSmsProvider() } }),
        ).rejects.toThrow(/development SMS provider is refused in production/);
        await expect(testServer({ db: database().handle.db })).rejects.toThrow(/MALL_SMS_PROVIDER/);
      } finally {
        process.env.NODE_ENV = saved;
      }
    });
  });

  describe('caps on texts', () => {
    it(`send at most ${SMS_DAILY_MAX_PER_MOBILE} texts a day to a mobile, all purposes, account or not`, async () => {
      gateway = new DevSmsProvider();
      for (const mobile of [await withAccount(), freshMobile()]) {
        const before = asked.length;
        for (let i = 0; i < SMS_DAILY_MAX_PER_MOBILE; i += 1) {
          const [method, url] = sendRoutes[i % 3] ?? sendRoutes[0];
          if (i % 3 === 0) nextMinute();
          const res = await call(method, url, { mobile }, `10.2.${i}.1`);
          expect(res.statusCode, res.body).toBe(200);
        }
        nextMinute();
        expect400(
          await call('PUT', '/user/sendRegisterSms', { mobile }, '10.2.99.1'),
          messages.smsDailyLimit,
        );
        expect400(await call('POST', '/sms/sendLoginCode', { mobile }, '10.2.98.1'), messages.smsDailyLimit);
        expect(asked.length - before).toBeLessThanOrEqual(SMS_DAILY_MAX_PER_MOBILE);
        clock += 24 * 60 * 60 * 1000;
        expect((await call('PUT', '/user/sendRegisterSms', { mobile }, '10.2.97.1')).statusCode).toBe(200);
      }
    });

    it('keep the per-address cap of 30 texts an hour', async () => {
      gateway = new DevSmsProvider();
      for (let i = 0; i < 30; i += 1) {
        expect(
          (await call('PUT', '/user/sendRegisterSms', { mobile: freshMobile() }, '10.3.0.1')).statusCode,
        ).toBe(200);
      }
      expect400(
        await call('PUT', '/user/sendRegisterSms', { mobile: freshMobile() }, '10.3.0.1'),
        messages.tooManyRequests,
      );
    });
  });

  describe('throttles on code checks', () => {
    /** Wrong checks of `mobile` at registration step 2, a new code every 5 (before it burns). */
    const wrongChecks = async (mobile: string, count: number, ip: string) => {
      for (let i = 0; i < count; i += 1) {
        if (i % 5 === 0) {
          nextMinute();
          expect((await call('PUT', '/user/sendRegisterSms', { mobile }, ip)).statusCode).toBe(200);
        }
        const code = lastAsked(mobile)?.code;
        const res = await call(
          'PUT',
          '/user/checkRegisterSms',
          { mobile, validCode: code === '000000' ? '111111' : '000000' },
          ip,
        );
        expect400(res, messages.smsCodeWrong);
      }
    };

    it(`refuse a mobile's check from one address after ${SMS_CHECKS_PER_MOBILE} in an hour, at any step; never the owner's elsewhere`, async () => {
      gateway = new DevSmsProvider();
      const mobile = await withAccount();
      await wrongChecks(mobile, SMS_CHECKS_PER_MOBILE, '10.4.0.1');
      nextMinute();
      await call('POST', '/sms/sendLoginCode', { mobile }, '10.4.0.2');
      const code = lastAsked(mobile)?.code ?? '';
      // Even the right code, from the guessing address, at either step.
      expect400(await loginByCode(mobile, code, '10.4.0.1'), messages.smsTooManyChecks);
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: code }, '10.4.0.1'),
        messages.smsTooManyChecks,
      );
      // No lock-out: the owner, from their own address, logs in with the code meanwhile.
      expect((await loginByCode(mobile, code, '10.4.0.3')).statusCode).toBe(200);
      // The guessing address may try again an hour later.
      clock += 60 * 60 * 1000;
      await call('POST', '/sms/sendLoginCode', { mobile }, '10.4.0.2');
      expect((await loginByCode(mobile, lastAsked(mobile)?.code ?? '', '10.4.0.1')).statusCode).toBe(200);
    });

    it(`refuse an address's check after ${SMS_CHECKS_PER_ADDRESS} in an hour, whatever the mobile`, async () => {
      gateway = new DevSmsProvider();
      const ip = '10.5.0.1';
      // One address tries many mobiles (at registration step 2: the login has its own per-address limit).
      const mobiles = Array.from({ length: SMS_CHECKS_PER_ADDRESS + 1 }, () => freshMobile());
      for (const [i, mobile] of mobiles.entries()) {
        const res = await call('PUT', '/user/checkRegisterSms', { mobile, validCode: '000000' }, ip);
        expect400(res, i < SMS_CHECKS_PER_ADDRESS ? messages.codeFirst : messages.smsTooManyChecks);
      }
      // Another address is not affected.
      expect400(
        await call(
          'PUT',
          '/user/checkRegisterSms',
          { mobile: freshMobile(), validCode: '000000' },
          '10.5.0.2',
        ),
        messages.codeFirst,
      );
    });
  });
});

// The account routes through Fastify inject on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097): registration, SMS codes (60-s throttle, 5 wrong tries, expiry on a faked clock; caps,
// throttles and enumeration are in sms-abuse.test.ts), login by password, SMS and single sign-on,
// forgot/change password, logout and profile, each validation message, and the signature on every non-GET
// route. Passwords are encrypted with jsencrypt, exactly as the storefront does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import { messages, sign, SMS_CODE_TTL_MS } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { MemoryRateLimiter, MemoryReplayCache } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { testServer } from '../../test/inject.ts';
import { accountConfigFromEnv, devOutboxEnabled, ssoSecretFrom } from './config.ts';
import { loadRsaKeys } from './rsa.ts';
import { recordUpload } from '../file/service.ts';
import { DevSmsProvider } from './sms.ts';
import { mintSsoCode } from './sso.ts';
import { users } from './tables.ts';

const require = createRequire(import.meta.url);
type Encryptor = { setPublicKey(pem: string): void; encrypt(text: string): string | false };
const jsencrypt = require('jsencrypt') as { default?: new () => Encryptor } & (new () => Encryptor);
const JSEncrypt = jsencrypt.default ?? jsencrypt;

const zh = (d: MessageDescriptor) => translate('zh', d);
const en = (d: MessageDescriptor) => translate('en', d);

const SSO_SECRET = 'test-sso-secret';
const PLATTYPE = '7';
const PASSWORD = 'Shop@1234';

interface Reply {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}
interface LoginResult {
  access_token: string;
  token_type: string;
  expires_in: number;
  userId: string;
  nickName: string;
  pic: string | null;
}

describe('account building blocks', () => {
  it('keep the RSA key pair and the development SSO secret in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-account-'));
    try {
      const first = loadRsaKeys(dir);
      expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
      expect(readFileSync(join(dir, 'rsa-private.pem'), 'utf8')).toContain('PRIVATE KEY');
      expect(loadRsaKeys(dir).publicKeyPem).toBe(first.publicKeyPem);
      const secret = ssoSecretFrom(dir, {});
      expect(secret.length).toBeGreaterThan(30);
      expect(ssoSecretFrom(dir, {})).toBe(secret);
      expect(ssoSecretFrom(dir, { MALL_SSO_SECRET: 'configured' })).toBe('configured');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serve the development outbox only with MALL_DEV_OUTBOX=1 and never in production', () => {
    expect(devOutboxEnabled({ MALL_DEV_OUTBOX: '1' })).toBe(true);
    expect(devOutboxEnabled({ MALL_DEV_OUTBOX: '1', NODE_ENV: 'production' })).toBe(false);
    expect(devOutboxEnabled({})).toBe(false);
  });

  it('read the per-address limits from the environment', () => {
    expect(accountConfigFromEnv(null, {})).toMatchObject({
      loginIpLimit: 50,
      smsIpLimit: 30,
      ssoPlattype: '1',
    });
    expect(
      accountConfigFromEnv(null, {
        MALL_LOGIN_IP_LIMIT: '500',
        MALL_SMS_IP_LIMIT: 'x',
        MALL_SSO_PLATTYPE: '3',
      }),
    ).toMatchObject({ loginIpLimit: 500, smsIpLimit: 30, ssoPlattype: '3' });
  });
});

describeEachDatabase('accounts', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  const now = () => clock;
  const sms = new DevSmsProvider();
  let publicKey = '';

  beforeAll(async () => {
    app = await testServer({
      db: database().handle.db,
      now,
      replayCache: new MemoryReplayCache(now),
      rateLimiter: new MemoryRateLimiter(now),
      account: { devOutbox: true, sms, ssoSecret: SSO_SECRET, ssoPlattype: PLATTYPE },
    });
    publicKey = (await app.inject({ url: '/api/rsa/publicKey' })).json<string>();
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const encrypt = (text: string): string => {
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(publicKey);
    const out = encryptor.encrypt(text);
    if (out === false) throw new Error('jsencrypt failed');
    return out;
  };

  /** A signed request (the storefront signs every non-GET). */
  const call = async (
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    body?: unknown,
    options: { token?: string; lang?: string; ip?: string } = {},
  ): Promise<Reply> => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {
      ...(method === 'GET' ? {} : sign({ body: text ?? '', origin: '', now: clock })),
      ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    };
    return app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(text !== undefined ? { payload: text } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  };

  const expect400 = (res: Reply, descriptor: MessageDescriptor, lang: 'zh' | 'en' = 'zh') => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(lang === 'zh' ? zh(descriptor) : en(descriptor));
  };
  const ok = <T>(res: Reply): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const latestCode = (mobile: string): string => {
    const message = sms.latest(mobile);
    if (!message) throw new Error(`no SMS for ${mobile}`);
    return message.code;
  };
  /** Moves the clock past the resend interval, so a mobile can get another code. */
  const waitResend = () => {
    clock += 61_000;
  };

  let registered = 0;
  /** Registers a new account over HTTP; answers its login. */
  const register = async (userName: string, mobile: string, password = PASSWORD): Promise<LoginResult> => {
    registered += 1;
    ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
    const flag = ok<string>(
      await call('PUT', '/user/checkRegisterSms', { mobile, validCode: latestCode(mobile) }),
    );
    return ok<LoginResult>(
      await call('PUT', '/user/registerOrBindUser', {
        checkRegisterSmsFlag: flag,
        mobile,
        userName,
        password: encrypt(password),
        registerOrBind: 1,
        appType: 1,
      }),
    );
  };
  const passwordLogin = (principal: string, password: string, appType: unknown = 1, ip?: string) =>
    call(
      'POST',
      '/login',
      { principal, credentials: encrypt(password), appType, loginType: 0 },
      ip ? { ip } : {},
    );

  describe('RSA', () => {
    it('answers the PEM public key as a bare JSON string, the same each time', async () => {
      expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
      expect((await app.inject({ url: '/api/rsa/publicKey' })).json()).toBe(publicKey);
    });
  });

  describe('registration', () => {
    it('registers in three steps, signs the new user in and spends the flag once', async () => {
      const mobile = '13900000001';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const outbox = ok<{ mobile: string; purpose: string; code: string }>(
        await call('GET', `/dev/sms/latest?mobile=${mobile}`),
      );
      expect(outbox).toMatchObject({ mobile, purpose: 'register' });
      expect(outbox.code).toMatch(/^\d{6}$/);
      const flag = ok<string>(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: outbox.code }),
      );
      expect(flag.length).toBeGreaterThan(30);
      const body = {
        checkRegisterSmsFlag: flag,
        mobile,
        userName: 'alice_01',
        password: encrypt(PASSWORD),
        registerOrBind: 1,
        appType: 1,
      };
      const login = ok<LoginResult>(await call('PUT', '/user/registerOrBindUser', body));
      expect(login).toMatchObject({ token_type: 'bearer', nickName: 'alice_01', pic: null });
      expect(login.expires_in).toBeGreaterThan(0);
      const info = ok<{ userId: string; userMobile: string }>(
        await call('GET', '/p/user/userInfo', undefined, { token: login.access_token }),
      );
      expect(info).toMatchObject({ userId: login.userId, userMobile: mobile });
      // The flag is single use.
      expect400(
        await call('PUT', '/user/registerOrBindUser', { ...body, userName: 'alice_02' }),
        messages.registerVerificationExpired,
      );
    });

    it('answers each validation and duplicate with its message', async () => {
      await register('bob_0001', '13900000002');
      expect400(await call('PUT', '/user/sendRegisterSms', { mobile: '1390000' }), messages.phoneInvalid);
      // A taken mobile gets its code like any other (decisions/0031); step 2 refuses it.
      waitResend();
      ok(await call('PUT', '/user/sendRegisterSms', { mobile: '13900000002' }));
      expect400(
        await call(
          'PUT',
          '/user/checkRegisterSms',
          { mobile: '13900000002', validCode: latestCode('13900000002') },
          { lang: 'en' },
        ),
        messages.mobileTaken,
        'en',
      );
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile: '13900000003', validCode: ' ' }),
        messages.smsCodeRequired,
      );
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile: '13900000003', validCode: '123456' }),
        messages.codeFirst,
      );

      const mobile = '13900000003';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const flag = ok<string>(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: latestCode(mobile) }),
      );
      const attempt = (fields: Record<string, unknown>) =>
        call('PUT', '/user/registerOrBindUser', {
          checkRegisterSmsFlag: flag,
          mobile,
          userName: 'carol_01',
          password: encrypt(PASSWORD),
          registerOrBind: 1,
          appType: 1,
          ...fields,
        });
      expect400(await attempt({ userName: 'ab' }), messages.usernameInvalid);
      expect400(await attempt({ userName: 'bad name!' }), messages.usernameInvalid);
      expect400(await attempt({ password: encrypt('abcdefgh') }), messages.newPasswordInvalid);
      expect400(await attempt({ password: encrypt('a1') }), messages.newPasswordInvalid);
      expect400(await attempt({ password: 'not RSA at all' }), messages.passwordUnreadable);
      expect400(await attempt({ userName: 'bob_0001' }), messages.userNameTaken);
      expect400(await attempt({ checkRegisterSmsFlag: 'forged' }), messages.registerVerificationExpired);
      expect400(await attempt({ mobile: '13900000004' }), messages.registerVerificationExpired);
      expect400(await attempt({ appType: 10 }), messages.malformedRequest);
      // None of the refusals spent the flag.
      ok(await attempt({}));
    });

    it('refuses a registration flag after it expired', async () => {
      const mobile = '13900000005';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const flag = ok<string>(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: latestCode(mobile) }),
      );
      clock += 11 * 60_000;
      expect400(
        await call('PUT', '/user/registerOrBindUser', {
          checkRegisterSmsFlag: flag,
          mobile,
          userName: 'dave_001',
          password: encrypt(PASSWORD),
          registerOrBind: 1,
          appType: 1,
        }),
        messages.registerVerificationExpired,
      );
    });
  });

  describe('SMS codes', () => {
    it('allow one send per mobile and purpose per 60 s', async () => {
      const mobile = '13900000010';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      expect400(
        await call('PUT', '/user/sendRegisterSms', { mobile }, { lang: 'en' }),
        messages.smsTooFrequent,
        'en',
      );
      clock += 59_000;
      expect400(await call('PUT', '/user/sendRegisterSms', { mobile }), messages.smsTooFrequent);
      clock += 2_000;
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
    });

    it('burn a code after 5 wrong tries', async () => {
      const mobile = '13900000011';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const code = latestCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect400(
          await call('PUT', '/user/checkRegisterSms', { mobile, validCode: wrong }),
          messages.smsCodeWrong,
        );
      }
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: code }),
        messages.smsCodeBurnt,
      );
      // A new code works again.
      waitResend();
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      ok(await call('PUT', '/user/checkRegisterSms', { mobile, validCode: latestCode(mobile) }));
    });

    it('refuse an expired code, and a spent one', async () => {
      const mobile = '13900000012';
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const code = latestCode(mobile);
      clock += SMS_CODE_TTL_MS + 1;
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: code }),
        messages.smsCodeExpired,
      );
      ok(await call('PUT', '/user/sendRegisterSms', { mobile }));
      const fresh = latestCode(mobile);
      clock += SMS_CODE_TTL_MS - 1000;
      ok(await call('PUT', '/user/checkRegisterSms', { mobile, validCode: fresh }));
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: fresh }),
        messages.codeFirst,
      );
    });

    it('keep purposes apart: a register code does not log in', async () => {
      const mobile = '13900000013';
      await register('erin_001', mobile);
      ok(await call('POST', '/sms/sendLoginCode', { mobile }));
      const loginCode = latestCode(mobile);
      expect400(
        await call('PUT', '/user/checkRegisterSms', { mobile, validCode: loginCode }),
        messages.codeFirst,
      );
    });
  });

  describe('login', () => {
    let user: LoginResult;
    beforeAll(async () => {
      user = await register('frank_01', '13900000020');
    });

    it('by username or mobile with an RSA-encrypted password', async () => {
      const byName = ok<LoginResult>(await passwordLogin('frank_01', PASSWORD));
      expect(byName).toMatchObject({ userId: user.userId, token_type: 'bearer', nickName: 'frank_01' });
      expect(byName.access_token).not.toBe(user.access_token);
      const byMobile = ok<LoginResult>(await passwordLogin('13900000020', PASSWORD, 9));
      expect(byMobile.userId).toBe(user.userId);
      ok(await call('GET', '/p/user/userInfo', undefined, { token: byMobile.access_token }));
    });

    it('refuses a wrong password, an unknown user, a bad appType or loginType', async () => {
      expect400(await passwordLogin('frank_01', 'Wrong@123'), messages.loginFailed);
      expect400(await passwordLogin('nobody_1', PASSWORD, 1), messages.loginFailed);
      expect400(await passwordLogin('frank_01', PASSWORD, 0), messages.malformedRequest);
      expect400(await passwordLogin('frank_01', PASSWORD, 10), messages.malformedRequest);
      expect400(await passwordLogin('frank_01', PASSWORD, 'x'), messages.malformedRequest);
      expect400(
        await call('POST', '/login', { principal: 'frank_01', credentials: 'x', appType: 1, loginType: 2 }),
        messages.malformedRequest,
      );
      expect400(
        await call('POST', '/login', { principal: 'frank_01', credentials: encrypt(' '), appType: 1 }),
        messages.passwordRequired,
      );
      expect400(
        await call('POST', '/login', { principal: 'frank_01', credentials: 'garbage', appType: 1 }),
        messages.passwordUnreadable,
      );
      expect400(
        await call('POST', '/login', { principal: 'a', credentials: encrypt(PASSWORD), appType: 1 }),
        messages.usernameInvalid,
      );
    });

    it("slows a stranger's failures down and never locks the owner out", async () => {
      await register('grace_01', '13900000021');
      const decrypt = vi.spyOn(loadRsaKeys(null), 'decrypt');
      try {
        // 100 wrong passwords from one stranger's address: 5 are checked, the rest refused unread.
        const answers: string[] = [];
        for (let i = 0; i < 100; i += 1) {
          answers.push((await passwordLogin('grace_01', 'Wrong@123', 1, '10.9.9.9')).body);
        }
        expect(answers.filter((a) => a === zh(messages.loginFailed))).toHaveLength(5);
        expect(answers.filter((a) => a === zh(messages.loginTooManyFailures))).toHaveLength(95);
        expect(decrypt).toHaveBeenCalledTimes(5);
        // The owner, from another address, is not stopped (by username or by mobile).
        ok(await passwordLogin('grace_01', PASSWORD, 1, '10.0.0.2'));
        ok(await passwordLogin('13900000021', PASSWORD, 1, '10.0.0.2'));
        // A pair waits 1 s after its 5th failure...
        for (let i = 0; i < 5; i += 1) {
          expect400(await passwordLogin('grace_01', 'Wrong@123', 1, '10.9.9.10'), messages.loginFailed);
        }
        expect400(await passwordLogin('grace_01', PASSWORD, 1, '10.9.9.10'), messages.loginTooManyFailures);
        clock += 1_000;
        expect400(await passwordLogin('grace_01', 'Wrong@123', 1, '10.9.9.10'), messages.loginFailed);
        // ...then 2 s after the 6th: the waits double.
        clock += 1_999;
        expect400(await passwordLogin('grace_01', PASSWORD, 1, '10.9.9.10'), messages.loginTooManyFailures);
        clock += 1;
        ok(await passwordLogin('grace_01', PASSWORD, 1, '10.9.9.10'));
      } finally {
        decrypt.mockRestore();
      }
    });

    it("counts an IPv6 client's whole /64 as one address, and an IPv4-mapped address as IPv4", async () => {
      await register('gina_001', '13900000023');
      for (let i = 1; i <= 5; i += 1) {
        expect400(
          await passwordLogin('gina_001', 'Wrong@123', 1, `2001:db8:7:7::${i.toString(16)}`),
          messages.loginFailed,
        );
      }
      // Another address of the same /64 waits too; another /64 does not.
      expect400(
        await passwordLogin('gina_001', PASSWORD, 1, '2001:db8:7:7:ffff::1'),
        messages.loginTooManyFailures,
      );
      ok(await passwordLogin('gina_001', PASSWORD, 1, '2001:db8:7:8::1'));
      for (let i = 0; i < 5; i += 1) {
        expect400(await passwordLogin('gina_001', 'Wrong@123', 1, '10.7.7.7'), messages.loginFailed);
      }
      expect400(
        await passwordLogin('gina_001', PASSWORD, 1, '::ffff:10.7.7.7'),
        messages.loginTooManyFailures,
      );
      clock += 1_000;
      // The owner's success forgets the pair's failures: 5 free ones again.
      ok(await passwordLogin('gina_001', PASSWORD, 1, '::ffff:10.7.7.7'));
      for (let i = 0; i < 5; i += 1) {
        expect400(await passwordLogin('gina_001', 'Wrong@123', 1, '10.7.7.7'), messages.loginFailed);
      }
    });

    it('slows one address that tries many accounts', async () => {
      // 20 failures over any names, then the address waits, whoever it names.
      for (let i = 0; i < 20; i += 1) {
        expect400(
          await passwordLogin(`nobody${String(i).padStart(2, '0')}`, 'Wrong@123', 1, '10.8.8.8'),
          messages.loginFailed,
        );
      }
      expect400(await passwordLogin('grace_01', PASSWORD, 1, '10.8.8.8'), messages.loginTooManyFailures);
      ok(await passwordLogin('grace_01', PASSWORD, 1, '10.8.8.9'));
    });

    it('throttles attempts from one client address, and refuses a disabled account', async () => {
      // Unreadable passwords count too (and cost no scrypt, which keeps this test fast).
      for (let i = 0; i < 50; i += 1) {
        expect400(
          await call(
            'POST',
            '/login',
            { principal: `ghost_${String(i).padStart(2, '0')}`, credentials: 'garbage', appType: 1 },
            { ip: '10.0.0.3' },
          ),
          messages.passwordUnreadable,
        );
      }
      expect400(await passwordLogin('frank_01', PASSWORD, 1, '10.0.0.3'), messages.loginTooManyFailures);
      ok(await passwordLogin('frank_01', PASSWORD, 1, '10.0.0.4'));
      const disabled = await register('hank_001', '13900000022');
      await database().handle.db.update(users).set({ status: 0 }).where(eq(users.userId, disabled.userId));
      expect400(await passwordLogin('hank_001', PASSWORD), messages.accountDisabled);
    });

    it('by mobile and SMS code, the code spent once', async () => {
      const mobile = '13900000020';
      // No account: the same answer, no text (decisions/0031).
      ok(await call('POST', '/sms/sendLoginCode', { mobile: '13900000099' }));
      expect(sms.latest('13900000099')).toBeUndefined();
      expect400(await call('POST', '/sms/sendLoginCode', { mobile: '139' }), messages.phoneInvalid);
      ok(await call('POST', '/sms/sendLoginCode', { mobile }));
      const code = latestCode(mobile);
      const body = { principal: mobile, credentials: code, appType: 1, loginType: 1 };
      expect400(await call('POST', '/login', { ...body, credentials: '' }), messages.smsCodeRequired);
      expect400(await call('POST', '/login', { ...body, principal: '12' }), messages.phoneInvalid);
      const login = ok<LoginResult>(await call('POST', '/login', body));
      expect(login.userId).toBe(user.userId);
      expect400(await call('POST', '/login', body), messages.codeFirst);
    });
  });

  describe('single sign-on (/appLogin)', () => {
    const mint = (uid: string, options: { secret?: string; plt?: string; ttlMs?: number } = {}) =>
      mintSsoCode(
        options.secret ?? SSO_SECRET,
        { uid, plt: options.plt ?? PLATTYPE, nick: 'Partner Pat' },
        { now: clock, ttlMs: options.ttlMs ?? 5 * 60_000 },
      );

    it('signs a partner user in, links the same user next time, and refuses a replay', async () => {
      const code = mint('partner-42');
      const first = ok<LoginResult & { fescoPlattype: string }>(
        await call('POST', '/appLogin', { principal: code, appType: 1 }),
      );
      expect(first).toMatchObject({ fescoPlattype: PLATTYPE, token_type: 'bearer', nickName: 'Partner Pat' });
      ok(await call('GET', '/p/user/userInfo', undefined, { token: first.access_token }));
      expect400(await call('POST', '/appLogin', { principal: code, appType: 1 }), messages.ssoCodeUsed);
      const second = ok<LoginResult>(
        await call('POST', '/appLogin', { principal: mint('partner-42'), appType: 1 }),
      );
      expect(second.userId).toBe(first.userId);
      const other = ok<LoginResult>(
        await call('POST', '/appLogin', { principal: mint('partner-43'), appType: 1 }),
      );
      expect(other.userId).not.toBe(first.userId);
    });

    it('refuses an expired code, a wrong HMAC, another platform and garbage', async () => {
      const expiring = mint('partner-44');
      clock += 5 * 60_000 + 1;
      expect400(
        await call('POST', '/appLogin', { principal: expiring, appType: 1 }),
        messages.ssoCodeExpired,
      );
      expect400(
        await call('POST', '/appLogin', { principal: mint('partner-44', { secret: 'other' }), appType: 1 }),
        messages.ssoCodeInvalid,
      );
      const [payload, mac] = mint('partner-44').split('.') as [string, string];
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), uid: 'partner-1' }),
      ).toString('base64url');
      expect400(
        await call('POST', '/appLogin', { principal: `${forged}.${mac}`, appType: 1 }),
        messages.ssoCodeInvalid,
      );
      expect400(
        await call('POST', '/appLogin', { principal: mint('partner-44', { plt: '8' }), appType: 1 }),
        messages.ssoCodeInvalid,
      );
      expect400(
        await call('POST', '/appLogin', { principal: 'garbage', appType: 1 }),
        messages.ssoCodeInvalid,
      );
      expect400(
        await call('POST', '/appLogin', { principal: mint('partner-44'), appType: 0 }),
        messages.malformedRequest,
      );
    });
  });

  describe('passwords, logout and profile', () => {
    it('resets a forgotten password by SMS and ends every session', async () => {
      const mobile = '13900000030';
      const before = await register('heidi_01', mobile);
      // No account: the same answer, no text (decisions/0031).
      ok(await call('PUT', '/user/sendResetSms', { mobile: '13900000098' }));
      expect(sms.latest('13900000098')).toBeUndefined();
      ok(await call('PUT', '/user/sendResetSms', { mobile }));
      const code = latestCode(mobile);
      const body = { mobile, validCode: code, password: encrypt('New@12345') };
      expect400(
        await call('PUT', '/user/resetPassword', { ...body, password: encrypt('short') }),
        messages.newPasswordInvalid,
      );
      expect400(
        await call('PUT', '/user/resetPassword', { ...body, validCode: '' }),
        messages.smsCodeRequired,
      );
      ok(await call('PUT', '/user/resetPassword', body));
      expect(
        (await call('GET', '/p/user/userInfo', undefined, { token: before.access_token })).statusCode,
      ).toBe(401);
      expect400(await passwordLogin('heidi_01', PASSWORD), messages.loginFailed);
      ok(await passwordLogin('heidi_01', 'New@12345'));
      // Spent: the one answer of every code failure, the same as for a mobile with no account.
      expect400(await call('PUT', '/user/resetPassword', body), messages.resetCodeInvalid);
      expect400(
        await call('PUT', '/user/resetPassword', { ...body, mobile: '13900000098' }),
        messages.resetCodeInvalid,
      );
    });

    it('answers a password reset alike for a wrong code and an unknown mobile, and limits it before decrypting', async () => {
      const mobile = '13900000036';
      await register('jill_001', mobile);
      waitResend();
      ok(await call('PUT', '/user/sendResetSms', { mobile }));
      const code = latestCode(mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (m: string, validCode: string, ip = '10.6.6.6') =>
        call('PUT', '/user/resetPassword', { mobile: m, validCode, password: encrypt('New@12345') }, { ip });
      const known = await attempt(mobile, wrong);
      const unknown = await attempt('13900000097', wrong);
      expect400(known, messages.resetCodeInvalid);
      expect(unknown.body).toBe(known.body);
      // 10 attempts per mobile from one address in 15 minutes (1 made above); then refused unread.
      for (let i = 0; i < 9; i += 1) await attempt(mobile, wrong);
      const decrypt = vi.spyOn(loadRsaKeys(null), 'decrypt');
      try {
        expect400(await attempt(mobile, code), messages.tooManyRequests);
        expect(decrypt).not.toHaveBeenCalled();
        // No lock-out: from another address the reset is still read and checked (this code is burnt by
        // now, after 5 wrong tries: the owner would ask for a new one).
        expect400(await attempt(mobile, code, '10.6.7.1'), messages.resetCodeInvalid);
        expect(decrypt).toHaveBeenCalledTimes(1);
        // 30 per address (12 counted above): the 31st from one address is refused whatever the mobile.
        for (let i = 0; i < 18; i += 1) {
          expect400(
            await attempt(`139000001${String(i).padStart(2, '0')}`, wrong),
            messages.resetCodeInvalid,
          );
        }
        decrypt.mockClear();
        expect400(await attempt('13900000196', wrong), messages.tooManyRequests);
        expect(decrypt).not.toHaveBeenCalled();
      } finally {
        decrypt.mockRestore();
      }
      clock += 15 * 60_000 + 1;
      waitResend();
    });

    it('changes the password with the old one, ending every session of the account, this one included', async () => {
      const here = await register('ivan_001', '13900000031');
      const elsewhere = ok<LoginResult>(await passwordLogin('ivan_001', PASSWORD));
      const change = (oldPassword: string, newPassword: string) =>
        call(
          'PUT',
          '/p/user/changePassword',
          { oldPassword: encrypt(oldPassword), newPassword: encrypt(newPassword) },
          { token: here.access_token },
        );
      expect400(await change('Wrong@123', 'Next@12345'), messages.oldPasswordWrong);
      expect400(await change(PASSWORD, '12345678'), messages.newPasswordInvalid);
      expect(
        (await call('PUT', '/p/user/changePassword', { oldPassword: 'x', newPassword: 'y' })).statusCode,
      ).toBe(401);
      ok(await change(PASSWORD, 'Next@12345'));
      expect(
        (await call('GET', '/p/user/userInfo', undefined, { token: here.access_token })).statusCode,
      ).toBe(401);
      expect(
        (await call('GET', '/p/user/userInfo', undefined, { token: elsewhere.access_token })).statusCode,
      ).toBe(401);
      expect400(await passwordLogin('ivan_001', PASSWORD), messages.loginFailed);
      ok(await passwordLogin('ivan_001', 'Next@12345'));
    });

    it('limits password changes per user and per address before decrypting', async () => {
      const me = await register('kim_0001', '13900000037');
      const change = (ip: string) =>
        call(
          'PUT',
          '/p/user/changePassword',
          { oldPassword: encrypt('Wrong@123'), newPassword: encrypt('Next@12345') },
          { token: me.access_token, ip },
        );
      for (let i = 0; i < 10; i += 1) expect400(await change(`10.5.5.${i}`), messages.oldPasswordWrong);
      const decrypt = vi.spyOn(loadRsaKeys(null), 'decrypt');
      try {
        expect400(await change('10.5.6.1'), messages.tooManyRequests);
        expect(decrypt).not.toHaveBeenCalled();
      } finally {
        decrypt.mockRestore();
      }
      clock += 15 * 60_000 + 1;
      expect400(await change('10.5.6.1'), messages.oldPasswordWrong);
    });

    it('logs out by revoking the token', async () => {
      const session = await register('judy_001', '13900000032');
      expect(
        ok<boolean>(await call('POST', '/p/user/logOut', undefined, { token: session.access_token })),
      ).toBe(true);
      expect(
        (await call('GET', '/p/user/userInfo', undefined, { token: session.access_token })).statusCode,
      ).toBe(401);
      expect(
        (await call('POST', '/p/user/logOut', undefined, { token: session.access_token })).statusCode,
      ).toBe(401);
      expect((await call('POST', '/p/user/logOut')).statusCode).toBe(401);
    });

    it('sets the profile with the nickname rule; a token only ever reads its own user', async () => {
      const mine = await register('kate_001', '13900000033');
      const theirs = await register('leo_0001', '13900000034');
      const set = (body: unknown, lang?: string) =>
        call('PUT', '/p/user/setUserInfo', body, { token: mine.access_token, ...(lang ? { lang } : {}) });
      expect400(await set({ nickName: '   ' }), messages.nicknameRequired);
      expect400(
        await set({ nickName: '一二三四五六七八九十一二三四五六' }, 'en'),
        messages.nicknameTooLong,
        'en',
      );
      expect400(await set({ sex: 'X' }), messages.malformedRequest);
      expect400(await set({ birthDate: '2020-13-45' }), messages.malformedRequest);
      // Not in the future (the server's clock): tomorrow everywhere is refused and changes nothing.
      const tomorrow = new Date(clock + 2 * 86_400_000).toISOString().slice(0, 10);
      expect400(await set({ nickName: 'Future', birthDate: tomorrow }), messages.birthDateInFuture);
      expect(
        ok<Record<string, unknown>>(
          await call('GET', '/p/user/userInfo', undefined, { token: mine.access_token }),
        ),
      ).toMatchObject({ nickName: 'kate_001', birthDate: null });
      const today = new Date(clock).toISOString().slice(0, 10);
      expect(ok<Record<string, unknown>>(await set({ birthDate: today }))).toMatchObject({
        birthDate: today,
      });
      // The avatar: one of the user's own uploads only (not any URL, not another user's upload).
      const avatar = '/api/uploads/2026/06/0000000000000000000000000000000a.png';
      const strangers = '/api/uploads/2026/06/0000000000000000000000000000000b.png';
      await recordUpload(database().handle.db, avatar, mine.userId, new Date());
      await recordUpload(database().handle.db, strangers, theirs.userId, new Date());
      for (const avatarUrl of ['/img/a.png', 'https://evil.example/a.png', strangers, `${avatar}?x=1`]) {
        expect400(await set({ nickName: 'Changed', avatarUrl }), messages.imageNotUploaded);
      }
      const info = ok<Record<string, unknown>>(
        await set({ nickName: ' Kate ', avatarUrl: avatar, sex: 'F', birthDate: '1990-02-03' }),
      );
      expect(info).toMatchObject({
        userId: mine.userId,
        nickName: 'Kate',
        pic: avatar,
        sex: 'F',
        birthDate: '1990-02-03',
      });
      // The current avatar sent back unchanged with another change is fine, whatever its origin.
      await database()
        .handle.db.update(users)
        .set({ pic: '/img/legacy.png' })
        .where(eq(users.userId, mine.userId));
      expect(
        ok<Record<string, unknown>>(await set({ nickName: 'Kate2', avatarUrl: '/img/legacy.png' })),
      ).toMatchObject({ nickName: 'Kate2', pic: '/img/legacy.png' });
      expect(ok<Record<string, unknown>>(await set({ avatarUrl: '' }))).toMatchObject({ pic: null });
      const theirInfo = ok<Record<string, unknown>>(
        await call('GET', '/p/user/userInfo', undefined, { token: theirs.access_token }),
      );
      expect(theirInfo).toMatchObject({ userId: theirs.userId, nickName: 'leo_0001', sex: null });
      expect((await call('PUT', '/p/user/setUserInfo', { nickName: 'x' })).statusCode).toBe(401);
    });
  });

  /** Every account route that takes a signed body. */
  const signedAccountRoutes: ['POST' | 'PUT', string][] = [
    ['POST', '/sms/sendLoginCode'],
    ['PUT', '/user/sendRegisterSms'],
    ['PUT', '/user/checkRegisterSms'],
    ['PUT', '/user/registerOrBindUser'],
    ['PUT', '/user/sendResetSms'],
    ['PUT', '/user/resetPassword'],
    ['POST', '/login'],
    ['POST', '/appLogin'],
    ['PUT', '/p/user/changePassword'],
    ['POST', '/p/user/logOut'],
    ['PUT', '/p/user/setUserInfo'],
  ];

  describe('signature', () => {
    it('is required on every non-GET account route (with a valid token on /p/ routes)', async () => {
      const session = await register('mike_001', '13900000040');
      for (const [method, url] of signedAccountRoutes) {
        const res = await app.inject({
          method,
          url: `/api${url}`,
          headers: {
            'content-type': 'application/json',
            ...(url.startsWith('/p/') ? { authorization: `bearer ${session.access_token}` } : {}),
          },
          payload: '{"mobile":"13900000001"}',
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.body, url).toBe(zh(messages.signatureMissing));
      }
    });
  });

  describe('malformed requests', () => {
    it('are never a 500 on any account route', async () => {
      const session = await register('nina_001', '13900000041');
      // Log-out takes no body.
      const routes = signedAccountRoutes.filter(([, url]) => url !== '/p/user/logOut');
      const bodies: unknown[] = [
        null,
        [],
        'text',
        42,
        {},
        { mobile: 13900000041, validCode: 1, password: 1, principal: {}, credentials: [], appType: 'x' },
        { mobile: '13900000041', validCode: 'x'.repeat(5000), principal: 'y'.repeat(5000), appType: 1 },
        { principal: 'a.b', appType: 1, loginType: '1', credentials: '1' },
        { principal: '%%%.%%%', appType: 1 },
        { birthDate: '2021-02-30', sex: null, nickName: 'ok' },
        { birthDate: '0000-00-00' },
        { avatarUrl: 'x'.repeat(5000) },
      ];
      for (const [method, url] of routes) {
        for (const body of bodies) {
          waitResend();
          const res = await call(method, url, body, { token: session.access_token, ip: '10.9.9.9' });
          expect(
            res.statusCode,
            `${method} ${url} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`,
          ).toBeLessThan(500);
        }
      }
    });
  });

  describe('development outbox', () => {
    it('does not exist unless enabled, and never in production', async () => {
      const base = { db: database().handle.db };
      const off = await testServer({ ...base, account: { devOutbox: false } });
      expect((await off.inject({ url: '/api/dev/sms/latest?mobile=13900000001' })).statusCode).toBe(404);
      await off.close();
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        // A real provider (production refuses the development one): a test double that sends nothing.
        const gateway = { name: 'test', send: async () => {} };
        const production = await testServer({ ...base, account: { devOutbox: true, sms: gateway } });
        expect((await production.inject({ url: '/api/dev/sms/latest?mobile=13900000001' })).statusCode).toBe(
          404,
        );
        await production.close();
      } finally {
        process.env.NODE_ENV = saved;
      }
      expect(registered).toBeGreaterThan(0);
    });
  });
});

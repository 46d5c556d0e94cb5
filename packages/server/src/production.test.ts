// The production requirements (src/production.ts): an empty environment names every always-required
// variable; a complete one passes; a half-configured payment provider, a bad value or a PEM that is
// neither text nor a file is named with its reason.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { missingForProduction, productionRequirements } from './production.ts';
import { completeProductionEnv, testKeyPair } from './test/production.ts';

const dir = mkdtempSync(join(tmpdir(), 'mall-production-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const completeEnv = (): NodeJS.ProcessEnv => completeProductionEnv(dir);

const names = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf(':')));

describe('missingForProduction', () => {
  it('names every always-required variable of an empty environment, each with its reason', () => {
    const missing = missingForProduction({ NODE_ENV: 'production' });
    expect(names(missing)).toEqual([
      'MALL_PUBLIC_URL',
      'MALL_TRUST_PROXY',
      'MALL_SSO_SECRET',
      'MALL_SMS_PROVIDER',
      'ALIPAY_APP_ID, WECHATPAY_MCHID or PAYPAL_CLIENT_ID (or MALL_PAYMENT_SANDBOX=1)',
    ]);
    for (const line of missing) expect(line.split(': ')[1]!.length).toBeGreaterThan(10);
  });

  it('accepts a complete environment', () => {
    expect(missingForProduction(completeEnv())).toEqual([]);
  });

  it('accepts the sandbox instead of a provider only with its secret', () => {
    const env = completeEnv();
    for (const key of Object.keys(env)) if (key.startsWith('ALIPAY_')) delete env[key];
    expect(names(missingForProduction({ ...env, MALL_PAYMENT_SANDBOX: '1' }))).toEqual([
      'MALL_SANDBOX_PAY_SECRET',
    ]);
    expect(
      missingForProduction({ ...env, MALL_PAYMENT_SANDBOX: '1', MALL_SANDBOX_PAY_SECRET: 's'.repeat(32) }),
    ).toEqual([]);
    expect(names(missingForProduction({ ...env, MALL_PAYMENT_SANDBOX: 'yes' }))).toContain(
      'MALL_PAYMENT_SANDBOX',
    );
  });

  it('requires the identity secret while the identity sandbox is on, and a usable one when set', () => {
    const env = completeEnv();
    expect(names(missingForProduction({ ...env, MALL_IDENTITY_SANDBOX: '1' }))).toEqual([
      'MALL_IDENTITY_SECRET',
    ]);
    expect(
      missingForProduction({ ...env, MALL_IDENTITY_SANDBOX: '1', MALL_IDENTITY_SECRET: 'i'.repeat(32) }),
    ).toEqual([]);
    expect(missingForProduction({ ...env, MALL_IDENTITY_SANDBOX: '0' })).toEqual([]);
    expect(names(missingForProduction({ ...env, MALL_IDENTITY_SECRET: 'short' }))).toEqual([
      'MALL_IDENTITY_SECRET',
    ]);
    expect(names(missingForProduction({ ...env, MALL_IDENTITY_SANDBOX: 'yes' }))).toEqual([
      'MALL_IDENTITY_SANDBOX',
    ]);
  });

  it('refuses a half-configured provider, even beside a complete one', () => {
    const env = { ...completeEnv(), WECHATPAY_MCHID: '1900000001', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(names(missingForProduction(env))).toEqual([
      'WECHATPAY_APPID',
      'WECHATPAY_SERIAL',
      'WECHATPAY_PRIVATE_KEY',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PLATFORM_CERT',
      'WECHATPAY_PLATFORM_SERIAL',
      'PAYPAL_CLIENT_ID',
      'PAYPAL_WEBHOOK_ID',
    ]);
  });

  it("requires the chosen SMS provider's variables and refuses the dev provider", () => {
    const env = completeEnv();
    expect(names(missingForProduction({ ...env, MALL_SMS_PROVIDER: 'tencent' }))).toEqual([
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ]);
    expect(missingForProduction({ ...env, MALL_SMS_PROVIDER: 'dev' })).toEqual([
      expect.stringMatching(/^MALL_SMS_PROVIDER: must be aliyun or tencent/),
    ]);
  });

  it.each([
    ['MALL_PUBLIC_URL', 'http://mall.example.com', /https/],
    ['MALL_PUBLIC_URL', 'https://mall.example.com/shop', /https/],
    ['MALL_SSO_SECRET', 'short', /32 characters/],
    ['ALIPAY_PUBLIC_KEY', '/nonexistent/alipay.pem', /neither PEM text nor/],
    ['ALIPAY_PRIVATE_KEY', 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', /neither PEM text nor/],
  ])('names %s = %s with its problem', (name, value, reason) => {
    const missing = missingForProduction({ ...completeEnv(), [name]: value });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(new RegExp(`^${name}: `));
    expect(missing[0]).toMatch(reason);
  });

  it('checks that the APIv3 key is 32 bytes', () => {
    const wechat = testKeyPair();
    const env = {
      ...completeEnv(),
      WECHATPAY_MCHID: '1900000001',
      WECHATPAY_APPID: 'wx0000000000000000',
      WECHATPAY_SERIAL: 'ABC',
      WECHATPAY_PRIVATE_KEY: wechat.privateKey,
      WECHATPAY_APIV3_KEY: 'k'.repeat(32),
      WECHATPAY_PLATFORM_CERT: wechat.publicKey,
      WECHATPAY_PLATFORM_SERIAL: 'DEF',
    };
    expect(missingForProduction(env)).toEqual([]);
    expect(names(missingForProduction({ ...env, WECHATPAY_APIV3_KEY: 'k'.repeat(31) }))).toEqual([
      'WECHATPAY_APIV3_KEY',
    ]);
  });

  it('documents every requirement: a name, when and why', () => {
    for (const r of productionRequirements) {
      expect(r.name).toMatch(/^[A-Z]/);
      expect(r.when.length).toBeGreaterThan(3);
      expect(r.why.length).toBeGreaterThan(10);
    }
  });
});

// A complete production environment for tests (src/production.ts): Aliyun SMS and Alipay, with RSA keys
// generated at test time (no key is ever committed), the Alipay public key written to a file in `dir`.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A fresh RSA key pair as PEM (PKCS#8 private, SPKI public). */
export function testKeyPair(): { privateKey: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function completeProductionEnv(dir: string): Record<string, string> {
  const ours = testKeyPair();
  const alipay = testKeyPair();
  const keyFile = join(dir, 'alipay-public.pem');
  writeFileSync(keyFile, alipay.publicKey);
  return {
    NODE_ENV: 'production',
    MALL_PUBLIC_URL: 'https://mall.example.com',
    MALL_TRUST_PROXY: '1',
    MALL_SSO_SECRET: 'x'.repeat(32),
    MALL_SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'test-access-key-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-access-key-secret',
    ALIYUN_SMS_SIGN_NAME: '全球购',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_000000',
    ALIPAY_APP_ID: '2021000000000000',
    // Inline with `\n` escapes, as a one-line variable holds it; and as a file path.
    ALIPAY_PRIVATE_KEY: ours.privateKey.replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: keyFile,
  };
}

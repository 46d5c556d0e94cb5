// The account module's configuration: where its key files live, the single sign-on partner, the SMS
// provider (MALL_SMS_PROVIDER, sms-providers.ts) and whether the development SMS outbox is served.
// `accountConfigFromEnv` reads the environment (main.ts, scripts); tests pass their own values.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateOnce } from '../../lib/files.ts';
import type { SmsProvider } from './sms.ts';
import { smsProviderFromEnv } from './sms-providers.ts';

export interface AccountConfig {
  /**
   * The data folder that keeps the RSA key pair and the development SSO secret; null keeps them in
   * memory for this process only (tests).
   */
  dataDir: string | null;
  /** The HMAC-SHA256 secret of single sign-on codes (MALL_SSO_SECRET). */
  ssoSecret: string;
  /** The partner platform type that codes must carry and /appLogin answers as fescoPlattype. */
  ssoPlattype: string;
  /** How long a minted single sign-on code is valid. */
  ssoCodeTtlMs: number;
  /** GET /dev/sms/latest exists (MALL_DEV_OUTBOX=1, never with NODE_ENV=production). */
  devOutbox: boolean;
  /** The SMS gateway (MALL_SMS_PROVIDER: aliyun, tencent, or dev in the demo only). */
  sms: SmsProvider;
  /** Login attempts per client address in 15 minutes (MALL_LOGIN_IP_LIMIT, default 50). */
  loginIpLimit: number;
  /** SMS sends per client address in an hour (MALL_SMS_IP_LIMIT, default 30). */
  smsIpLimit: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const SSO_CODE_TTL_MS = 5 * 60 * 1000;
export const DEFAULT_SSO_PLATTYPE = '1';

/** Whether the development outbox may be served under this environment. */
export function devOutboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MALL_DEV_OUTBOX === '1' && env.NODE_ENV !== 'production';
}

let processSecret: string | undefined;

/**
 * The SSO secret: MALL_SSO_SECRET, else a development secret generated once into `<dataDir>/sso-secret`
 * (never committed: the data folder is ignored), else (no data folder) a secret of this process.
 */
export function ssoSecretFrom(dataDir: string | null, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MALL_SSO_SECRET) return env.MALL_SSO_SECRET;
  if (!dataDir) return (processSecret ??= randomBytes(32).toString('base64url'));
  // Made once even when instances sharing the folder start together (lib/files.ts).
  return readOrCreateOnce(
    join(dataDir, 'sso-secret'),
    () => `${randomBytes(32).toString('base64url')}\n`,
  ).trim();
}

/** `sms` given, the environment's SMS variables are not read. */
export function accountConfigFromEnv(
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
  sms: SmsProvider = smsProviderFromEnv(env),
): AccountConfig {
  return {
    dataDir,
    ssoSecret: ssoSecretFrom(dataDir, env),
    ssoPlattype: env.MALL_SSO_PLATTYPE || DEFAULT_SSO_PLATTYPE,
    ssoCodeTtlMs: SSO_CODE_TTL_MS,
    devOutbox: devOutboxEnabled(env),
    sms,
    loginIpLimit: positiveInt(env.MALL_LOGIN_IP_LIMIT, 50),
    smsIpLimit: positiveInt(env.MALL_SMS_IP_LIMIT, 30),
  };
}

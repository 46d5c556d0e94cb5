// What a production start needs (decisions/0028), in ONE place: the environment variables, when each is
// required and why, as data (the operations guide is written from this list). `missingForProduction(env)`
// names every variable that is missing or unusable, with the reason; main.ts prints them all and exits 1
// before opening the database. The demo (`npm start`, NODE_ENV unset) requires none of them.
import { Buffer } from 'node:buffer';
import { pemFrom, publicUrlFrom } from './lib/env.ts';
import { SMS_PROVIDER_VARIABLES } from './modules/account/sms-providers.ts';
import { ALIPAY_VARIABLES } from './modules/payment/alipay.ts';
import { PAYPAL_VARIABLES } from './modules/payment/paypal.ts';
import { WECHATPAY_VARIABLES } from './modules/payment/wechat.ts';

type Env = NodeJS.ProcessEnv;

export interface Requirement {
  /** The environment variable (or, for a choice between several, what to set). */
  name: string;
  /** When production requires it, in words. */
  when: string;
  /** Why the mall needs it. */
  why: string;
  /** Whether this environment requires it. */
  requiredIn(env: Env): boolean;
  /** Whether it is satisfied (default: set and not blank). */
  satisfied?(env: Env): boolean;
  /** What is wrong with a value that is set; undefined when it is usable. */
  problem?(value: string, env: Env): string | undefined;
}

const isSet = (env: Env, name: string): boolean => Boolean(env[name]?.trim());

/** A PEM variable: the PEM text itself or the path of a readable file holding it. */
function pemProblem(value: string): string | undefined {
  try {
    const pem = pemFrom(value);
    return pem?.includes('-----BEGIN') ? undefined : 'holds no PEM block (-----BEGIN ...)';
  } catch {
    return 'is neither PEM text nor the path of a readable file';
  }
}

const atLeast32 = (value: string) =>
  value.trim().length >= 32 ? undefined : 'must be at least 32 characters';

/** The online payment providers and their required variables (each module's list); the first names it. */
export const paymentProviderVariables = {
  alipay: { label: 'Alipay', variables: ALIPAY_VARIABLES },
  wechat: { label: 'WeChat Pay', variables: WECHATPAY_VARIABLES },
  paypal: { label: 'PayPal', variables: PAYPAL_VARIABLES },
} as const;

type ProviderKey = keyof typeof paymentProviderVariables;

/**
 * A provider is begun once any of its required variables is set (an operator meant to configure it):
 * then all of them are required, so a half-configured provider stops the start instead of failing at
 * the first payment.
 */
function providerBegun(env: Env, key: ProviderKey): boolean {
  return paymentProviderVariables[key].variables.some((name) => isSet(env, name));
}

const sandboxOn = (env: Env) => env.MALL_PAYMENT_SANDBOX === '1';

/** The SMS provider's variables, by MALL_SMS_PROVIDER (sms-providers.ts's list). */
export const smsProviderVariables = SMS_PROVIDER_VARIABLES;

const pemVariables = new Set([
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_CERT',
]);

const providerWhy: Record<string, string> = {
  ALIPAY_APP_ID: 'the app id of our Alipay application',
  ALIPAY_PRIVATE_KEY: "our application's RSA2 private key (PEM or a file), which signs requests to Alipay",
  ALIPAY_PUBLIC_KEY: "Alipay's public key (PEM or a file), which verifies Alipay's notifications",
  WECHATPAY_MCHID: 'our WeChat Pay merchant id',
  WECHATPAY_APPID: 'the app id the merchant id is bound to',
  WECHATPAY_SERIAL: "our merchant certificate's serial number",
  WECHATPAY_PRIVATE_KEY: "our merchant certificate's private key (PEM or a file), which signs requests",
  WECHATPAY_APIV3_KEY: 'the APIv3 key (32 bytes), which decrypts notifications',
  WECHATPAY_PLATFORM_CERT:
    "WeChat Pay's platform certificate or public key (PEM or a file), which verifies notifications",
  WECHATPAY_PLATFORM_SERIAL: "the serial of WeChat Pay's platform certificate or public key",
  PAYPAL_CLIENT_ID: "our PayPal REST app's client id",
  PAYPAL_CLIENT_SECRET: "our PayPal REST app's secret",
  PAYPAL_WEBHOOK_ID: "the id of the PayPal webhook, with which PayPal's notifications are verified",
};

function providerRequirements(key: ProviderKey): Requirement[] {
  const { label, variables } = paymentProviderVariables[key];
  return variables.map((name) => ({
    name,
    when: `${label} is configured (any of ${variables.join(', ')} is set)`,
    why: providerWhy[name] ?? label,
    requiredIn: (env) => providerBegun(env, key),
    ...(pemVariables.has(name) ? { problem: pemProblem } : {}),
    ...(name === 'WECHATPAY_APIV3_KEY'
      ? {
          problem: (value: string) =>
            Buffer.byteLength(value.trim()) === 32 ? undefined : 'must be exactly 32 bytes',
        }
      : {}),
  }));
}

function smsRequirements(provider: keyof typeof smsProviderVariables): Requirement[] {
  return smsProviderVariables[provider].map((name) => ({
    name,
    when: `MALL_SMS_PROVIDER=${provider}`,
    why: `the ${provider === 'aliyun' ? 'Aliyun' : 'Tencent Cloud'} SMS account that texts the codes`,
    requiredIn: (env) => env.MALL_SMS_PROVIDER?.trim() === provider,
  }));
}

/** Everything a production start requires, in the order it is reported. */
export const productionRequirements: readonly Requirement[] = [
  {
    name: 'MALL_PUBLIC_URL',
    when: 'always',
    why: 'the https origin shoppers and payment providers reach the mall by (notify and return URLs)',
    requiredIn: () => true,
    problem: (_value, env) =>
      publicUrlFrom(env)?.protocol === 'https:' ? undefined : 'must be an https:// origin without a path',
  },
  {
    name: 'MALL_TRUST_PROXY',
    when: 'always',
    why:
      "which reverse proxy's X-Forwarded-For gives the client address (1 for one proxy, or its addresses); " +
      '0 only when shoppers reach this server directly: behind an unnamed proxy every shopper would share ' +
      "the proxy's address, and so one rate limit and one login wait",
    requiredIn: () => true,
  },
  {
    name: 'MALL_SSO_SECRET',
    when: 'always',
    why: "the partner platform's single sign-on HMAC secret (the demo generates one into the data folder)",
    requiredIn: () => true,
    problem: atLeast32,
  },
  {
    name: 'MALL_SMS_PROVIDER',
    when: 'always',
    why: 'who texts the login and registration codes: aliyun or tencent (the dev outbox is demo only)',
    requiredIn: () => true,
    problem: (value) =>
      value.trim() === 'aliyun' || value.trim() === 'tencent' ? undefined : 'must be aliyun or tencent',
  },
  ...smsRequirements('aliyun'),
  ...smsRequirements('tencent'),
  {
    name: 'ALIPAY_APP_ID, WECHATPAY_MCHID or PAYPAL_CLIENT_ID (or MALL_PAYMENT_SANDBOX=1)',
    when: 'always',
    why: 'online payments need at least one provider configured in full; the sandbox pays without money',
    requiredIn: () => true,
    satisfied: (env) =>
      sandboxOn(env) ||
      (Object.keys(paymentProviderVariables) as ProviderKey[]).some((key) => providerBegun(env, key)),
  },
  ...providerRequirements('alipay'),
  ...providerRequirements('wechat'),
  ...providerRequirements('paypal'),
  {
    name: 'MALL_SANDBOX_PAY_SECRET',
    when: 'MALL_PAYMENT_SANDBOX=1',
    why: "the HMAC secret of the sandbox provider's notifications (the demo generates one)",
    requiredIn: sandboxOn,
    problem: atLeast32,
  },
  {
    name: 'MALL_IDENTITY_SECRET',
    when: 'MALL_IDENTITY_SANDBOX=1 (real-name verification on), or when set',
    why:
      'the secret the keys of the real-name records derive from (the ID numbers are stored encrypted with ' +
      'it, and hashed with it for uniqueness; the demo generates one); keep it while verified identities are stored',
    requiredIn: (env) => env.MALL_IDENTITY_SANDBOX === '1' || isSet(env, 'MALL_IDENTITY_SECRET'),
    problem: atLeast32,
  },
  {
    name: 'MALL_IDENTITY_SANDBOX',
    when: 'when set',
    why: 'the sandbox identity provider (public test identities) is on in production only with exactly 1',
    requiredIn: (env) => env.MALL_IDENTITY_SANDBOX !== undefined && env.MALL_IDENTITY_SANDBOX !== '',
    problem: (value) => (value === '1' || value === '0' ? undefined : 'must be 1 (on) or 0 (off)'),
  },
  {
    name: 'MALL_PAYMENT_SANDBOX',
    when: 'when set',
    why: 'the sandbox payment provider is on in production only with exactly 1',
    requiredIn: (env) => env.MALL_PAYMENT_SANDBOX !== undefined && env.MALL_PAYMENT_SANDBOX !== '',
    problem: (value) => (value === '1' || value === '0' ? undefined : 'must be 1 (on) or 0 (off)'),
  },
];

/**
 * What a production start lacks: one line per missing or unusable variable, `NAME: why` or
 * `NAME: problem (why)`; empty when the environment is complete.
 */
export function missingForProduction(env: Env = process.env): string[] {
  const missing: string[] = [];
  for (const requirement of productionRequirements) {
    if (!requirement.requiredIn(env)) continue;
    if (requirement.satisfied) {
      if (!requirement.satisfied(env)) missing.push(`${requirement.name}: ${requirement.why}`);
      continue;
    }
    const value = env[requirement.name];
    if (value === undefined || !value.trim()) {
      missing.push(`${requirement.name}: ${requirement.why}`);
      continue;
    }
    const problem = requirement.problem?.(value, env);
    if (problem) missing.push(`${requirement.name}: ${problem} (${requirement.why})`);
  }
  return missing;
}

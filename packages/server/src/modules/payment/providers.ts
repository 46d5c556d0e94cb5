// The payment provider registry (decisions/0029): which providers this server speaks to, built once from
// the environment (the routes in api.ts and the background jobs use the same list), and which one serves
// a pay type. A real provider is configured when its first variable is set (ALIPAY_APP_ID,
// WECHATPAY_MCHID, PAYPAL_CLIENT_ID; each reader then insists on the rest); the sandbox joins when
// `sandboxPaymentsEnabled` (the demo; production only with MALL_PAYMENT_SANDBOX=1). For a pay type the
// real provider wins over the sandbox; a pay type nobody serves is refused (payMethodUnavailable).
import { messages } from '@mall/domain';
import { sandboxPaymentsEnabled } from '../../lib/env.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { alipayFromEnv } from './alipay.ts';
import { sandboxSecretFrom } from './config.ts';
import { paypalFromEnv } from './paypal.ts';
import { SandboxProvider, type OnlinePayType, type PaymentProvider, type ProviderName } from './provider.ts';
import { wechatPayFromEnv } from './wechat.ts';

export interface PaymentProviders {
  /** Every configured provider (real ones first, the sandbox last). */
  readonly all: readonly PaymentProvider[];
  /** The sandbox provider when it is on (its pages are registered only then), else null. */
  readonly sandbox: SandboxProvider | null;
  /** The provider of a payment already made (its notifications and refunds), or null if not configured. */
  byName(name: string | null): PaymentProvider | null;
  /** The provider that serves a pay type now: the real one before the sandbox; null when none does. */
  forPayType(payType: OnlinePayType): PaymentProvider | null;
  /** Like forPayType, but refuses (400, translated) a pay type nobody serves. */
  require(payType: OnlinePayType): PaymentProvider;
}

/** A registry over a list of providers (one per name: a second of the same name is a configuration bug). */
export function providerRegistry(list: readonly PaymentProvider[]): PaymentProviders {
  const names = new Set<ProviderName>();
  for (const provider of list) {
    if (names.has(provider.name)) throw new Error(`payment provider ${provider.name} is configured twice`);
    names.add(provider.name);
  }
  const all = [...list.filter((p) => p.name !== 'sandbox'), ...list.filter((p) => p.name === 'sandbox')];
  const sandbox = (all.find((p) => p instanceof SandboxProvider) as SandboxProvider | undefined) ?? null;
  const forPayType = (payType: OnlinePayType) => all.find((p) => p.payTypes.includes(payType)) ?? null;
  return {
    all,
    sandbox,
    byName: (name) => all.find((p) => p.name === name) ?? null,
    forPayType,
    require(payType) {
      const provider = forPayType(payType);
      if (!provider) throw new BusinessError(messages.payMethodUnavailable);
      return provider;
    },
  };
}

/** The real providers the environment configures (throws when one is configured only in part). */
export function realProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider[] {
  const list: (PaymentProvider | null)[] = [alipayFromEnv(env), wechatPayFromEnv(env), paypalFromEnv(env)];
  return list.filter((p): p is PaymentProvider => p !== null);
}

export interface ProvidersOptions {
  /** The data folder that keeps the sandbox's generated secret (null: a secret of this process). */
  dataDir: string | null;
  /** The real providers (default: from the environment); tests give their own. */
  providers?: readonly PaymentProvider[];
  /** Whether the sandbox is on (default: sandboxPaymentsEnabled of the environment). */
  sandbox?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** The registry the server (routes and jobs) uses. */
export function paymentProviders(options: ProvidersOptions): PaymentProviders {
  const env = options.env ?? process.env;
  const real = [...(options.providers ?? realProvidersFromEnv(env))];
  const sandboxOn = options.sandbox ?? sandboxPaymentsEnabled(env);
  const withoutSandbox = real.filter((p) => p.name !== 'sandbox');
  if (!sandboxOn) return providerRegistry(withoutSandbox);
  const given = real.find((p) => p.name === 'sandbox');
  return providerRegistry([
    ...withoutSandbox,
    given ?? new SandboxProvider(sandboxSecretFrom(options.dataDir, env)),
  ]);
}

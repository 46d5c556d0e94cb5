// The payment provider registry (decisions/0029): the real provider wins over the sandbox for its pay
// type, a pay type nobody serves is refused with the translated error, the sandbox is on in the demo and
// in production only with MALL_PAYMENT_SANDBOX=1 (and then its secret is required), and a provider
// configured twice is a configuration error.
import { describe, expect, it } from 'vitest';
import { messages } from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import { sandboxSecretFrom } from './config.ts';
import { SandboxProvider, type PaymentProvider } from './provider.ts';
import { paymentProviders, providerRegistry } from './providers.ts';

/** A provider that only has a name and pay types (the registry looks at nothing else). */
const fake = (name: PaymentProvider['name'], payTypes: PaymentProvider['payTypes']): PaymentProvider => ({
  name,
  payTypes,
  ack: { status: 200, contentType: 'text/plain', body: 'success' },
  createPayment: () => Promise.reject(new Error('not in this test')),
  verifyNotification: () => Promise.resolve(null),
  refund: () => Promise.resolve(false),
});

describe('payment provider registry', () => {
  it('prefers the real provider over the sandbox and refuses a pay type nobody serves', () => {
    const alipay = fake('alipay', [2]);
    const sandbox = new SandboxProvider('secret');
    const registry = providerRegistry([sandbox, alipay]);
    expect(registry.forPayType(2)).toBe(alipay);
    expect(registry.forPayType(3)).toBe(sandbox);
    expect(registry.byName('sandbox')).toBe(sandbox);
    expect(registry.byName(null)).toBeNull();
    const realOnly = providerRegistry([alipay]);
    expect(realOnly.sandbox).toBeNull();
    expect(realOnly.forPayType(10)).toBeNull();
    let refusal: unknown;
    try {
      realOnly.require(10);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(BusinessError);
    expect((refusal as BusinessError).descriptor).toBe(messages.payMethodUnavailable);
    expect(() => providerRegistry([alipay, fake('alipay', [2])])).toThrow(/twice/);
  });

  it('turns the sandbox on in the demo, and in production only with MALL_PAYMENT_SANDBOX=1 and its secret', () => {
    expect(paymentProviders({ dataDir: null, providers: [], env: {} }).sandbox).not.toBeNull();
    expect(paymentProviders({ dataDir: null, providers: [], env: { NODE_ENV: 'production' } }).all).toEqual(
      [],
    );
    expect(() =>
      paymentProviders({
        dataDir: null,
        providers: [],
        env: { NODE_ENV: 'production', MALL_PAYMENT_SANDBOX: '1' },
      }),
    ).toThrow(/MALL_SANDBOX_PAY_SECRET/);
    const on = paymentProviders({
      dataDir: null,
      providers: [],
      env: { NODE_ENV: 'production', MALL_PAYMENT_SANDBOX: '1', MALL_SANDBOX_PAY_SECRET: 's'.repeat(32) },
    });
    expect(on.sandbox).not.toBeNull();
    expect(paymentProviders({ dataDir: null, providers: [], sandbox: false, env: {} }).sandbox).toBeNull();
    expect(() => sandboxSecretFrom(null, { NODE_ENV: 'production' })).toThrow();
  });
});

// Provider SDKs load when a provider is configured, not with the server: together the payment SDKs and
// Redis's client hold about 100 MB per process (measured: Alipay 32, PayPal 38, WeChat Pay 19, ioredis
// 21), which a demo, a test or a process without that provider never needs (issue 12's memory target).
// They are CommonJS packages (or ship a CommonJS build), loaded with require so a class is the one its
// types describe.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A function that loads the package on its first call and answers the same module after. */
export function onDemand<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

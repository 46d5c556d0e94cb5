// The few environment readings several modules share (decisions/0028): which mode the server runs in, the
// public address shoppers and providers reach it by, and PEM keys given inline or as a file. Each module
// reads its own settings; what production requires is listed once in src/production.ts.
import { readFileSync } from 'node:fs';

/** NODE_ENV=production: no demo doors (seed, SMS outbox, sandbox payments), real providers, secrets required. */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/**
 * MALL_PUBLIC_URL: the origin shoppers and providers reach the mall by (`https://mall.example.com`), used
 * for absolute links (provider notify and return URLs) and to accept absolute return URLs. Null when unset
 * or not an http(s) origin (the demo then builds links from the request, and accepts only site paths).
 */
export function publicUrlFrom(env: NodeJS.ProcessEnv = process.env): URL | null {
  const value = env.MALL_PUBLIC_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * The sandbox payment provider (its cashier pages pay without money) is on in the demo, and in production
 * only when MALL_PAYMENT_SANDBOX=1 is set explicitly.
 */
export function sandboxPaymentsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !isProduction(env) || env.MALL_PAYMENT_SANDBOX === '1';
}

/**
 * A PEM key or certificate from a variable holding either the PEM text (real newlines or `\n` escapes) or
 * the path of a file with it; undefined when the variable is unset or empty.
 */
export function pemFrom(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.startsWith('-----BEGIN')) return `${text.replace(/\\n/g, '\n')}\n`;
  return readFileSync(text, 'utf8');
}

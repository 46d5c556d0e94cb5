// Throttling for the services (SMS sends, login attempts, password changes): a refused hit is a 400 "too
// many requests" (or the limit's own message) in the request's language, as the contract wants every
// business refusal. Every per-address limit keys the client by `addressKey` (an IPv6 client by its /64,
// an IPv4-mapped IPv6 address as IPv4), and failed logins slow down per (account, address) and per
// address with a growing wait instead of locking the account (`failureThrottle`, decisions/0032).
import { isIP } from 'node:net';
import { messages } from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import { BusinessError } from './errors.ts';
import type { RateLimiter } from './stores.ts';

export interface Limit {
  /** What is limited, e.g. 'sms:register' or 'login:fail'. */
  purpose: string;
  limit: number;
  windowMs: number;
  /** The refusal's message (default: "Too many requests, please try again later"). */
  message?: MessageDescriptor;
}

/** Counts a hit of `key` against `limit` and throws a BusinessError once it is exceeded. */
export async function enforceLimit(limiter: RateLimiter, limit: Limit, key: string): Promise<void> {
  const result = await limiter.hit(limit.purpose, key, limit.limit, limit.windowMs);
  if (!result.allowed) throw new BusinessError(limit.message ?? messages.tooManyRequests);
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = text
      .slice(lastColon + 1)
      .split('.')
      .map(Number);
    tail.push((a << 8) | b, (c << 8) | d);
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = rest === undefined ? [] : rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - before.length - after.length).fill('0');
  const groups = [...before, ...zeros, ...after].map((g) => parseInt(g, 16));
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

/**
 * The key of a client address for every per-address limit: an IPv4 address as it is; an IPv6 address by
 * its /64 (one subscriber usually holds a whole /64, so counting single addresses would let one client
 * rotate through 2^64 of them), written `2001:db8:1:2::/64`; an IPv4-mapped IPv6 address
 * (`::ffff:10.0.0.1`, a dual-stack socket) as the IPv4 address it is. A zone id is dropped.
 */
export function addressKey(ip: string): string {
  let address = ip.trim();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return ip;
  const g = ipv6Groups(address);
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

export interface FailureThrottleOptions {
  /** What is throttled, e.g. 'login' or 'merchant-login' (the counters' purposes start with it). */
  purpose: string;
  /** Failures of a (principal, address) pair before it waits: from this one on, each makes it wait. */
  pairFree: number;
  /** Failures of an address, whatever the principals, before it waits. */
  addressFree: number;
  /** The wait after the `pairFree`-th (or `addressFree`-th) failure; each further one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long failures are counted (a fixed window from the first one). */
  memoryMs: number;
  /** The refusal while waiting. */
  message: MessageDescriptor;
}

export interface FailureThrottle {
  /**
   * One attempt of `principal` from `address`. Refused (the options' message, `run` not called) while
   * the pair or the address waits, or while another attempt of the same pair is running. `run` checks
   * the credentials and answers whether they were right (false is a failure); what it throws is
   * rethrown and counts nothing (the credentials were not checked, e.g. an unreadable password).
   */
  attempt(principal: string, address: string, run: () => Promise<boolean>): Promise<boolean>;
}

/**
 * Failed logins, the shopper's (/login) and the merchant's (/merchant/login): after the 5th failure of an
 * (account, address) pair in a day, or the 20th of an address, a wait of 1 s, doubling with each further
 * failure, up to 15 minutes.
 */
export const LOGIN_FAILURES: Omit<FailureThrottleOptions, 'purpose'> = {
  pairFree: 5,
  addressFree: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  memoryMs: 24 * 60 * 60 * 1000,
  message: messages.loginTooManyFailures,
};

/** The wait after the `count`-th failure when the `free`-th starts the waits: base · 2^(count − free), capped. */
export function failureDelay(count: number, free: number, baseMs: number, maxMs: number): number {
  if (count < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(count - free, 40));
}

/** How long an attempt may hold its pair's mark. */
const BUSY_MS = 30_000;

/**
 * Failed credentials slow down the one who fails, never the account: the counters are per (principal,
 * address) and per address, so a stranger's failures from elsewhere never stop the owner (no lock-out),
 * while the stranger waits 1 s, 2 s, 4 s, ... (capped) between attempts once past the free ones. The
 * owner's success forgets the pair's failures (the address's stay).
 * The attempts of one pair run one at a time (a `busy` mark, released when the attempt ends), so a
 * burst of concurrent guesses cannot all pass before the first failure is counted. Attempts of one
 * address on many accounts may run together: the route's per-address attempt limit bounds them.
 * `address` is the client's address as received; it is keyed with `addressKey`.
 */
export function failureThrottle(limiter: RateLimiter, options: FailureThrottleOptions): FailureThrottle {
  const p = options.purpose;
  const delay = (count: number, free: number) =>
    failureDelay(count, free, options.baseDelayMs, options.maxDelayMs);
  const waiting = (window: { retryAfterMs: number } | null) => window !== null && window.retryAfterMs > 0;

  const failed = async (pair: string, ip: string) => {
    const [pairFails, ipFails] = await Promise.all([
      limiter.hit(`${p}:fail:pair`, pair, options.pairFree, options.memoryMs),
      limiter.hit(`${p}:fail:ip`, ip, options.addressFree, options.memoryMs),
    ]);
    const pairWait = delay(pairFails.count, options.pairFree);
    const ipWait = delay(ipFails.count, options.addressFree);
    // A new wait window: the last one has ended, or this attempt would not have run.
    if (pairWait > 0) await limiter.hit(`${p}:wait:pair`, pair, 1, pairWait);
    if (ipWait > 0) await limiter.hit(`${p}:wait:ip`, ip, 1, ipWait);
  };

  return {
    async attempt(principal, address, run) {
      const ip = addressKey(address);
      const pair = `${ip} ${principal}`;
      // Longer than any attempt; a crashed one frees its pair when the mark expires.
      const busy = await limiter.hit(`${p}:busy:pair`, pair, 1, BUSY_MS);
      if (!busy.allowed) throw new BusinessError(options.message);
      try {
        const [pairWait, ipWait] = await Promise.all([
          limiter.peek(`${p}:wait:pair`, pair),
          limiter.peek(`${p}:wait:ip`, ip),
        ]);
        if (waiting(pairWait) || waiting(ipWait)) throw new BusinessError(options.message);
        const right = await run();
        if (right) {
          await Promise.all([limiter.reset(`${p}:fail:pair`, pair), limiter.reset(`${p}:wait:pair`, pair)]);
        } else {
          await failed(pair, ip);
        }
        return right;
      } finally {
        await limiter.reset(`${p}:busy:pair`, pair);
      }
    },
  };
}

// Throttling for the services (SMS sends, login attempts): a refused hit is a 400 "too many requests"
// in the request's language, as the contract wants every business refusal.
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

// Real-name verification (issue 15 item 4, decisions/0052): what the account shows of its identity
// (masked) and one verification, in this order: the account's own record (the same name and number
// again is a success without a call, anything else is refused: a verified account does not change
// identity); one attempt of the account at a time (a mark in the shared limiter, so a double click costs
// one provider call); the per-account and per-address limits (each call of a real provider costs money);
// the provider; then one insert, whose primary key (one identity per account) and unique hash (one
// account per identity) decide between parallel verifications on every instance. The taken-identity
// refusal comes only after the provider matched the name with the number: the mall tells nobody else
// whether a number is known. Nothing here logs a name or an ID number.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageDescriptor } from '@lingui/core';
import { maskIdCard, maskRealName, messages, RealNameStatus, type RealNameInfo } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { addressKey, enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { identityHash, identityKeys, openIdentity, sealIdentity, type Identity } from './crypto.ts';
import type { IdentityProvider, VerifyResult } from './providers.ts';
import { realNames } from './tables.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Provider calls per account a day. */
export const verifyPerUser: Limit = {
  purpose: 'real-name:user',
  limit: 5,
  windowMs: DAY,
  message: messages.realNameTooManyAttempts,
};
/** Provider calls per client address a day (many accounts from one place). */
export const verifyPerIp: Limit = {
  purpose: 'real-name:ip',
  limit: 20,
  windowMs: DAY,
  message: messages.realNameTooManyAttempts,
};
/** The mark of an account's attempt in progress; longer than any provider call, freed when it ends. */
const BUSY = { purpose: 'real-name:busy', windowMs: 60_000 };

export interface IdentityConfig {
  /** Who verifies; null: verification is not available (production without a provider). */
  provider: IdentityProvider | null;
  /** The secret the keys derive from (crypto.ts); null: nothing can be sealed or opened. */
  secret: string | null;
}

/** Verification cannot be done now: 503 with this message (no provider, or the provider failed). */
export class IdentityUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(readonly descriptor: MessageDescriptor) {
    super(descriptor.message ?? descriptor.id);
    this.name = 'IdentityUnavailableError';
  }
}

/** A provider's error text with the identity and anything like an ID number taken out (logs). */
export function redactIdentity(text: string, identity?: Identity): string {
  let out = text.replace(/\d{17}[\dXx]|\d{15}/g, '[id]');
  const name = identity?.realName.trim();
  if (name) out = out.split(name).join('[name]');
  return out;
}

/** A clash with a unique index: here only the identity hash's (the user id's is `ON CONFLICT DO NOTHING`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export interface IdentityServiceOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  config: IdentityConfig;
}

export function identityService({ db, now, rateLimiter, config }: IdentityServiceOptions) {
  const keys = config.secret ? identityKeys(config.secret) : null;

  /** Whether a stored record is this identity: the same number (its hash) and the same name. */
  function isSame(
    row: { identityHash: string; sealed: string },
    userId: string,
    hash: string,
    identity: Identity,
  ): boolean {
    if (!keys || row.identityHash !== hash) return false;
    try {
      return openIdentity(keys, userId, row.sealed).realName === identity.realName.trim();
    } catch {
      return false;
    }
  }

  async function recordOf(userId: string) {
    const [row] = await db.select().from(realNames).where(eq(realNames.userId, userId)).limit(1);
    return row;
  }

  /** The account's identity, masked; a record the key cannot open shows as verified without its values. */
  async function read(userId: string, log?: FastifyBaseLogger): Promise<RealNameInfo> {
    const row = await recordOf(userId);
    if (!row) return { status: RealNameStatus.none, realName: null, idCard: null };
    let identity: Identity | null = null;
    try {
      if (keys) identity = openIdentity(keys, userId, row.sealed);
    } catch {
      identity = null;
    }
    if (!identity) {
      log?.error(
        { userId },
        'Real-name verification: a verified identity cannot be opened (MALL_IDENTITY_SECRET missing or changed)',
      );
    }
    return {
      status: RealNameStatus.verified,
      realName: identity ? maskRealName(identity.realName) : null,
      idCard: identity ? maskIdCard(identity.idCard) : null,
    };
  }

  /** Verifies `identity` (already checked by realNameForm's rules) for the account; true once verified. */
  async function verify(
    userId: string,
    ip: string,
    identity: Identity,
    log?: FastifyBaseLogger,
  ): Promise<true> {
    const { provider } = config;
    if (!provider || !keys) throw new IdentityUnavailableError(messages.realNameUnavailable);
    const hash = identityHash(keys, identity.idCard);
    // A verified account is answered the same whatever it sends: comparing would let a holder of the
    // session test guesses of the stored number without limit (found by review).
    if (await recordOf(userId)) throw new BusinessError(messages.realNameAlreadyVerified);
    const busy = await rateLimiter.hit(BUSY.purpose, userId, 1, BUSY.windowMs);
    if (!busy.allowed) throw new BusinessError(messages.tooManyRequests);
    try {
      await enforceLimit(rateLimiter, verifyPerUser, userId);
      await enforceLimit(rateLimiter, verifyPerIp, addressKey(ip));
      let result: VerifyResult;
      try {
        result = await provider.verify(identity.realName, identity.idCard);
      } catch (error) {
        log?.error(
          {
            provider: provider.name,
            reason: redactIdentity(String((error as Error)?.message ?? error), identity),
          },
          'Real-name verification: the provider failed',
        );
        result = 'error';
      }
      if (result === 'error') {
        log?.error({ provider: provider.name }, 'Real-name verification: the provider could not tell');
        throw new IdentityUnavailableError(messages.unknownError);
      }
      if (result !== 'match') throw new BusinessError(messages.realNameMismatch);
      return await store(userId, hash, identity, provider.name);
    } finally {
      await rateLimiter.reset(BUSY.purpose, userId);
    }
  }

  /** One insert: the account's first verified identity, unless another account holds it. */
  async function store(
    userId: string,
    hash: string,
    identity: Identity,
    providerName: string,
  ): Promise<true> {
    if (!keys) throw new IdentityUnavailableError(messages.realNameUnavailable);
    try {
      const inserted = await db
        .insert(realNames)
        .values({
          userId,
          identityHash: hash,
          sealed: sealIdentity(keys, userId, identity),
          provider: providerName,
          verifiedAt: new Date(now()),
        })
        .onConflictDoNothing({ target: realNames.userId })
        .returning({ userId: realNames.userId });
      if (inserted.length === 1) return true;
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(messages.realNameIdentityTaken);
      throw error;
    }
    // A parallel verification of this account won: the same identity is this one's success too.
    const winner = await recordOf(userId);
    if (winner && isSame(winner, userId, hash, identity)) return true;
    throw new BusinessError(messages.realNameAlreadyVerified);
  }

  return { read, verify };
}

export type IdentityService = ReturnType<typeof identityService>;

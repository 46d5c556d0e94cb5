// Password hashing with scrypt (node:crypto, asynchronous: the work runs on libuv's thread pool, never on
// the event loop): `scrypt$N$r$p$salt$hash`, salt and hash in base64url. The parameters travel with each
// hash, so they can be raised without a migration: a successful login with a hash of weaker parameters
// stores a new hash (`rehashIfWeaker`, decisions/0034). The cost is the OWASP Password Storage Cheat
// Sheet's minimum for scrypt (N=2^17, r=8, p=1: 128 MiB and about 0.4 s per hash here); the test suite
// runs with a cheaper one (`usePasswordCostForTests`, from src/test/setup.ts), which production refuses.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { isProduction } from '../../lib/env.ts';

export interface PasswordCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelization. */
  p: number;
}

/** The OWASP minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8 (1024-byte blocks), p=1. */
export const PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/** The test suite's cost (the previous production one): thousands of registrations stay fast. */
export const TEST_PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ N: 2 ** 14, r: 8, p: 1 });

const KEY_LENGTH = 32;
/** The largest parameters a stored hash may ask for (1 GiB of memory); beyond is a malformed hash. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MAX_MEMORY = 1024 * 1024 * 1024;

let current: Readonly<PasswordCost> = PASSWORD_COST;

/** The cost new hashes are made with. */
export function passwordCost(): Readonly<PasswordCost> {
  return current;
}

/**
 * Test runs only (vitest sets VITEST): new hashes use `cost` instead of the production one. Refused under
 * NODE_ENV=production or outside vitest, so no setting can weaken a real server.
 */
export function usePasswordCostForTests(
  cost: Readonly<PasswordCost> = TEST_PASSWORD_COST,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (isProduction(env) || !env.VITEST) {
    throw new Error('A lower password hashing cost is for the test suite only');
  }
  current = cost;
}

/** The memory scrypt needs for these parameters (OpenSSL: 128·r·(N + 2) for V plus 128·r·p for B). */
function memoryOf({ N, r, p }: PasswordCost): number {
  return 128 * r * (N + 2 + p);
}

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: cost.N, r: cost.r, p: cost.p, maxmem: memoryOf(cost) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: PasswordCost = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  cost: PasswordCost;
  salt: Buffer;
  key: Buffer;
}

const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

/** A stored hash's parts, or null when it is not one of ours with sane parameters. */
function parseHash(stored: string | null | undefined): ParsedHash | null {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((t) => (/^\d{1,7}$/.test(t) ? Number(t) : 0)) as [
    number,
    number,
    number,
  ];
  if (N < 2 || N > MAX_N || !isPowerOfTwo(N) || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return null;
  const cost = { N, r, p };
  if (memoryOf(cost) > MAX_MEMORY) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return null;
  return { cost, salt, key };
}

const isWeaker = ({ N, r, p }: PasswordCost) => N < current.N || r < current.r || p < current.p;

/** The salt of the derivation that stands in for a missing or weaker hash (its result is thrown away). */
const standInSalt = randomBytes(16);

/**
 * Whether a password matches a stored hash; false (never a throw) for a malformed or missing hash. Every
 * refusal costs at least one derivation at the current cost, so the answer's time does not tell an
 * unknown account (no hash), or one whose hash predates the current cost, from any other: a missing,
 * malformed or weaker hash that does not match is followed by a derivation at the current cost. (A
 * match with a weaker hash is followed by the caller's rehash, which costs the same.)
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored);
  const matches = parsed
    ? timingSafeEqual(await derive(password, parsed.salt, parsed.cost), parsed.key)
    : false;
  if (!matches && (!parsed || isWeaker(parsed.cost))) await derive(password, standInSalt, current);
  return matches;
}

/** Whether a stored hash was made with any parameter below the current cost (or is not readable). */
export function isWeakerThanCurrent(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || isWeaker(parsed.cost);
}

/**
 * After a successful verification of `password` against `stored`: a new hash with the current cost when
 * the stored one is weaker (the caller stores it only if the stored hash is still `stored`), else null.
 */
export async function rehashIfWeaker(password: string, stored: string): Promise<string | null> {
  return isWeakerThanCurrent(stored) ? hashPassword(password) : null;
}

// Password hashes (decisions/0034): scrypt at the OWASP minimum (N=2^17, r=8, p=1) with its parameters
// in the hash, verified without blocking the event loop; malformed or absurd hashes refused without a
// throw; a refusal never cheaper than one derivation at the current cost (an unknown account, or one
// with an old hash, answers as slowly as any); hashes of weaker parameters detected for the rehash at
// login; the test cost refused in production.
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isWeakerThanCurrent,
  PASSWORD_COST,
  passwordCost,
  rehashIfWeaker,
  TEST_PASSWORD_COST,
  usePasswordCostForTests,
  verifyPassword,
} from './passwords.ts';

describe('passwords', () => {
  it('hash with scrypt and a fresh salt, and verify', async () => {
    const { N, r, p } = passwordCost();
    const hash = await hashPassword('Demo@1234');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(hash).not.toContain('Demo@1234');
    expect(await hashPassword('Demo@1234')).not.toBe(hash);
    expect(await verifyPassword('Demo@1234', hash)).toBe(true);
    expect(await verifyPassword('demo@1234', hash)).toBe(false);
  });

  it('use the OWASP minimum in production, without blocking the event loop', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = Date.now();
    const hash = await hashPassword('Demo@1234', PASSWORD_COST);
    const verified = await verifyPassword('Demo@1234', hash);
    const elapsed = Date.now() - started;
    clearInterval(timer);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(verified).toBe(true);
    // The timer kept firing while the two derivations ran on the thread pool (a blocked loop: 0 or 1;
    // the bound is loose for a loaded machine).
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 50));
    expect(ticks).toBeGreaterThan(4);
  });

  it('cost a refusal at least one derivation at the current cost, whatever the stored hash', async () => {
    usePasswordCostForTests(PASSWORD_COST);
    try {
      const timed = async (work: () => Promise<unknown>) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };
      const full = await timed(() => hashPassword('x'));
      const old = await hashPassword('Demo@1234', { N: 1024, r: 8, p: 1 });
      // Without the stand-in derivation each of these takes a few milliseconds against ~0.4 s.
      for (const stored of [null, 'malformed', old]) {
        expect(await timed(() => verifyPassword('Wrong@1234', stored)), String(stored)).toBeGreaterThan(
          full / 3,
        );
      }
      expect(await verifyPassword('Demo@1234', old)).toBe(true);
    } finally {
      usePasswordCostForTests(TEST_PASSWORD_COST);
    }
  });

  it('refuse the test cost in production and outside the test runner', () => {
    expect(() =>
      usePasswordCostForTests(TEST_PASSWORD_COST, { VITEST: 'true', NODE_ENV: 'production' }),
    ).toThrow();
    expect(() => usePasswordCostForTests(TEST_PASSWORD_COST, {})).toThrow();
  });

  it('refuse a missing, malformed or absurd hash without throwing', async () => {
    const good = await hashPassword('x', { N: 1024, r: 8, p: 1 });
    const [, , , , salt, key] = good.split('$');
    for (const stored of [
      null,
      undefined,
      '',
      'plain',
      'scrypt$1$2$3$x',
      'scrypt$0$8$1$AAAA$AAAA',
      'bcrypt$a$b$c$d$e',
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$1024$64$1$${salt}$${key}`,
      `scrypt$1024$8$99$${salt}$${key}`,
      `scrypt$1024$8$1$$${key}`,
      `scrypt$1024$8$1$${salt}$${key}AA`,
      `scrypt$1e3$8$1$${salt}$${key}`,
    ]) {
      expect(await verifyPassword('x', stored), String(stored)).toBe(false);
    }
    expect(await verifyPassword('x', good)).toBe(true);
  });

  it('tell a hash of weaker parameters, and rehash it with the current ones', async () => {
    const current = passwordCost();
    const weak = await hashPassword('Demo@1234', { ...current, N: current.N / 2 });
    const same = await hashPassword('Demo@1234');
    expect(isWeakerThanCurrent(weak)).toBe(true);
    expect(isWeakerThanCurrent(same)).toBe(false);
    expect(isWeakerThanCurrent(await hashPassword('x', { ...current, r: current.r - 1 }))).toBe(true);
    expect(await rehashIfWeaker('Demo@1234', same)).toBeNull();
    const rehashed = await rehashIfWeaker('Demo@1234', weak);
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${current.N}\\$${current.r}\\$${current.p}\\$`));
    expect(await verifyPassword('Demo@1234', rehashed!)).toBe(true);
  });
});

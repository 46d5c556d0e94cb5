import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hash with scrypt and a fresh salt, and verify', async () => {
    const hash = await hashPassword('Demo@1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('Demo@1234');
    expect(await hashPassword('Demo@1234')).not.toBe(hash);
    expect(await verifyPassword('Demo@1234', hash)).toBe(true);
    expect(await verifyPassword('demo@1234', hash)).toBe(false);
  });

  it('refuse a missing or malformed hash without throwing', async () => {
    for (const stored of [
      null,
      undefined,
      '',
      'plain',
      'scrypt$1$2$3$x',
      'scrypt$0$8$1$AAAA$AAAA',
      'bcrypt$a$b$c$d$e',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

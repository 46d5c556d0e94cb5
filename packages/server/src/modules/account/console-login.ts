// The password check of the consoles' logins (POST /merchant/login, POST /platform/login): a limit of
// attempts per client address, then failures slowed per (username, address) and per address with a
// growing wait that never locks the account (decisions/0032); the RSA-encrypted password is decrypted only
// once those allow the attempt, and checked with the same scrypt cost whether the account exists or not.
// The routes read their own account and issue their own token.
import { messages } from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import {
  addressKey,
  enforceLimit,
  failureThrottle,
  LOGIN_FAILURES,
  type Limit,
} from '../../plugins/rate-limit.ts';
import type { RateLimiter } from '../../plugins/stores.ts';
import { verifyPassword } from './passwords.ts';
import { loadRsaKeys } from './rsa.ts';

export interface ConsoleLoginOptions {
  rateLimiter: RateLimiter;
  /** Names the login's counters (`merchant-login`, `platform-login`). */
  purpose: string;
  /** Where the RSA key pair lives; null: the process's pair. */
  dataDir: string | null;
  /** Attempts per client address per 15 minutes (MALL_LOGIN_IP_LIMIT); 50 by default. */
  loginIpLimit?: number | undefined;
}

export interface ConsoleLogin {
  /** Refuses an address past its attempts (before any account is read). */
  checkAddress(ip: string): Promise<void>;
  /**
   * The plain password when `encrypted` decrypts to the password of `hash` (the account's; undefined: no
   * such account, null: none set), else null; the failure counted.
   */
  verify(
    username: string,
    ip: string,
    encrypted: string,
    hash: string | null | undefined,
  ): Promise<string | null>;
}

export function consoleLogin(options: ConsoleLoginOptions): ConsoleLogin {
  const { rateLimiter, purpose } = options;
  const rsa = loadRsaKeys(options.dataDir);
  const failures = failureThrottle(rateLimiter, { purpose, ...LOGIN_FAILURES });
  const perIp: Limit = {
    purpose: `${purpose}:ip`,
    limit: options.loginIpLimit ?? 50,
    windowMs: 15 * 60 * 1000,
    message: messages.loginTooManyFailures,
  };
  return {
    checkAddress: (ip) => enforceLimit(rateLimiter, perIp, addressKey(ip)),
    async verify(username, ip, encrypted, hash) {
      let password = '';
      const right = await failures.attempt(username, ip, async () => {
        const plain = rsa.decrypt(encrypted);
        if (plain === null) throw new BusinessError(messages.passwordUnreadable);
        password = plain;
        return (await verifyPassword(plain, hash)) && hash !== undefined && hash !== null;
      });
      return right ? password : null;
    },
  };
}

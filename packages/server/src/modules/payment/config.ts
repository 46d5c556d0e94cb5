// The payment settings: how long an order waits for its payment (MALL_ORDER_PAY_MINUTES, default 30) and
// the sandbox provider's notification secret (MALL_SANDBOX_PAY_SECRET, else generated once into
// `<dataDir>/sandbox-pay-secret` like the SSO secret, else a secret of this process: tests). In production
// (where the sandbox runs only with MALL_PAYMENT_SANDBOX=1) the secret must be given: no generated one.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateOnce } from '../../lib/files.ts';
import { OrderType, SECKILL_PAY_MINUTES } from '@mall/domain';
import { isProduction } from '../../lib/env.ts';

export const DEFAULT_ORDER_PAY_MINUTES = 30;

/** Minutes an unpaid order stays payable: MALL_ORDER_PAY_MINUTES (a whole number 1-10080), else 30. */
export function orderPayMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MALL_ORDER_PAY_MINUTES);
  return Number.isInteger(n) && n >= 1 && n <= 7 * 24 * 60 ? n : DEFAULT_ORDER_PAY_MINUTES;
}

/**
 * Minutes an unpaid flash-sale order stays payable (decisions/0042): MALL_SECKILL_PAY_MINUTES (a whole
 * number 1-1440), else SECKILL_PAY_MINUTES (5).
 */
export function seckillPayMinutes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MALL_SECKILL_PAY_MINUTES);
  return Number.isInteger(n) && n >= 1 && n <= 24 * 60 ? n : SECKILL_PAY_MINUTES;
}

/** Minutes an order of this type stays payable: flash-sale orders have their own, shorter time. */
export function payMinutesOf(orderType: number): number {
  return orderType === OrderType.seckill ? seckillPayMinutes() : orderPayMinutes();
}

/** When an order created at `createdAt` stops being payable. */
export function payDeadline(createdAt: Date, minutes = orderPayMinutes()): Date {
  return new Date(createdAt.getTime() + minutes * 60_000);
}

let processSecret: string | undefined;

export function sandboxSecretFrom(dataDir: string | null, env: NodeJS.ProcessEnv = process.env): string {
  if (env.MALL_SANDBOX_PAY_SECRET) return env.MALL_SANDBOX_PAY_SECRET;
  if (isProduction(env))
    throw new Error('MALL_SANDBOX_PAY_SECRET is required in production when MALL_PAYMENT_SANDBOX=1');
  if (!dataDir) return (processSecret ??= randomBytes(32).toString('base64url'));
  // Made once even when instances sharing the folder start together (lib/files.ts).
  return readOrCreateOnce(
    join(dataDir, 'sandbox-pay-secret'),
    () => `${randomBytes(32).toString('base64url')}\n`,
  ).trim();
}

// Real-name verification (issue 15 item 4, docs/api.md "Real-name verification", decisions/0052): the
// shopper's name and ID card number (POST /p/user/realName, with `realNameForm`'s rules) and what the
// mall shows of a verified identity (GET /p/user/realName), masked by `maskRealName` and `maskIdCard`.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { idCardSchema, realNameSchema } from '../rules.ts';

/** Whether the account holds a verified identity (`status` of GET /p/user/realName). */
export const RealNameStatus = { none: 0, verified: 1 } as const;
export type RealNameStatus = (typeof RealNameStatus)[keyof typeof RealNameStatus];

/** POST /p/user/realName: the name (2-20 Chinese characters or letters) and the 18-character ID number. */
export const RealNameParam = z
  .object({ realName: realNameSchema, idCard: idCardSchema })
  .meta({ id: 'RealNameParam', description: 'A real name and ID card number to verify' });
export type RealNameParam = z.input<typeof RealNameParam>;

/** GET /p/user/realName. */
export const RealNameInfo = z
  .object({
    status: z.union([z.literal(RealNameStatus.none), z.literal(RealNameStatus.verified)]),
    realName: z.string().nullable().meta({ description: 'Masked (maskRealName); null when none' }),
    idCard: z.string().nullable().meta({ description: 'Masked (maskIdCard); null when none' }),
  })
  .meta({ id: 'RealNameInfo', description: "The account's verified identity, masked" });
export type RealNameInfo = z.infer<typeof RealNameInfo>;

/**
 * A name as shown once verified: its first and last characters with one `*` for each character between
 * (张*丰, A****e); a two-character name shows its first character and `*` (张*), so neither name shows whole.
 */
export function maskRealName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** An ID number as shown once verified: its first 3 and last 4 characters, `*` for each between. */
export function maskIdCard(id: string): string {
  const value = id.trim().toUpperCase();
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

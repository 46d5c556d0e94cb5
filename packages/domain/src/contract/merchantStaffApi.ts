// The owner's staff management (issue 17 item 1, decisions/0060, docs/api.md "Merchant API"): the wire
// shapes of GET /merchant/staff, POST /merchant/staff, PUT /merchant/staff/role, /status and /password,
// DELETE /merchant/staff/{merchantId}. Every route needs the `staff` permission (the owner alone,
// contract/merchantStaff.ts). A staff account's username follows the shoppers' rule (`usernameSchema`)
// and is unique among merchant accounts; its password travels RSA-encrypted like the merchant login's
// and the server applies the shoppers' new-password rule after decrypting it. The owner's own account
// is never one of these routes' targets. The owner's forms of the merchant centre (staffCreateForm,
// staffPasswordForm) are at the end, on the same rules.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { confirmPasswordSchema, newPasswordSchema, usernameSchema } from '../rules.ts';
import { Flag, requiredId } from './page.ts';
import { STAFF_ROLES } from './merchantStaff.ts';

/** How long a staff account's note (who it is: a name, a desk) may be, in characters. */
export const STAFF_NOTE_MAX = 30;
/** How many staff accounts a store may have (the owner not counted). */
export const STAFF_MAX = 50;

/** An id in a JSON body (a number, as the console sends it). */
const bodyId = z
  .number({ error: messages.merchantStaffNotFound.id })
  .int(messages.merchantStaffNotFound.id)
  .min(1, messages.merchantStaffNotFound.id)
  .max(999_999_999, messages.merchantStaffNotFound.id);

const staffRole = z.enum(STAFF_ROLES, { error: messages.merchantStaffRoleInvalid.id });

/** The RSA ciphertext of a new password (GET /rsa/publicKey); the rule is applied once decrypted. */
const encryptedPassword = z
  .string({ error: messages.newPasswordRequired.id })
  .min(1, messages.newPasswordRequired.id)
  .max(2048, messages.passwordUnreadable.id);

const note = z
  .string({ error: messages.merchantStaffNoteTooLong.id })
  .trim()
  .refine((s) => [...s].length <= STAFF_NOTE_MAX, messages.merchantStaffNoteTooLong.id);

/** A staff account as the owner's list shows it. */
export const MerchantStaff = z
  .object({
    merchantId: z.number().int(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
    note: z.string(),
    /** 1 enabled, 0 disabled (its tokens revoked; it cannot sign in). */
    status: z.number().int(),
    createTime: z.string(),
    /** The username of the account that created it (the owner), or null once that account is gone. */
    createdBy: z.string().nullable(),
  })
  .meta({ id: 'MerchantStaff' });
export type MerchantStaff = z.infer<typeof MerchantStaff>;

/** GET /merchant/staff: the store's staff accounts, oldest first (the owner is not among them). */
export const MerchantStaffList = z.array(MerchantStaff);
export type MerchantStaffList = z.infer<typeof MerchantStaffList>;

/** POST /merchant/staff: a new staff account of the owner's store; answers it. */
export const MerchantStaffCreateParam = z.object({
  username: usernameSchema,
  password: encryptedPassword,
  role: staffRole,
  note: note.optional(),
});
export type MerchantStaffCreateParam = z.input<typeof MerchantStaffCreateParam>;

/** PUT /merchant/staff/role: gives a staff account another role; its tokens are revoked at once. */
export const MerchantStaffRoleParam = z.object({ merchantId: bodyId, role: staffRole });
export type MerchantStaffRoleParam = z.input<typeof MerchantStaffRoleParam>;

/** PUT /merchant/staff/status: disables (0; its tokens revoked at once) or enables (1) a staff account. */
export const MerchantStaffStatusParam = z.object({
  merchantId: bodyId,
  status: z.union([z.literal(0), z.literal(1)], { error: messages.merchantStaffStatusInvalid.id }),
});
export type MerchantStaffStatusParam = z.input<typeof MerchantStaffStatusParam>;

/** PUT /merchant/staff/password: sets a staff account's password; its tokens are revoked at once. */
export const MerchantStaffPasswordParam = z.object({ merchantId: bodyId, password: encryptedPassword });
export type MerchantStaffPasswordParam = z.input<typeof MerchantStaffPasswordParam>;

/** DELETE /merchant/staff/{merchantId}: deletes a staff account and its tokens. */
export const MerchantStaffParams = z.object({ merchantId: requiredId });
export type MerchantStaffParams = z.input<typeof MerchantStaffParams>;

/** The answer of the changes: true. */
export const MerchantStaffChanged = Flag;

// ---------------------------------------------------------------------------------------------------
// The owner's forms (the merchant centre's staff screen): checked in the browser with the same rules
// the server applies once the password is decrypted; the confirmation must match.

const confirmed = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.confirmPassword, {
    message: messages.confirmPasswordMismatch.id,
    path: ['confirmPassword'],
  });

/** The "add staff" form: username, the new password twice, a role, an optional note. */
export const staffCreateForm = confirmed(
  z.object({
    username: usernameSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
    role: staffRole,
    note,
  }),
);
export type StaffCreateForm = z.infer<typeof staffCreateForm>;

/** The "reset password" form: the new password twice. */
export const staffPasswordForm = confirmed(
  z.object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema }),
);
export type StaffPasswordForm = z.infer<typeof staffPasswordForm>;

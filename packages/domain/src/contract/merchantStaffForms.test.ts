// The owner's staff forms (merchantStaffApi.ts): the browser refuses what the server would.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../rules.ts';
import { messages } from '../messages.ts';
import { staffCreateForm, staffPasswordForm } from './merchantStaffApi.ts';

const valid = {
  username: 'kefu_01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  role: 'chat',
  note: ' 客服 ',
};

describe('the add-staff form', () => {
  it('takes a valid account as typed, the note trimmed', () => {
    const result = staffCreateForm.safeParse({ ...valid, password: 'Abc_123!', confirmPassword: 'Abc_123!' });
    expect(result.success && result.data).toMatchObject({ note: '客服', password: 'Abc_123!', role: 'chat' });
  });

  it('says what is wrong with each field', () => {
    const errors = fieldErrors(
      staffCreateForm.safeParse({
        username: 'a b',
        password: '123456',
        confirmPassword: '654321',
        role: 'owner',
        note: '字'.repeat(31),
      }),
    );
    expect(errors).toMatchObject({
      username: messages.usernameInvalid,
      password: messages.newPasswordInvalid,
      role: messages.merchantStaffRoleInvalid,
      note: messages.merchantStaffNoteTooLong,
    });
  });

  it('refuses a confirmation that differs, and an empty role', () => {
    expect(fieldErrors(staffCreateForm.safeParse({ ...valid, confirmPassword: 'abc12346' }))).toEqual({
      confirmPassword: messages.confirmPasswordMismatch,
    });
    expect(fieldErrors(staffCreateForm.safeParse({ ...valid, role: '' }))).toEqual({
      role: messages.merchantStaffRoleInvalid,
    });
  });
});

describe('the reset-password form', () => {
  it('applies the new-password rule and the confirmation', () => {
    expect(staffPasswordForm.safeParse({ password: 'n3w-Pass', confirmPassword: 'n3w-Pass' }).success).toBe(
      true,
    );
    expect(fieldErrors(staffPasswordForm.safeParse({ password: '', confirmPassword: '' }))).toMatchObject({
      password: messages.newPasswordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });
});

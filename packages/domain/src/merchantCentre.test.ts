// The merchant centre's rules in domain: its sign-in form's checks, a store's open state, the role words.
import { describe, expect, it } from 'vitest';
import { MERCHANT_ROLES } from './contract/merchantStaff.ts';
import { merchantRoleLabels, shopIsOpen } from './merchantCentre.ts';
import { messages } from './messages.ts';
import { fieldErrors, merchantLoginForm } from './rules.ts';

describe('the merchant sign-in form', () => {
  it('wants both fields, and trims the account but not the password', () => {
    const empty = fieldErrors(merchantLoginForm.safeParse({ username: '  ', password: '' }));
    expect(empty.username).toEqual(messages.merchantUsernameRequired);
    expect(empty.password).toEqual(messages.passwordRequired);
    const blank = fieldErrors(merchantLoginForm.safeParse({ username: 'shop1', password: '   ' }));
    expect(blank.password).toEqual(messages.passwordRequired);
    expect(merchantLoginForm.parse({ username: ' shop1 ', password: ' pw ' })).toEqual({
      username: 'shop1',
      password: ' pw ',
    });
  });

  it('refuses an account longer than any (as a wrong account)', () => {
    const long = fieldErrors(merchantLoginForm.safeParse({ username: 'a'.repeat(51), password: 'x' }));
    expect(long.username).toEqual(messages.merchantLoginFailed);
  });
});

describe('the store and the account', () => {
  it('is open only with status 1', () => {
    expect(shopIsOpen(1)).toBe(true);
    expect(shopIsOpen(2)).toBe(false);
    expect(shopIsOpen(0)).toBe(false);
  });

  it('has words for every role', () => {
    for (const role of MERCHANT_ROLES) expect(merchantRoleLabels[role].message).toBeTruthy();
  });
});

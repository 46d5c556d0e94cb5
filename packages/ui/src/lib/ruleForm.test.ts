import { describe, expect, it } from 'vitest';
import {
  InvoiceHeaderType,
  invoiceForm,
  messages as m,
  ORDER_REMARKS_MAX,
  orderRemarksSchema,
  registerAccountForm,
} from '@mall/domain';
import {
  checkValues,
  eachField,
  messagesAfterChange,
  ruleFor,
  type FieldMessages,
  type RuleSchema,
} from './ruleForm.ts';

const account = { userName: 'shopper01', password: 'Abc12345', confirmPassword: 'Abc12345' };
const accountFields = ['userName', 'password', 'confirmPassword'] as const;

describe('checkValues', () => {
  it('passes the parsed data and no messages when the values keep the rule', () => {
    const result = checkValues(registerAccountForm, account, accountFields);
    expect(result).toEqual({ ok: true, data: account, errors: {} });
  });

  it('shows one message per field and names the first invalid field in screen order', () => {
    const result = checkValues(
      registerAccountForm,
      { userName: '', password: 'Abc12345', confirmPassword: '' },
      accountFields,
    );
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['userName', 'confirmPassword']);
    expect(result).toMatchObject({ first: 'userName' });
    const reversed = checkValues(
      registerAccountForm,
      { userName: '', password: 'Abc12345', confirmPassword: '' },
      ['confirmPassword', 'password', 'userName'] as const,
    );
    expect(reversed).toMatchObject({ first: 'confirmPassword' });
  });

  it('lets a rule read the other values (the confirmation must match the password)', () => {
    const result = checkValues(
      registerAccountForm,
      { ...account, confirmPassword: 'Abc12346' },
      accountFields,
    );
    expect(result).toEqual({
      ok: false,
      errors: { confirmPassword: m.confirmPasswordMismatch },
      first: 'confirmPassword',
    });
  });

  it('leaves out the messages of values that are not fields of the form', () => {
    const result = checkValues(registerAccountForm, { ...account, userName: '' }, [
      'password',
      'confirmPassword',
    ] as const);
    expect(result).toEqual({ ok: false, errors: {} });
  });

  describe('a schema chosen from the values at each check', () => {
    type Invoice = { type: 'none' | '1' | '2'; headerName: string; invoiceTaxNumber: string };
    const none: RuleSchema<null> = { safeParse: () => ({ success: true, data: null }) };
    const rule = (v: Invoice): RuleSchema<unknown> =>
      v.type === 'none'
        ? none
        : {
            safeParse: () =>
              invoiceForm.safeParse({
                headerType: Number(v.type),
                headerName: v.headerName,
                ...(v.type === String(InvoiceHeaderType.unit)
                  ? { invoiceTaxNumber: v.invoiceTaxNumber }
                  : {}),
              }),
          };
    const fields = ['headerName', 'invoiceTaxNumber'] as const;
    const blank: Invoice = { type: 'none', headerName: '', invoiceTaxNumber: '' };

    it('asks for nothing without an invoice', () => {
      expect(ruleFor(rule, blank)).toBe(none);
      expect(checkValues(rule, blank, fields)).toEqual({ ok: true, data: null, errors: {} });
    });

    it('asks a person for a title only, and a unit also for its tax number', () => {
      const personal = { ...blank, type: '2' as const, headerName: '张三', invoiceTaxNumber: '123' };
      expect(checkValues(rule, personal, fields)).toMatchObject({ ok: true });
      expect(checkValues(rule, { ...personal, type: '1' }, fields)).toEqual({
        ok: false,
        errors: { invoiceTaxNumber: m.invoiceTaxNumberInvalid },
        first: 'invoiceTaxNumber',
      });
      expect(checkValues(rule, { ...personal, type: '1', headerName: ' ' }, fields)).toMatchObject({
        ok: false,
        errors: { headerName: m.invoiceTitleRequired },
        first: 'headerName',
      });
    });
  });
});

describe('messagesAfterChange', () => {
  const errors: FieldMessages<typeof account> = {
    userName: m.confirmPasswordMismatch,
    confirmPassword: m.confirmPasswordMismatch,
  };

  it('by default clears the changed field’s message only', () => {
    expect(messagesAfterChange(errors, 'userName')).toEqual({ confirmPassword: m.confirmPasswordMismatch });
    expect(messagesAfterChange(errors, 'userName', 'onChange')).toEqual({
      confirmPassword: m.confirmPasswordMismatch,
    });
    expect(errors.userName).toBe(m.confirmPasswordMismatch);
  });

  it('keeps the same messages when the changed field has none', () => {
    expect(messagesAfterChange(errors, 'password')).toBe(errors);
  });

  it('keeps every message until the next check in the onSubmit mode', () => {
    expect(messagesAfterChange(errors, 'userName', 'onSubmit')).toBe(errors);
  });
});

describe('eachField', () => {
  const tooLong = 'x'.repeat(ORDER_REMARKS_MAX + 1);

  it('checks every key with the field rule, a missing value as empty', () => {
    const rule = eachField(['2', '3'], orderRemarksSchema);
    expect(rule.safeParse({ '2': '  请尽快发货 ' })).toEqual({
      success: true,
      data: { '2': '请尽快发货', '3': '' },
    });
    expect(rule.safeParse(undefined)).toEqual({ success: true, data: { '2': '', '3': '' } });
  });

  it('keys each message by its field, in the order of the keys', () => {
    const result = checkValues(
      eachField(['2', '3', '4'], orderRemarksSchema),
      { '2': 'ok', '3': tooLong, '4': tooLong },
      ['2', '3', '4'],
    );
    expect(result).toEqual({
      ok: false,
      errors: { '3': m.orderRemarksTooLong, '4': m.orderRemarksTooLong },
      first: '3',
    });
  });

  it('ignores values of keys it was not given', () => {
    expect(eachField(['2'], orderRemarksSchema).safeParse({ '9': tooLong })).toMatchObject({
      success: true,
    });
  });
});

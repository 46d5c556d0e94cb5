import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { messages } from './messages.ts';
import { checkSearchTerm } from './searchTerm.ts';
import {
  addressForm,
  agreementSchema,
  accountProfileForm,
  changePasswordForm,
  isBirthDateInFuture,
  cartSelectionSchema,
  checkImage,
  imageFileProblem,
  commentForm,
  contactPhoneSchema,
  fieldErrors,
  firstError,
  idCardCheckChar,
  idCardSchema,
  imageFileSchema,
  invoiceForm,
  isValidIdCard,
  isValidNewPassword,
  loginAccountForm,
  loginMobileForm,
  loginPasswordSchema,
  maxPointsCredit,
  newPasswordSchema,
  nicknameSchema,
  passwordKinds,
  phoneSchema,
  pointsCreditSchema,
  profileForm,
  realNameForm,
  realNameSchema,
  refundApplyForm,
  refundExpressForm,
  registerAccountForm,
  registerForm,
  resetPasswordForm,
  ruleMessage,
  searchTermSchema,
  smsCodeSchema,
  smsRequestForm,
  storeApplicationForm,
  storePasswordForm,
  storePasswordSchema,
  usernameSchema,
} from './rules.ts';

/** The message id of the first error, or 'ok'. */
const err = (schema: z.ZodType, value: unknown): string => firstError(schema.safeParse(value))?.id ?? 'ok';

const NOW = Date.UTC(2026, 10, 21);

describe('reading errors', () => {
  it('maps issues to descriptors and falls back to the generic one', () => {
    expect(ruleMessage({ message: 'rule.phone.invalid' })).toBe(messages.phoneInvalid);
    expect(ruleMessage({ message: 'Invalid input' })).toBe(messages.invalid);
    expect(firstError(phoneSchema.safeParse('13800138000'))).toBeUndefined();
    expect(firstError(phoneSchema.safeParse('1'))).toEqual({
      id: 'rule.phone.invalid',
      message: 'Malformed phone number',
    });
  });

  it('gives the first error of each field', () => {
    const errors = fieldErrors(loginMobileForm.safeParse({ mobile: '123', code: ' ', agreement: false }));
    expect(Object.fromEntries(Object.entries(errors).map(([k, d]) => [k, d.id]))).toEqual({
      mobile: 'rule.phone.invalid',
      code: 'rule.smsCode.required',
      agreement: 'rule.agreement.required',
    });
    expect(fieldErrors(smsRequestForm.safeParse({ mobile: '13800138000' }))).toEqual({});
  });
});

describe('account rules', () => {
  it('phone: 11 digits starting with 1', () => {
    for (const ok of ['13800138000', '19912345678', ' 15000000000 ']) expect(err(phoneSchema, ok)).toBe('ok');
    for (const bad of [
      '',
      '1380013800',
      '138001380001',
      '23800138000',
      '1380013800a',
      '138 0013 8000',
      undefined,
      13800138000,
    ])
      expect(err(phoneSchema, bad)).toBe('rule.phone.invalid');
    expect(phoneSchema.parse(' 13800138000 ')).toBe('13800138000');
  });

  it('SMS code: not blank', () => {
    expect(err(smsCodeSchema, '123456')).toBe('ok');
    for (const bad of ['', '   ', undefined]) expect(err(smsCodeSchema, bad)).toBe('rule.smsCode.required');
  });

  it('username: 4-16 letters, digits or underscores', () => {
    for (const ok of ['abcd', 'user_01', 'A'.repeat(16), '13800138000'])
      expect(err(usernameSchema, ok)).toBe('ok');
    for (const bad of ['abc', 'a'.repeat(17), 'user-01', 'user name', '用户名字', '', undefined])
      expect(err(usernameSchema, bad)).toBe('rule.username.invalid');
  });

  it('login password: not blank, kept as typed', () => {
    expect(err(loginPasswordSchema, ' x ')).toBe('ok');
    expect(loginPasswordSchema.parse(' x ')).toBe(' x ');
    for (const bad of ['', '  ', undefined])
      expect(err(loginPasswordSchema, bad)).toBe('rule.password.required');
  });

  it('agreement: must be ticked', () => {
    expect(err(agreementSchema, true)).toBe('ok');
    for (const bad of [false, undefined, 'true'])
      expect(err(agreementSchema, bad)).toBe('rule.agreement.required');
  });

  it('new password: 6-20 half-width characters of at least two kinds', () => {
    expect(passwordKinds('abc123!')).toBe(3);
    expect(passwordKinds('abcdef')).toBe(1);
    for (const ok of ['abc123', 'abcdef!', '123456#', 'Aa1!Aa1!Aa1!Aa1!Aa1!', 'ABCdef1'])
      expect(err(newPasswordSchema, ok)).toBe('ok');
    for (const bad of [
      'abcdefg',
      '1234567',
      '!!!!!!!',
      'ab12',
      'a1'.repeat(10) + 'x',
      'abc 123',
      'abc１２３',
      '密码abc123',
    ])
      expect(err(newPasswordSchema, bad)).toBe('rule.newPassword.invalid');
    expect(err(newPasswordSchema, '')).toBe('rule.newPassword.required');
    expect(isValidNewPassword('Passw0rd')).toBe(true);
  });

  it('confirmation must match', () => {
    const ok = { userName: 'shopper_1', password: 'abc123', confirmPassword: 'abc123' };
    expect(err(registerAccountForm, ok)).toBe('ok');
    expect(err(registerAccountForm, { ...ok, confirmPassword: 'abc124' })).toBe(
      'rule.confirmPassword.mismatch',
    );
    expect(err(registerAccountForm, { ...ok, confirmPassword: 'ABC123' })).toBe(
      'rule.confirmPassword.mismatch',
    );
    expect(err(registerAccountForm, { ...ok, confirmPassword: '' })).toBe('rule.confirmPassword.required');
    const errors = fieldErrors(registerAccountForm.safeParse({ ...ok, confirmPassword: 'x' }));
    expect(errors.confirmPassword?.id).toBe('rule.confirmPassword.mismatch');
  });

  it('store password: 6-12 digits', () => {
    for (const ok of ['123456', '123456789012']) expect(err(storePasswordSchema, ok)).toBe('ok');
    for (const bad of ['12345', '1234567890123', 'abc123', '12345６', ''])
      expect(err(storePasswordSchema, bad)).toBe('rule.storePassword.invalid');
    expect(err(storePasswordForm, { password: '123456', confirmPassword: '123457' })).toBe(
      'rule.confirmPassword.mismatch',
    );
  });

  it('nickname: not blank, at most 15 characters', () => {
    for (const ok of ['小明', 'a'.repeat(15), '购物达人😀'.repeat(3)])
      expect(err(nicknameSchema, ok)).toBe('ok');
    for (const bad of ['', '   ']) expect(err(nicknameSchema, bad)).toBe('rule.nickname.required');
    for (const bad of ['a'.repeat(16), '中'.repeat(16)])
      expect(err(nicknameSchema, bad)).toBe('rule.nickname.tooLong');
    expect(err(profileForm, { nickName: ' 小明 ' })).toBe('ok');
  });

  it('composes the login and registration forms', () => {
    expect(err(loginAccountForm, { principal: 'shopper', credentials: 'secret', agreement: true })).toBe(
      'ok',
    );
    expect(err(loginAccountForm, { principal: 'shopper', credentials: 'secret', agreement: false })).toBe(
      'rule.agreement.required',
    );
    expect(err(loginAccountForm, { principal: 'sh', credentials: 'secret', agreement: true })).toBe(
      'rule.username.invalid',
    );
    expect(err(loginMobileForm, { mobile: '13800138000', code: '1234', agreement: true })).toBe('ok');
    const reg = {
      mobile: '13800138000',
      code: '1234',
      agreement: true,
      userName: 'shopper',
      password: 'abc123',
      confirmPassword: 'abc123',
    };
    expect(err(registerForm, reg)).toBe('ok');
    expect(err(registerForm, { ...reg, agreement: false })).toBe('rule.agreement.required');
    expect(
      err(resetPasswordForm, {
        mobile: '13800138000',
        code: '1',
        password: 'abc123',
        confirmPassword: 'abc12',
      }),
    ).toBe('rule.confirmPassword.mismatch');
  });

  it('change password: the current one, the new one by the rule, the confirmation', () => {
    const form = { oldPassword: 'old', password: 'abc123', confirmPassword: 'abc123' };
    expect(err(changePasswordForm, form)).toBe('ok');
    expect(err(changePasswordForm, { ...form, oldPassword: '  ' })).toBe('rule.password.required');
    expect(err(changePasswordForm, { ...form, password: '123456', confirmPassword: '123456' })).toBe(
      'rule.newPassword.invalid',
    );
    expect(err(changePasswordForm, { ...form, confirmPassword: 'abc124' })).toBe(
      'rule.confirmPassword.mismatch',
    );
  });

  it('birth date: not after today anywhere on earth', () => {
    const now = Date.parse('2026-11-26T06:00:00Z');
    expect(isBirthDateInFuture('1990-02-03', now)).toBe(false);
    expect(isBirthDateInFuture('2026-11-26', now)).toBe(false);
    // 06:00 UTC is 20:00 at UTC+14: tomorrow starts there in 4 hours.
    expect(isBirthDateInFuture('2026-11-27', now)).toBe(true);
    expect(isBirthDateInFuture('2026-11-27', Date.parse('2026-11-26T10:00:00Z'))).toBe(false);
    expect(isBirthDateInFuture('2027-01-01', now)).toBe(true);
    const form = accountProfileForm(now);
    expect(err(form, { nickName: '小明', birthDate: '' })).toBe('ok');
    expect(err(form, { nickName: '小明', birthDate: '1990-02-03' })).toBe('ok');
    expect(err(form, { nickName: '小明', birthDate: '2027-01-01' })).toBe('rule.birthDate.future');
    expect(err(form, { nickName: ' ', birthDate: '' })).toBe('rule.nickname.required');
  });
});

describe('images, search, cart, points', () => {
  it('image: known format, at most 2 MB', () => {
    expect(err(imageFileSchema, { type: 'image/png', size: IMAGE_MAX_BYTES })).toBe('ok');
    expect(err(imageFileSchema, { type: 'IMAGE/JPEG', size: 1 })).toBe('ok');
    expect(err(imageFileSchema, { type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe(
      'rule.image.tooLarge',
    );
    expect(err(imageFileSchema, { type: 'image/svg+xml', size: 10 })).toBe('rule.image.type');
    expect(err(imageFileSchema, { type: 'application/pdf', size: 10 })).toBe('rule.image.type');
    expect(err(imageFileSchema, 'photo.png')).toBe('rule.image.type');
    expect(checkImage({ type: 'image/webp', size: 5 })).toBeNull();
    expect(imageFileProblem({ name: 'a.JPG', type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(imageFileProblem({ name: 'a.txt', type: 'image/png', size: 1 })).toBe('type');
    expect(imageFileProblem({ name: 'a.png', type: 'application/x-msdownload', size: 1 })).toBe('type');
    expect(imageFileProblem({ name: 'noext', type: 'image/png', size: 1 })).toBe('type');
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }, ['image/png'])).toBe('type');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 600 }, ['image/png'], 500)).toBe(
      'size',
    );
    expect(checkImage({ type: 'image/gif', size: 3 * 1024 * 1024 })?.id).toBe('rule.image.tooLarge');
    // A File keeps its type and size as getters on its prototype; the schema hands the same object back.
    class FakeFile {
      get type() {
        return 'image/png';
      }
      get size() {
        return 1;
      }
    }
    const file = new FakeFile();
    expect(imageFileSchema.parse(file)).toBe(file);
  });

  it('search: trimmed name not empty', () => {
    expect(err(searchTermSchema, ' phone ')).toBe('ok');
    expect(searchTermSchema.parse(' phone ')).toBe('phone');
    for (const bad of ['', '   ', '\t']) expect(err(searchTermSchema, bad)).toBe('rule.search.empty');
    expect(err(searchTermSchema, 3)).toBe('rule.search.empty');
    // The same rule without zod, for the search boxes of the storefront's first download.
    expect(checkSearchTerm(' phone ')).toEqual({ term: 'phone' });
    for (const bad of ['', '   ', '\t']) expect(checkSearchTerm(bad).error).toBe(messages.searchEmpty);
  });

  it('cart: at least one item selected', () => {
    expect(err(cartSelectionSchema, [1])).toBe('ok');
    expect(err(cartSelectionSchema, [])).toBe('rule.cart.noneSelected');
  });

  it('points: multiple of 10 within the order maximum', () => {
    const s = pointsCreditSchema(95);
    for (const ok of [0, 10, 90]) expect(err(s, ok)).toBe('ok');
    expect(err(s, 15)).toBe('rule.points.step');
    expect(err(s, 100)).toBe('rule.points.tooMany');
    expect(err(s, -10)).toBe('rule.points.invalid');
    expect(err(s, 10.5)).toBe('rule.points.invalid');
    expect(err(s, '10')).toBe('rule.points.invalid');
    expect(maxPointsCredit(95)).toBe(90);
    expect(maxPointsCredit(-3)).toBe(0);
  });
});

describe('refund rules', () => {
  const form = refundApplyForm({ orderedQuantity: 3, maxRefundable: 5990 });
  const good = {
    applyType: 2,
    isReceiver: 1,
    buyerReason: 'quality',
    goodsNum: 2,
    refundAmount: '59.90',
    buyerMobile: '13800138000',
    buyerDesc: '',
    photoFiles: [],
  };

  it('accepts a good application and gives the amount in cents', () => {
    expect(err(form, good)).toBe('ok');
    expect(form.parse(good).refundAmount).toBe(5990);
    expect(form.parse({ ...good, refundAmount: 0.1 }).refundAmount).toBe(10);
    expect(form.parse({ ...good, buyerDesc: undefined, photoFiles: undefined }).photoFiles).toEqual([]);
  });

  it('quantity 1..ordered', () => {
    for (const q of [0, 4, 1.5, -1, undefined])
      expect(err(form, { ...good, goodsNum: q })).toBe('rule.refund.quantity');
    expect(err(form, { ...good, goodsNum: 3 })).toBe('ok');
    expect(err(form, { ...good, goodsNum: 1 })).toBe('ok');
  });

  it('amount required, valid and at most the maximum', () => {
    for (const a of ['', '  ', undefined])
      expect(err(form, { ...good, refundAmount: a })).toBe('rule.refund.amountRequired');
    for (const a of ['abc', '1.234', '-1', '0', '0.00', 0, 1.005, '1,000', -5])
      expect(err(form, { ...good, refundAmount: a })).toBe('rule.refund.amountInvalid');
    for (const a of ['59.91', 60, '1000'])
      expect(err(form, { ...good, refundAmount: a })).toBe('rule.refund.amountTooHigh');
    expect(err(form, { ...good, refundAmount: '0.01' })).toBe('ok');
    expect(err(form, { ...good, refundAmount: 59.9 })).toBe('ok');
  });

  it('a points order paid in points alone: amount 0 and only 0; 0 stays refused for any other order', () => {
    const points = refundApplyForm({ orderedQuantity: 3, maxRefundable: 0, pointsOnly: true });
    for (const a of ['0', '0.00', 0]) {
      expect(err(points, { ...good, refundAmount: a })).toBe('ok');
      expect(points.parse({ ...good, refundAmount: a }).refundAmount).toBe(0);
    }
    for (const a of ['0.01', 1])
      expect(err(points, { ...good, refundAmount: a })).toBe('rule.refund.amountTooHigh');
    for (const a of ['-1', -0.01, 'abc'])
      expect(err(points, { ...good, refundAmount: a })).toBe('rule.refund.amountInvalid');
    const empty = refundApplyForm({ orderedQuantity: 3, maxRefundable: 0 });
    expect(err(empty, { ...good, refundAmount: 0 })).toBe('rule.refund.amountInvalid');
    expect(err(form, { ...good, refundAmount: '0' })).toBe('rule.refund.amountInvalid');
  });

  it('reason, phone, note and vouchers', () => {
    expect(err(form, { ...good, buyerReason: undefined })).toBe('rule.refund.reasonRequired');
    expect(err(form, { ...good, buyerReason: 'groupFailure' })).toBe('rule.refund.reasonRequired');
    expect(err(form, { ...good, buyerMobile: '12345' })).toBe('rule.phone.invalid');
    expect(err(form, { ...good, buyerDesc: '字'.repeat(200) })).toBe('ok');
    expect(err(form, { ...good, buyerDesc: '字'.repeat(201) })).toBe('rule.refund.noteTooLong');
    expect(err(form, { ...good, photoFiles: ['a', 'b', 'c', 'd', 'e'] })).toBe('ok');
    expect(err(form, { ...good, photoFiles: ['a', 'b', 'c', 'd', 'e', 'f'] })).toBe(
      'rule.refund.tooManyVouchers',
    );
  });

  it('logistics: company and number required', () => {
    const ok = { expressName: 'SF Express', expressNo: 'SF1234567890', mobile: '13800138000' };
    expect(err(refundExpressForm, ok)).toBe('ok');
    expect(err(refundExpressForm, { ...ok, expressNo: ' ' })).toBe('rule.refund.expressNoRequired');
    expect(err(refundExpressForm, { ...ok, expressName: '' })).toBe('rule.refund.expressRequired');
    expect(err(refundExpressForm, { ...ok, mobile: '' })).toBe('rule.phone.invalid');
    expect(err(refundExpressForm, { ...ok, imgs: Array(6).fill('u') })).toBe('rule.refund.tooManyVouchers');
  });
});

describe('store application', () => {
  const region = { provinceId: 440000, cityId: 440300, areaId: 440305 };
  const good = {
    shopName: '好物小店 Good-Store',
    contactPhone: '0755-12345678',
    region,
    address: '南山区科技园一路1号',
    description: '专注优质家居好物十年',
    logo: 'https://img.example/logo.png',
    businessLicence: 'https://img.example/licence.png',
    idCardFront: 'https://img.example/front.png',
    idCardBack: 'https://img.example/back.png',
  };

  it('accepts a complete application', () => {
    expect(err(storeApplicationForm, good)).toBe('ok');
  });

  it('name: not empty, at most 20, no special characters', () => {
    expect(err(storeApplicationForm, { ...good, shopName: ' ' })).toBe('rule.store.nameRequired');
    expect(err(storeApplicationForm, { ...good, shopName: '店'.repeat(20) })).toBe('ok');
    expect(err(storeApplicationForm, { ...good, shopName: '店'.repeat(21) })).toBe('rule.store.nameTooLong');
    for (const bad of ['好店!', 'shop<script>', '小店@', '店#1', '店铺$'])
      expect(err(storeApplicationForm, { ...good, shopName: bad })).toBe('rule.store.nameInvalid');
  });

  it('contact number: mobile or landline', () => {
    for (const ok of [
      '13800138000',
      '010-12345678',
      '02012345678',
      '0755-1234567',
      '87654321',
      '400-123-4567',
      '010-12345678-123',
    ])
      expect(err(contactPhoneSchema, ok)).toBe('ok');
    for (const bad of ['', '12345', '23800138000', '010-1234', 'phone', '0755-01234567'])
      expect(err(contactPhoneSchema, bad)).toBe('rule.store.contactInvalid');
  });

  it('address, description, images and region', () => {
    expect(err(storeApplicationForm, { ...good, address: '一二三四' })).toBe('rule.address.detailTooShort');
    expect(err(storeApplicationForm, { ...good, address: '一二三四五' })).toBe('ok');
    expect(err(storeApplicationForm, { ...good, description: '太短了' })).toBe(
      'rule.store.descriptionLength',
    );
    expect(err(storeApplicationForm, { ...good, description: '字'.repeat(10) })).toBe('ok');
    expect(err(storeApplicationForm, { ...good, description: '字'.repeat(200) })).toBe('ok');
    expect(err(storeApplicationForm, { ...good, description: '字'.repeat(201) })).toBe(
      'rule.store.descriptionLength',
    );
    expect(err(storeApplicationForm, { ...good, logo: '' })).toBe('rule.store.logoRequired');
    expect(err(storeApplicationForm, { ...good, businessLicence: undefined })).toBe(
      'rule.store.licenceRequired',
    );
    expect(err(storeApplicationForm, { ...good, idCardFront: '' })).toBe('rule.store.idFrontRequired');
    expect(err(storeApplicationForm, { ...good, idCardBack: '' })).toBe('rule.store.idBackRequired');
    expect(err(storeApplicationForm, { ...good, region: undefined })).toBe('rule.region.required');
    expect(err(storeApplicationForm, { ...good, region: { ...region, areaId: 0 } })).toBe(
      'rule.region.required',
    );
  });
});

describe('comments, addresses, invoices', () => {
  it('comment: not empty, at most 150 characters and 9 images', () => {
    const ok = { score: 5, content: '很好', pics: [] };
    expect(err(commentForm, ok)).toBe('ok');
    expect(err(commentForm, { ...ok, content: ' ' })).toBe('rule.comment.required');
    expect(err(commentForm, { ...ok, content: '好'.repeat(150) })).toBe('ok');
    expect(err(commentForm, { ...ok, content: '好'.repeat(151) })).toBe('rule.comment.tooLong');
    expect(err(commentForm, { ...ok, pics: Array(9).fill('u') })).toBe('ok');
    expect(err(commentForm, { ...ok, pics: Array(10).fill('u') })).toBe('rule.comment.tooManyImages');
    expect(err(commentForm, { ...ok, score: 0 })).toBe('rule.comment.scoreRequired');
    expect(commentForm.parse(ok).isAnonymous).toBe(false);
  });

  it('address: recipient, phone, region, detail of 5 or more', () => {
    const ok = {
      receiver: '张三',
      mobile: '13800138000',
      region: { provinceId: 110000, cityId: 110100, areaId: 110105 },
      addr: '朝阳路100号',
    };
    expect(err(addressForm, ok)).toBe('ok');
    expect(err(addressForm, { ...ok, receiver: ' ' })).toBe('rule.address.receiverRequired');
    expect(err(addressForm, { ...ok, mobile: '1' })).toBe('rule.phone.invalid');
    expect(err(addressForm, { ...ok, region: {} })).toBe('rule.region.required');
    expect(err(addressForm, { ...ok, addr: 'abcd' })).toBe('rule.address.detailTooShort');
  });

  it('invoice: title, and a tax number for a unit', () => {
    expect(err(invoiceForm, { headerType: 2, headerName: '个人' })).toBe('ok');
    expect(
      err(invoiceForm, { headerType: 1, headerName: '某某公司', invoiceTaxNumber: '91350100m000100y43' }),
    ).toBe('ok');
    expect(err(invoiceForm, { headerType: 1, headerName: '某某公司' })).toBe('rule.invoice.taxNumberInvalid');
    expect(err(invoiceForm, { headerType: 1, headerName: '某某公司', invoiceTaxNumber: '123' })).toBe(
      'rule.invoice.taxNumberInvalid',
    );
    expect(err(invoiceForm, { headerType: 2, headerName: '' })).toBe('rule.invoice.titleRequired');
  });
});

describe('real name', () => {
  it('name: 2-20 Chinese characters or letters, middle dot between parts', () => {
    for (const ok of ['张三', '艾力·买买提', 'John', 'Zhang San'.replace(' ', '·'), '李'.repeat(20)])
      expect(err(realNameSchema, ok)).toBe('ok');
    for (const bad of [
      '张',
      '李'.repeat(21),
      '张三1',
      '·张三',
      '张三·',
      '张··三',
      'John Smith',
      '',
      'ｊｏｈｎ',
    ])
      expect(err(realNameSchema, bad)).toBe('rule.realName.nameInvalid');
  });

  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('accepts real-format ID numbers with a valid checksum and birth date', () => {
    for (const ok of ['11010519491231002X', '11010519491231002x', '110101200002290018', '440305199003071236'])
      expect(isValidIdCard(ok, NOW)).toBe(true);
    expect(idCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
  });

  it('rejects wrong checksums, dates, regions and shapes', () => {
    const withCheck = (first17: string) => first17 + idCardCheckChar(first17);
    for (const bad of [
      '110105194912310021', // wrong check digit
      '11010519491231002Y',
      withCheck('11010519491331002'), // month 13, checksum right
      withCheck('11010519010229001'), // 1901-02-29 does not exist
      withCheck('11010519490001001'), // month 0
      withCheck('10010519491231002'), // unknown region 10
      withCheck('11010520990101001'), // born in the future
      '440524188001010014', // the standard's own example: checksum right, but born before 1900
      '1101051949123100', // too short
      '11010519491231002X1',
      '',
    ])
      expect(isValidIdCard(bad, NOW)).toBe(false);
    // Every other check character of a good number fails.
    for (const c of '0123456789') expect(isValidIdCard(`11010519491231002${c}`, NOW)).toBe(false);
    expect(err(realNameForm, { realName: '张三', idCard: '110105194912310021' })).toBe(
      'rule.realName.idCardInvalid',
    );
    expect(err(realNameForm, { realName: '张三', idCard: '11010519491231002X' })).toBe('ok');
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  levelFieldOf,
  levelRightsFieldOf,
  PlatformLevelCreateParam,
  PlatformLevelParam,
  PlatformLevelRightsCreateParam,
  PlatformLevelRightsParam,
} from './platformLoyalty.ts';

describe('levelFieldOf', () => {
  it('places a refusal at the field its message id names, else on top', () => {
    expect(levelFieldOf(messages.levelGrowthOrder.id)).toBe('needGrowth');
    expect(levelFieldOf(messages.levelNeedGrowthInvalid.id)).toBe('needGrowth');
    expect(levelFieldOf(messages.levelPriceInvalid.id)).toBe('price');
    expect(levelFieldOf(messages.levelTermInvalid.id)).toBe('termDays');
    expect(levelFieldOf(messages.levelStatusInvalid.id)).toBe('status');
    expect(levelFieldOf(messages.contentSeqInvalid.id)).toBe('seq');
    expect(levelFieldOf(messages.levelRightsUnknown.id)).toBe('rightsIds');
    expect(levelFieldOf(messages.levelRightsInvalid.id)).toBe('rightsIds');
    expect(levelFieldOf(messages.levelNotFound.id)).toBeNull();
    expect(levelFieldOf(undefined)).toBeNull();
  });

  it("names the fields as the form's schema does (the same keys as its field errors)", () => {
    const issues = PlatformLevelParam.safeParse({
      levelId: 1,
      nameZh: '黄金',
      nameEn: 'Gold',
      needGrowth: -1,
      price: 0,
      termDays: 0,
      status: 2,
      seq: 10_000,
      rightsIds: [1, 1],
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), levelFieldOf(i.message)])).toEqual([
      ['needGrowth', 'needGrowth'],
      ['price', 'price'],
      ['termDays', 'termDays'],
      ['status', 'status'],
      ['seq', 'seq'],
      ['rightsIds', 'rightsIds'],
    ]);
  });

  it('takes a new level of one of the two kinds only, with the same fields as an edit', () => {
    const base = { nameZh: '黄金', nameEn: 'Gold', needGrowth: 10, rightsIds: [] };
    expect(PlatformLevelCreateParam.safeParse({ ...base, levelType: 0 }).success).toBe(true);
    const bad = PlatformLevelCreateParam.safeParse({ ...base, levelType: 2, seq: -1 }).error?.issues;
    expect(bad?.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['levelType', messages.levelTypeInvalid.id],
      ['seq', messages.contentSeqInvalid.id],
    ]);
  });
});

describe('levelRightsFieldOf', () => {
  it("places a right's refusal at its field, a missing right on top", () => {
    const issues = PlatformLevelRightsParam.safeParse({
      rightsId: 1,
      nameZh: ' ',
      nameEn: 'Member price',
      descriptionZh: '长'.repeat(201),
      descriptionEn: '',
      discountPercent: 100,
      freeShipping: false,
      signInScore: 10_001,
      seq: -1,
    }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), levelRightsFieldOf(i.message)])).toEqual([
      ['nameZh', 'name'],
      ['descriptionZh', 'description'],
      ['discountPercent', 'discountPercent'],
      ['signInScore', 'signInScore'],
      ['seq', 'seq'],
    ]);
    expect(levelRightsFieldOf(messages.rightsNotFound.id)).toBeNull();
    expect(levelRightsFieldOf(undefined)).toBeNull();
  });

  it('takes a whole percent 1-99 or null, trims the names, and counts characters, not bytes', () => {
    const good = {
      nameZh: ' 会员价 9.5 折 ',
      nameEn: 'Member price: 5% off',
      descriptionZh: '价'.repeat(200),
      descriptionEn: '',
      discountPercent: null,
      freeShipping: true,
      signInScore: 0,
      seq: 9999,
    };
    expect(PlatformLevelRightsCreateParam.parse(good).nameZh).toBe('会员价 9.5 折');
    for (const discountPercent of [1, 99]) {
      expect(PlatformLevelRightsCreateParam.safeParse({ ...good, discountPercent }).success).toBe(true);
    }
    for (const discountPercent of [0, 100, 9.5, '95'])
      expect(PlatformLevelRightsCreateParam.safeParse({ ...good, discountPercent }).success).toBe(false);
    expect(PlatformLevelRightsCreateParam.safeParse({ ...good, nameEn: 'x'.repeat(31) }).success).toBe(false);
  });
});

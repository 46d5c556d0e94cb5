import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  MerchantScorePriceParam,
  PayLevelParam,
  ScoreConfirmParam,
  ScoreLevelQuery,
  ScoreLogQuery,
  ScoreSubmitParam,
} from './loyalty.ts';

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('loyalty wire shapes', () => {
  it('reads the ledger and level filters as text, with their defaults', () => {
    expect(ScoreLogQuery.parse({})).toEqual({ current: 1, size: 10, ioType: -1, source: 0 });
    expect(ScoreLogQuery.parse({ ioType: '1', source: '2', current: '3' })).toMatchObject({
      ioType: 1,
      source: 2,
      current: 3,
    });
    expect(issues(ScoreLogQuery.safeParse({ source: '9' }))).toEqual([messages.queryStatusInvalid.id]);
    expect(ScoreLevelQuery.parse({ levelType: '1' }).levelType).toBe(1);
    expect(ScoreLevelQuery.parse({ levelType: '' }).levelType).toBe(-1);
  });

  it('confirms one SKU to the default address and submits with remarks', () => {
    expect(ScoreConfirmParam.parse({ prodId: 1, skuId: 2, prodCount: 1 })).toEqual({
      prodId: 1,
      skuId: 2,
      prodCount: 1,
      addrId: 0,
    });
    expect(ScoreConfirmParam.safeParse({ prodId: 1, skuId: 2, prodCount: 0 }).success).toBe(false);
    expect(ScoreSubmitParam.parse({ uuid: '0b7e6c7e-9f7a-4c1e-8d35-5d1c2f3a4b5c' }).remarks).toBe('');
  });

  it('buys a plan with or without a pay type, never an unknown one', () => {
    expect(PayLevelParam.parse({ id: 3 })).toEqual({ id: 3 });
    expect(PayLevelParam.parse({ id: 3, payType: 9 })).toEqual({ id: 3, payType: 9 });
    expect(issues(PayLevelParam.safeParse({ id: 3, payType: 1 }))).toEqual([messages.payTypeInvalid.id]);
  });

  it("takes a merchant's points prices: whole points, cash 0 or yuan, each SKU once", () => {
    const ok = {
      prodId: 5,
      skus: [
        { skuId: 1, scorePrice: 500, price: 0 },
        { skuId: 2, scorePrice: 100, price: 9.9 },
      ],
    };
    expect(MerchantScorePriceParam.safeParse(ok).success).toBe(true);
    expect(MerchantScorePriceParam.safeParse({ prodId: 5, skus: [] }).success).toBe(true);
    const bad = (sku: object) => issues(MerchantScorePriceParam.safeParse({ prodId: 5, skus: [sku] }));
    expect(bad({ skuId: 1, scorePrice: 0, price: 0 })).toEqual([messages.scorePriceInvalid.id]);
    expect(bad({ skuId: 1, scorePrice: 1.5, price: 0 })).toEqual([messages.scorePriceInvalid.id]);
    expect(bad({ skuId: 1, scorePrice: 10, price: 0.001 })).toContain(messages.scorePriceInvalid.id);
    expect(
      issues(
        MerchantScorePriceParam.safeParse({
          prodId: 5,
          skus: [
            { skuId: 1, scorePrice: 10, price: 0 },
            { skuId: 1, scorePrice: 20, price: 0 },
          ],
        }),
      ),
    ).toEqual([messages.invalid.id]);
  });
});

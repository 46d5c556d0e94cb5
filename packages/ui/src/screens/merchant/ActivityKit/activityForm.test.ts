import { describe, expect, it } from 'vitest';
import {
  checkActivityForm,
  fieldTime,
  groupBody,
  initialValues,
  mallTime,
  seckillBody,
  skuRows,
  type ActivityFormValues,
} from './activityForm.ts';

const options = [
  { skuId: 1, skuName: 'S', price: 10, stocks: 5, status: 1 },
  { skuId: 2, skuName: 'M', price: 12, stocks: 5, status: 0 },
];
const now = Date.parse('2026-12-01T09:00:00+08:00');
const good: ActivityFormValues = {
  prodId: 7,
  startTime: '2026-12-01T10:00',
  endTime: '2026-12-01T12:00',
  maxNum: '2',
  groupNumber: '3',
  groupValidTime: '30',
  skus: [{ skuId: 1, chosen: true, price: '9.90', units: '4' }],
};

describe('the activity form', () => {
  it('passes a good form and builds the bodies in the mall time', () => {
    expect(checkActivityForm('seckill', good, options, now)).toEqual({});
    expect(checkActivityForm('group', good, options, now)).toEqual({});
    expect(seckillBody(good)).toEqual({
      prodId: 7,
      startTime: '2026-12-01 10:00:00',
      endTime: '2026-12-01 12:00:00',
      maxNum: 2,
      skus: [{ skuId: 1, seckillPrice: 9.9, seckillStocks: 4 }],
    });
    expect(groupBody(good)).toMatchObject({
      groupNumber: 3,
      groupValidTime: 30,
      skus: [{ skuId: 1, actPrice: 9.9 }],
    });
    expect(mallTime(fieldTime('2026-12-01 10:00:00'))).toBe('2026-12-01 10:00:00');
  });

  it('converts the wire time to a field to the minute or to the second, and back', () => {
    expect(fieldTime('2026-12-01 23:59:59')).toBe('2026-12-01T23:59');
    expect(fieldTime('2026-12-01 23:59:59', { seconds: true })).toBe('2026-12-01T23:59:59');
    expect(mallTime('2026-12-01T23:59')).toBe('2026-12-01 23:59:00');
    expect(mallTime('2026-12-01T23:59:59')).toBe('2026-12-01 23:59:59');
    // Anything else goes as typed, for the contract's schema to refuse.
    expect(mallTime('')).toBe('');
    expect(mallTime('2026-12-01')).toBe('2026-12-01');
  });

  it('names each bad field', () => {
    const errors = checkActivityForm(
      'seckill',
      {
        ...good,
        endTime: '2026-12-01T09:30',
        startTime: '2026-12-01T10:00',
        maxNum: '0',
        skus: [
          { skuId: 1, chosen: true, price: '10', units: '1' },
          { skuId: 2, chosen: true, price: '1', units: '1' },
        ],
      },
      options,
      now,
    );
    expect(Object.keys(errors).sort()).toEqual(['endTime', 'maxNum', 'sku']);
    // One shopper's units: at most what the server takes (LINE_UNITS_MAX, 200).
    expect(checkActivityForm('seckill', { ...good, maxNum: '200' }, options, now).maxNum).toBeUndefined();
    expect(checkActivityForm('seckill', { ...good, maxNum: '201' }, options, now).maxNum).toBe('maxNum');
    expect(Object.keys(errors.sku!)).toEqual(['1', '2']);
    expect(
      checkActivityForm(
        'seckill',
        { ...good, endTime: '2026-12-01T08:00', startTime: '2026-12-01T07:00' },
        options,
        now,
      ).endTime,
    ).toBeDefined();
    expect(
      checkActivityForm('seckill', { ...good, skus: [{ ...good.skus[0]!, units: '0' }] }, options, now).sku,
    ).toBeDefined();
    expect(checkActivityForm('group', { ...good, groupNumber: '1', maxNum: '0' }, options, now)).toEqual({
      groupNumber: expect.anything(),
    });
    expect(checkActivityForm('group', { ...good, skus: [] }, options, now).skus).toBeDefined();
    expect(checkActivityForm('group', initialValues(), options, now).prodId).toBeDefined();
  });

  it('lists every SKU of the product with what the form holds', () => {
    expect(skuRows(good, options)).toEqual([good.skus[0], { skuId: 2, chosen: false, price: '', units: '' }]);
  });
});

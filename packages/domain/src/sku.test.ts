import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Sku } from './contract/catalog.ts';
import { LINE_UNITS_MAX } from './constants.ts';
import {
  chooseSkuValue,
  maxLineUnits,
  defaultSku,
  findSku,
  isSkuValueAvailable,
  parseSkuProperties,
  skuAttributes,
  skuAttributeStates,
  skuSelectionOf,
} from './sku.ts';

const sku = (skuId: number, properties: string, stocks: number): Sku => ({
  skuId,
  price: 100 + skuId,
  oriPrice: null,
  stocks,
  skuName: null,
  pic: null,
  properties,
});

// Black 8+256 in stock, black 12+512 sold out, white 8+256 sold out, white 12+512 in stock.
const phone = [
  sku(1, '颜色:曜石黑;版本:8GB+256GB', 0),
  sku(2, '颜色:曜石黑;版本:12GB+512GB', 5),
  sku(3, '颜色:雪域白;版本:8GB+256GB', 3),
  sku(4, '颜色:雪域白;版本:12GB+512GB', 0),
];

describe('parseSkuProperties', () => {
  it('splits groups at ";" and names at the first ":"', () => {
    expect(parseSkuProperties('颜色:曜石黑;版本:8GB+256GB')).toEqual([
      ['颜色', '曜石黑'],
      ['版本', '8GB+256GB'],
    ]);
    expect(parseSkuProperties(' Colour : Obsidian Black ; Ratio:16:9 ;')).toEqual([
      ['Colour', 'Obsidian Black'],
      ['Ratio', '16:9'],
    ]);
  });

  it('leaves out empty and malformed pairs and a repeated group', () => {
    expect(parseSkuProperties('')).toEqual([]);
    expect(parseSkuProperties(null)).toEqual([]);
    expect(parseSkuProperties('nothing;:x;y:;a:1;a:2')).toEqual([['a', '1']]);
  });
});

describe('skuAttributes', () => {
  it('lists groups and values in first-seen order, each once', () => {
    expect(skuAttributes(phone)).toEqual([
      { name: '颜色', values: ['曜石黑', '雪域白'] },
      { name: '版本', values: ['8GB+256GB', '12GB+512GB'] },
    ]);
    expect(skuAttributes([sku(9, '', 3)])).toEqual([]);
  });
});

describe('defaultSku', () => {
  it('is the first SKU in stock, else the first', () => {
    expect(defaultSku(phone)?.skuId).toBe(2);
    expect(defaultSku(phone.map((s) => ({ ...s, stocks: 0 })))?.skuId).toBe(1);
    expect(defaultSku([])).toBeUndefined();
  });
});

describe('choosing values', () => {
  const start = skuSelectionOf(phone[1]!); // black, 12+512

  it('finds the SKU of a full selection', () => {
    expect(findSku(phone, start)?.skuId).toBe(2);
    expect(findSku(phone, { 颜色: '雪域白', 版本: '8GB+256GB' })?.skuId).toBe(3);
    expect(findSku(phone, { 颜色: '雪域白' })).toBeUndefined();
    expect(findSku([sku(9, '', 1)], {})?.skuId).toBe(9);
  });

  it('disables a value that makes no in-stock SKU with the other chosen values', () => {
    const states = skuAttributeStates(phone, start);
    expect(states[0]!.values).toEqual([
      { value: '曜石黑', selected: true, disabled: false },
      // White 12+512 is sold out.
      { value: '雪域白', selected: false, disabled: true },
    ]);
    expect(states[1]!.values).toEqual([
      // Black 8+256 is sold out.
      { value: '8GB+256GB', selected: false, disabled: true },
      { value: '12GB+512GB', selected: true, disabled: false },
    ]);
  });

  it('refuses a disabled value and takes an available one', () => {
    expect(chooseSkuValue(phone, start, '颜色', '雪域白')).toBe(start);
    const white = { 颜色: '雪域白', 版本: '8GB+256GB' };
    expect(isSkuValueAvailable(phone, white, '颜色', '曜石黑')).toBe(false);
    expect(chooseSkuValue(phone, white, '版本', '8GB+256GB')).toEqual(white);
    const partial = chooseSkuValue(phone, {}, '颜色', '雪域白');
    expect(partial).toEqual({ 颜色: '雪域白' });
    expect(skuAttributeStates(phone, partial)[1]!.values.map((v) => v.disabled)).toEqual([false, true]);
  });
});

// Random products: up to 3 groups of up to 3 values, every combination a SKU with random stock.
const products = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 0, maxLength: 3 }).chain((sizes) => {
  const combos = sizes.reduce<number[][]>(
    (acc, size) => acc.flatMap((c) => Array.from({ length: size }, (_, v) => [...c, v])),
    [[]],
  );
  return fc
    .array(fc.integer({ min: 0, max: 2 }), { minLength: combos.length, maxLength: combos.length })
    .map((stocks) =>
      combos.map((combo, i) => sku(i + 1, combo.map((v, g) => `g${g}:v${v}`).join(';'), stocks[i]!)),
    );
});

describe('properties', () => {
  it('preselects an in-stock SKU whenever one exists', () => {
    fc.assert(
      fc.property(products, (skus) => {
        const first = defaultSku(skus);
        expect((first?.stocks ?? 0) > 0).toBe(skus.some((s) => s.stocks > 0));
      }),
    );
  });

  it('from the preselected SKU, any enabled choice lands on an in-stock SKU; disabled ones cannot', () => {
    fc.assert(
      fc.property(products, fc.array(fc.nat(), { maxLength: 8 }), (skus, picks) => {
        const first = defaultSku(skus);
        if (!first || first.stocks === 0) return;
        let selection = skuSelectionOf(first);
        for (const pick of picks) {
          const options = skuAttributeStates(skus, selection).flatMap((a) =>
            a.values.map((v) => ({ name: a.name, ...v })),
          );
          if (options.length === 0) break;
          const option = options[pick % options.length]!;
          const next = chooseSkuValue(skus, selection, option.name, option.value);
          if (option.disabled) {
            expect(next).toBe(selection);
          } else {
            selection = next;
          }
          expect(findSku(skus, selection)?.stocks).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('maxLineUnits', () => {
  it('is the stock, capped at LINE_UNITS_MAX, never negative', () => {
    expect(maxLineUnits(5)).toBe(5);
    expect(maxLineUnits(LINE_UNITS_MAX)).toBe(LINE_UNITS_MAX);
    expect(maxLineUnits(99_999)).toBe(LINE_UNITS_MAX);
    expect(maxLineUnits(0)).toBe(0);
    expect(maxLineUnits(-3)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  combinations,
  draftOfDetail,
  isLocked,
  rowLabel,
  rowTexts,
  emptyRow,
  matrixRows,
  rowCount,
  rowNames,
  rowProperties,
  type SkuRowDraft,
  type SpecDraft,
} from './skuMatrix.ts';

const colour = (...values: [string, string, string][]): SpecDraft => ({
  id: 'c',
  name: '颜色',
  nameEn: 'Colour',
  values: values.map(([id, value, valueEn]) => ({ id, value, valueEn })),
});
const size = (...values: [string, string][]): SpecDraft => ({
  id: 's',
  name: '尺码',
  nameEn: 'Size',
  values: values.map(([id, value]) => ({ id, value, valueEn: value })),
});
const row = (key: string, skuId: number, stocks: number): SkuRowDraft => ({
  key,
  skuId,
  loadedStocks: stocks,
  price: '59.9',
  oriPrice: '99',
  stocks: String(stocks),
  pic: '',
});

describe('the combinations of the specifications', () => {
  it('makes one row per combination, the last spec varying fastest', () => {
    const specs = [colour(['r', '红色', 'Red'], ['b', '蓝色', 'Blue']), size(['m', 'M'], ['l', 'L'])];
    expect(combinations(specs).map((c) => c.map((v) => v.id).join('|'))).toEqual([
      'r|m',
      'r|l',
      'b|m',
      'b|l',
    ]);
    expect(rowCount(specs)).toBe(4);
  });

  it('is one row without specifications, and a spec without values adds nothing', () => {
    expect(matrixRows([], [])).toEqual([emptyRow('')]);
    expect(matrixRows([{ id: 'x', name: '', nameEn: '', values: [] }], [])).toEqual([emptyRow('')]);
  });

  it('names and describes a row in zh and en', () => {
    const specs = [colour(['r', '红色', 'Red']), size(['m', 'M'])];
    expect(rowNames(specs, 'r|m')).toEqual({ skuName: '红色 M', skuNameEn: 'Red M' });
    expect(rowProperties(specs, 'r|m')).toEqual({
      properties: '颜色:红色;尺码:M',
      propertiesEn: 'Colour:Red;Size:M',
    });
    expect(rowProperties([], '')).toEqual({ properties: '', propertiesEn: '' });
  });
});

describe('rows kept when the specifications change', () => {
  it('keeps a row (its skuId and loaded stock) when a value is renamed or another is added', () => {
    const before = [row('r', 1, 10), row('b', 2, 5)];
    const specs = [colour(['r', '深红', 'Crimson'], ['b', '蓝色', 'Blue'], ['g', '绿色', 'Green'])];
    const rows = matrixRows(specs, before);
    expect(rows.map((r) => [r.key, r.skuId, r.loadedStocks])).toEqual([
      ['r', 1, 10],
      ['b', 2, 5],
      ['g', undefined, undefined],
    ]);
  });

  it('drops the rows of a removed value', () => {
    const rows = matrixRows([colour(['b', '蓝色', 'Blue'])], [row('r', 1, 10), row('b', 2, 5)]);
    expect(rows.map((r) => r.skuId)).toEqual([2]);
  });

  it("gives an added spec's first value to the existing rows", () => {
    const specs = [colour(['r', '红色', 'Red']), size(['m', 'M'], ['l', 'L'])];
    const rows = matrixRows(specs, [row('r', 1, 10)]);
    expect(rows.map((r) => [r.key, r.skuId])).toEqual([
      ['r|m', 1],
      ['r|l', undefined],
    ]);
  });

  it('keeps the first row of each combination when a spec is removed', () => {
    const before = [row('r|m', 1, 10), row('r|l', 2, 3), row('b|m', 3, 4), row('b|l', 4, 0)];
    const rows = matrixRows([colour(['r', '红色', 'Red'], ['b', '蓝色', 'Blue'])], before);
    expect(rows.map((r) => [r.key, r.skuId])).toEqual([
      ['r', 1],
      ['b', 3],
    ]);
  });

  it('turns the single SKU into the first row of the first spec', () => {
    const rows = matrixRows([colour(['r', '红色', 'Red'], ['b', '蓝色', 'Blue'])], [row('', 9, 7)]);
    expect(rows.map((r) => r.skuId)).toEqual([9, undefined]);
  });

  it('never gives one earlier row to two combinations', () => {
    const specs = [size(['m', 'M'], ['l', 'L'])];
    const rows = matrixRows(specs, [row('', 9, 7)]);
    expect(rows.filter((r) => r.skuId === 9)).toHaveLength(1);
  });
});

describe('a loaded product', () => {
  it('parses its on-sale SKUs into specs and rows, with the loaded stock', () => {
    let n = 0;
    const sku = (skuId: number, zh: string, en: string, stocks: number, status = 1) => ({
      skuId,
      skuName: '',
      skuNameEn: '',
      properties: zh,
      propertiesEn: en,
      price: 59.9,
      oriPrice: 99,
      stocks,
      pic: '',
      status,
    });
    const { specs, rows } = draftOfDetail(
      [
        sku(1, '颜色:红色;尺码:M', 'Colour:Red;Size:M', 10),
        sku(2, '颜色:蓝色;尺码:M', 'Colour:Blue;Size:M', 4),
        sku(3, '颜色:绿色;尺码:M', 'Colour:Green;Size:M', 8, 0),
      ],
      () => `v${n++}`,
    );
    expect(specs.map((s) => [s.name, s.nameEn, s.values.map((v) => `${v.value}/${v.valueEn}`)])).toEqual([
      ['颜色', 'Colour', ['红色/Red', '蓝色/Blue']],
      ['尺码', 'Size', ['M/M']],
    ]);
    expect(rows.map((r) => [r.skuId, r.loadedStocks, r.stocks, r.price])).toEqual([
      [1, 10, '10', '59.9'],
      [2, 4, '4', '59.9'],
    ]);
  });

  it('is a single-SKU product when its SKU has no properties', () => {
    const { specs, rows } = draftOfDetail(
      [
        {
          skuId: 5,
          skuName: '',
          skuNameEn: '',
          properties: '',
          propertiesEn: '',
          price: 1,
          oriPrice: 2,
          stocks: 3,
          pic: '',
          status: 1,
        },
      ],
      () => 'x',
    );
    expect(specs).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: '', skuId: 5, loadedStocks: 3 });
  });

  describe('whose SKUs do not make one matrix', () => {
    const sku = (skuId: number, properties: string, propertiesEn: string, skuName = '') => ({
      skuId,
      skuName,
      skuNameEn: '',
      properties,
      propertiesEn,
      price: 10,
      oriPrice: 20,
      stocks: skuId,
      pic: '',
      status: 1,
    });
    const cases: [string, ReturnType<typeof sku>[]][] = [
      ['two without properties', [sku(1, '', ''), sku(2, '', '')]],
      ['the same values twice', [sku(1, '颜色:红', 'Colour:Red'), sku(2, '颜色:红', 'Colour:Red')]],
      ['a pair that does not parse', [sku(1, '颜色:红', 'Colour:Red'), sku(2, '颜色红', 'Colour:Blue')]],
      ['different specs', [sku(1, '颜色:红', 'Colour:Red'), sku(2, '尺码:M', 'Size:M')]],
      ['zh and en that disagree', [sku(1, '颜色:红', 'Colour:Red'), sku(2, '颜色:红', 'Colour:Crimson')]],
      ['a spec twice in one SKU', [sku(1, '颜色:红;颜色:蓝', 'Colour:Red;Colour:Blue')]],
    ];
    for (const [what, skus] of cases) {
      it(`keeps every on-sale SKU as its own locked row: ${what}`, () => {
        let n = 0;
        const { specs, rows } = draftOfDetail(skus, () => `v${n++}`);
        expect(specs).toEqual([]);
        expect(isLocked(rows)).toBe(true);
        expect(rows.map((r) => [r.key, r.skuId, r.loadedStocks])).toEqual(
          skus.map((s) => [`sku:${s.skuId}`, s.skuId, s.stocks]),
        );
        expect(rows.map((r) => rowTexts(specs, r).properties)).toEqual(skus.map((s) => s.properties));
      });
    }

    it('labels a locked row by its name, else its properties, else its id', () => {
      const { specs, rows } = draftOfDetail(
        [sku(1, '', '', '红'), sku(2, '颜色:蓝', 'Colour:Blue'), sku(3, '', '')],
        () => 'x',
      );
      expect(rows.map((r) => rowLabel(specs, r))).toEqual(['红', '颜色:蓝', '#3']);
    });

    it('is still a matrix when the SKUs list their specs in another order', () => {
      const { specs, rows } = draftOfDetail(
        [sku(1, '颜色:红;尺码:M', 'Colour:Red;Size:M'), sku(2, '尺码:M;颜色:蓝', 'Size:M;Colour:Blue')],
        (() => {
          let n = 0;
          return () => `v${n++}`;
        })(),
      );
      expect(isLocked(rows)).toBe(false);
      expect(specs.map((s) => s.name)).toEqual(['颜色', '尺码']);
      expect(rows.map((r) => r.skuId)).toEqual([1, 2]);
    });
  });
});

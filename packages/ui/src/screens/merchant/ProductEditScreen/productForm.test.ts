import { describe, expect, it } from 'vitest';
import type { MerchantProdDetail } from '@mall/domain';
import { checkDraft, draftOf, newDraft, requestOf, submission, type ProductDraft } from './productForm.ts';
import { matrixRows, type SpecDraft } from '../../../console/SkuMatrixEditor/skuMatrix.ts';

const detail: MerchantProdDetail = {
  prodId: 7,
  prodName: '短袖T恤',
  prodNameEn: 'T-shirt',
  categoryId: 111,
  categoryPath: [1, 11, 111],
  brief: '',
  briefEn: '',
  content: '<p>好</p>',
  contentEn: '<p>Good</p>',
  pic: '/files/a.png',
  imgs: '/files/a.png,/files/b.png',
  status: 1,
  soldNum: 3,
  skuList: [
    ['红色', 'Red', 21, 10],
    ['蓝色', 'Blue', 22, 4],
  ].map(([zh, en, skuId, stocks]) => ({
    skuId: skuId as number,
    skuName: zh as string,
    skuNameEn: en as string,
    properties: `颜色:${zh}`,
    propertiesEn: `Colour:${en}`,
    price: 59.9,
    oriPrice: 99,
    stocks: stocks as number,
    pic: '',
    status: 1,
  })),
};

const filled = (): ProductDraft => ({
  ...newDraft(),
  categoryPath: [1, 11, 111],
  prodName: ' 新品 ',
  prodNameEn: 'New',
  images: ['/files/a.png', '/files/b.png'],
  matrix: { specs: [], rows: [{ key: '', price: '19.9', oriPrice: '29', stocks: '5', pic: '' }] },
});

describe('the checks of the product form', () => {
  it('asks for a category, both names, a main picture and each SKU figure', () => {
    expect(checkDraft(newDraft())).toEqual({
      category: 'category',
      prodName: 'required',
      prodNameEn: 'required',
      images: 'mainPicture',
      'row::price': 'money',
      'row::oriPrice': 'money',
      'row::stocks': 'stock',
    });
    expect(checkDraft(filled())).toEqual({});
  });

  it('refuses amounts the contract refuses, and stocks that are not whole numbers in range', () => {
    for (const price of ['0', '0.001', '1.234', '-1', 'abc', '100000000', '']) {
      const draft = filled();
      draft.matrix.rows[0]!.price = price;
      expect(checkDraft(draft)['row::price'], price).toBe('money');
    }
    for (const stocks of ['1.5', '-1', '1000001', 'x', '']) {
      const draft = filled();
      draft.matrix.rows[0]!.stocks = stocks;
      expect(checkDraft(draft)['row::stocks'], stocks).toBe('stock');
    }
  });

  it('refuses too long texts, and separators or repeats in specifications', () => {
    const draft = filled();
    draft.prodName = 'x'.repeat(101);
    draft.content = 'x'.repeat(100_001);
    draft.matrix = {
      specs: [
        {
          id: 'c',
          name: '颜:色',
          nameEn: 'Colour',
          values: [
            { id: 'r', value: '红', valueEn: 'Red' },
            { id: 'r2', value: '红', valueEn: '' },
          ],
        },
      ],
      rows: [],
    };
    expect(checkDraft(draft)).toMatchObject({
      prodName: 'tooLong',
      content: 'tooLong',
      'spec:c:name': 'separator',
      'value:r2:value': 'duplicate',
      'value:r2:valueEn': 'required',
    });
  });
});

describe('the lengths of a SKU made of long values', () => {
  // Three specs whose English names and values each fit their 40 characters.
  const long = (n: number): SpecDraft => ({
    id: `s${n}`,
    name: `规格${n}`,
    nameEn: `${'N'.repeat(39)}${n}`,
    values: [{ id: `v${n}`, value: `值${n}`, valueEn: `${'V'.repeat(39)}${n}` }],
  });
  const draftWith = (specs: SpecDraft[]): ProductDraft => {
    const draft = filled();
    const rows = matrixRows(specs, []).map((row) => ({ ...row, price: '1', oriPrice: '2', stocks: '3' }));
    draft.matrix = { specs, rows };
    return draft;
  };

  it('refuses an English name or properties longer than the contract allows, on the row', () => {
    const draft = draftWith([long(1), long(2), long(3)]);
    const problems = checkDraft(draft);
    // "V…1 V…2 V…3" is 122 characters; "N…1:V…1;N…2:V…2;N…3:V…3" is 245.
    expect(problems).toEqual({
      'row:v1|v2|v3:skuNameEn': 'skuNameEnTooLong',
      'row:v1|v2|v3:propertiesEn': 'propertiesEnTooLong',
    });
    expect(submission(draft).request).toBeNull();
  });

  it('accepts them within the limits', () => {
    const draft = draftWith([long(1), long(2)]);
    expect(checkDraft(draft)).toEqual({});
    expect(submission(draft).request?.skuList[0]!.propertiesEn).toHaveLength(163);
  });

  it('says the draft cannot be sent when the schema refuses what the checks let through', () => {
    const draft = filled();
    draft.matrix.rows[0]!.pic = `/files/${'x'.repeat(500)}.png`;
    expect(checkDraft(draft)).toEqual({});
    expect(submission(draft)).toEqual({ problems: { form: 'unsendable' }, request: null });
  });
});

describe('the request', () => {
  it('is a new product with the main picture first and wire yuan', () => {
    expect(requestOf(filled())).toEqual({
      prodName: '新品',
      prodNameEn: 'New',
      categoryId: 111,
      brief: '',
      briefEn: '',
      content: '',
      contentEn: '',
      pic: '/files/a.png',
      imgs: '/files/a.png,/files/b.png',
      skuList: [
        {
          skuName: '',
          skuNameEn: '',
          properties: '',
          propertiesEn: '',
          price: 19.9,
          oriPrice: 29,
          stocks: 5,
          pic: '',
        },
      ],
      status: 1,
    });
  });

  it('sends the loaded stock of each kept SKU as expectedStocks, and new SKUs without an id', () => {
    const draft = draftOf(detail);
    draft.matrix.rows[0]!.stocks = '3';
    const request = requestOf(draft, 7)!;
    expect(request.prodId).toBe(7);
    expect(request.skuList.map((s) => [s.skuId, s.stocks, s.expectedStocks, s.properties])).toEqual([
      [21, 3, 10, '颜色:红色'],
      [22, 4, 4, '颜色:蓝色'],
    ]);
    expect(request.categoryId).toBe(111);
    expect(request.pic).toBe('/files/a.png');
    expect(request.imgs).toBe('/files/a.png,/files/b.png');
  });

  it('sends every on-sale SKU with the texts it was loaded with when its properties make no matrix', () => {
    const broken = {
      ...detail,
      skuList: detail.skuList.map((sku) => ({ ...sku, properties: '颜色:红色', propertiesEn: 'Colour:Red' })),
    };
    const draft = draftOf(broken);
    expect(checkDraft(draft)).toEqual({});
    const request = requestOf(draft, 7)!;
    expect(
      request.skuList.map((s) => [s.skuId, s.skuName, s.skuNameEn, s.properties, s.propertiesEn]),
    ).toEqual([
      [21, '红色', 'Red', '颜色:红色', 'Colour:Red'],
      [22, '蓝色', 'Blue', '颜色:红色', 'Colour:Red'],
    ]);
  });

  it('is refused by the domain schema when a check was skipped', () => {
    const draft = filled();
    draft.matrix.rows[0]!.price = 'abc';
    expect(requestOf(draft)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MerchantProdDetail } from '@mall/domain';
import { checkDraft, draftOf, newDraft, requestOf, type ProductDraft } from './productForm.ts';

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

  it('is refused by the domain schema when a check was skipped', () => {
    const draft = filled();
    draft.matrix.rows[0]!.price = 'abc';
    expect(requestOf(draft)).toBeNull();
  });
});

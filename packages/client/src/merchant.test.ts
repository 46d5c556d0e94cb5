// The merchant endpoints (the session, the products): each calls its path once, signed, with the body
// as given and the merchant token.
import { describe, expect, it } from 'vitest';
import { fakeApiClient } from './fakeAdapter.ts';
import { keyOf } from './endpoint.ts';
import { merchantLogin, merchantLogout } from './endpoints/merchant.ts';
import {
  createMerchantProduct,
  getMerchantProduct,
  getMerchantProducts,
  setMerchantProductStatus,
  updateMerchantProduct,
  uploadMerchantImage,
} from './endpoints/merchantProducts.ts';
import { getMerchantMe } from './endpoints/merchantSession.ts';

describe('merchant session endpoints', () => {
  it('log in and log out at /merchant/login and /merchant/logout', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/merchant/login'
          ? { status: 200, body: '{"access_token":"mt","shopId":3}' }
          : { status: 200, body: 'true' },
      { getToken: () => 'mt', now: () => 1_760_000_000_000 },
    );
    expect(await merchantLogin(http, { username: 'shop3', password: 'rsa' })).toEqual({
      access_token: 'mt',
      shopId: 3,
    });
    expect(await merchantLogout(http)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['POST', '/merchant/login', '{"username":"shop3","password":"rsa"}'],
      ['POST', '/merchant/logout', undefined],
    ]);
    // The merchant token goes with the logout, not with the login.
    expect(requests[0]!.headers.get('Authorization')).toBeUndefined();
    expect(requests[1]!.headers.get('Authorization')).toBe('bearer mt');
  });

  it('reads the signed-in account at GET /merchant/me with the merchant token; its key is the path', async () => {
    const me = {
      merchantId: 1,
      username: 'shop1',
      role: 'owner',
      permissions: ['orders', 'signedIn'],
      shopId: 1,
      shopName: '鲜果小铺',
      shopLogo: '',
      shopStatus: 1,
    };
    const { http, requests } = fakeApiClient(() => ({ status: 200, body: JSON.stringify(me) }), {
      getToken: () => 'mt',
    });
    expect(await getMerchantMe(http)).toEqual(me);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url])).toEqual([['GET', '/merchant/me']]);
    expect(requests[0]!.headers.get('Authorization')).toBe('bearer mt');
    expect(keyOf(getMerchantMe, undefined)).toBe('/merchant/me');
  });
});

describe('merchant product endpoints', () => {
  it('call the contract paths with the merchant token, bodies signed as given', async () => {
    const { http, requests } = fakeApiClient(
      (c) => ({
        status: 200,
        body:
          c.url === '/merchant/prod' && c.method === 'post'
            ? '42'
            : c.url === '/merchant/file/upload'
              ? '"/api/uploads/2026/11/a.png"'
              : c.url === '/merchant/prod/page'
                ? '{"records":[],"total":0,"size":10,"current":1,"pages":0}'
                : 'true',
      }),
      { getToken: () => 'mt', now: () => 1_760_000_000_000 },
    );
    const sku = {
      skuName: '红',
      skuNameEn: 'Red',
      properties: '颜色:红',
      propertiesEn: 'Colour:Red',
      price: 1,
      oriPrice: 2,
      stocks: 3,
      pic: '',
    };
    const prod = {
      prodName: '商品',
      prodNameEn: 'Product',
      categoryId: 9,
      brief: '',
      briefEn: '',
      content: '<p>x</p>',
      contentEn: '',
      pic: '/api/uploads/2026/11/a.png',
      imgs: '',
      skuList: [sku],
      status: 1 as const,
    };
    expect(await createMerchantProduct(http, prod)).toBe(42);
    expect(
      await updateMerchantProduct(http, {
        ...prod,
        prodId: 42,
        skuList: [{ ...sku, skuId: 7, expectedStocks: 5 }],
      }),
    ).toBe(true);
    expect(await setMerchantProductStatus(http, { prodId: 42, status: 0 })).toBe(true);
    expect((await getMerchantProducts(http, { current: 1, size: 10, status: -1, prodName: '' })).total).toBe(
      0,
    );
    expect(keyOf(getMerchantProduct, 42)).toEqual(['/merchant/prod/info', 42]);
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(await uploadMerchantImage(http, file)).toBe('/api/uploads/2026/11/a.png');
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['POST', '/merchant/prod', undefined],
      ['PUT', '/merchant/prod', undefined],
      ['PUT', '/merchant/prod/status', undefined],
      ['GET', '/merchant/prod/page', { current: 1, size: 10, status: -1 }],
      ['POST', '/merchant/file/upload', undefined],
    ]);
    expect(JSON.parse(requests[1]!.data as string)).toMatchObject({
      prodId: 42,
      skuList: [{ expectedStocks: 5 }],
    });
    expect((requests[4]!.data as FormData).get('file')).toBeInstanceOf(File);
    for (const r of requests) expect(r.headers.get('Authorization')).toBe('bearer mt');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { verify } from '@mall/domain';
import { fakeApiClient, type FakeReply } from './fakeAdapter.ts';
import {
  changeCartItem,
  checkCartItems,
  deleteAllCartItems,
  deleteCartItems,
  getCartCount,
  getCartInfo,
  getCartTotals,
} from './endpoints/cart.ts';
import {
  getComments,
  getProduct,
  isProductCollected,
  searchProducts,
  toggleProductCollection,
} from './endpoints/catalog.ts';
import { getPublicKey, login, LoginType, logOut, sendLoginCode } from './endpoints/account.ts';
import { getIndexImgs, getPcWebConfig } from './endpoints/site.ts';

const NOW = 1_760_000_000_000;

function setup(
  reply: (config: InternalAxiosRequestConfig) => FakeReply = () => ({ status: 200, body: '1' }),
) {
  const onShowLogin = vi.fn();
  const { http, requests } = fakeApiClient(reply, { getToken: () => 'tok', onShowLogin, now: () => NOW });
  return { http, requests, onShowLogin };
}

const summary = (c: InternalAxiosRequestConfig) => ({
  method: c.method?.toUpperCase(),
  url: c.url,
  params: c.params as unknown,
  data: c.data as unknown,
});

function signedOk(c: InternalAxiosRequestConfig): boolean {
  const headers = AxiosHeaders.from(c.headers).toJSON() as Record<string, string>;
  return verify({ headers, body: typeof c.data === 'string' ? c.data : '', origin: '', now: NOW }).ok;
}

describe('cart calls', () => {
  it('send the contract methods, paths and signed bodies', async () => {
    const { http, requests } = setup((c) => ({
      status: 200,
      body: c.url === '/p/shopCart/info' ? '[]' : '1',
    }));
    await changeCartItem(http, { basketId: 0, prodId: 1, skuId: 2, shopId: 3, count: -1 });
    await getCartInfo(http);
    await getCartTotals(http, [5, 6]);
    await checkCartItems(http, [5], false);
    await deleteCartItems(http, [5, 6]);
    await deleteAllCartItems(http);
    expect(requests.map(summary)).toEqual([
      {
        method: 'POST',
        url: '/p/shopCart/changeItem',
        params: undefined,
        data: '{"basketId":0,"prodId":1,"skuId":2,"shopId":3,"count":-1}',
      },
      { method: 'POST', url: '/p/shopCart/info', params: undefined, data: '[]' },
      { method: 'POST', url: '/p/shopCart/totalPay', params: undefined, data: '[5,6]' },
      {
        method: 'POST',
        url: '/p/shopCart/checkItems',
        params: undefined,
        data: '{"basketIds":[5],"isChecked":0}',
      },
      { method: 'DELETE', url: '/p/shopCart/deleteItem', params: undefined, data: '[5,6]' },
      { method: 'DELETE', url: '/p/shopCart/deleteAll', params: undefined, data: undefined },
    ]);
    expect(requests.every(signedOk)).toBe(true);
  });

  it('cart info turns the 0/1 selection into booleans', async () => {
    const item = (basketId: number, isChecked: number) => ({ basketId, isChecked, prodCount: 1 });
    const body = JSON.stringify([
      {
        shopId: 1,
        shopName: 's',
        shopCartItemDiscounts: [{ chooseDiscountItemDto: null, shopCartItems: [item(1, 1), item(2, 0)] }],
      },
    ]);
    const { http } = setup(() => ({ status: 200, body }));
    const cart = await getCartInfo(http);
    expect(cart[0]!.shopCartItemDiscounts[0]!.shopCartItems.map((i) => i.isChecked)).toEqual([true, false]);
  });

  it('the cart count never opens the login popup', async () => {
    const { http, onShowLogin } = setup(() => ({ status: 401, body: '请先登录' }));
    await expect(getCartCount(http)).rejects.toThrow();
    expect(onShowLogin).not.toHaveBeenCalled();
  });
});

describe('catalogue and account calls', () => {
  it('drop empty query parameters and default the comment filter to all', async () => {
    const { http, requests } = setup(() => ({ status: 200, body: '{"records":[]}' }));
    await searchProducts(http, { prodName: '', categoryId: 3, sort: 1, orderBy: 0, current: 2 });
    await getComments(http, { prodId: 9, current: 1, size: 10 });
    await getProduct(http, 7);
    expect(requests.map((r) => [r.url, r.params])).toEqual([
      ['/search/searchProdPage', { categoryId: 3, sort: 1, orderBy: 0, current: 2 }],
      ['/prodComm/prodCommPageByProd', { evaluate: -1, prodId: 9, current: 1, size: 10 }],
      ['/prod/prodInfo', { prodId: 7 }],
    ]);
  });

  it('collect sends the bare prod id; the is-collection 401 stays silent', async () => {
    const { http, requests, onShowLogin } = setup((c) =>
      c.url === '/p/user/collection/isCollection'
        ? { status: 401, body: '请先登录' }
        : { status: 200, body: 'true' },
    );
    expect(await toggleProductCollection(http, 12)).toBe(true);
    expect(requests[0]!.data).toBe('12');
    await expect(isProductCollected(http, 12)).rejects.toThrow();
    expect(onShowLogin).not.toHaveBeenCalled();
  });

  it('login, SMS code, public key, logout and site config', async () => {
    const { http, requests } = setup((c) =>
      c.url === '/rsa/publicKey' ? { status: 200, body: '"PEM"' } : { status: 200, body: '{}' },
    );
    expect(await getPublicKey(http)).toBe('PEM');
    await sendLoginCode(http, '13800000000');
    await login(http, { principal: 'u', credentials: 'c', appType: 1, loginType: LoginType.password });
    await logOut(http);
    await getPcWebConfig(http);
    await getIndexImgs(http);
    expect(requests.map(summary)).toEqual([
      { method: 'GET', url: '/rsa/publicKey', params: undefined, data: undefined },
      { method: 'POST', url: '/sms/sendLoginCode', params: undefined, data: '{"mobile":"13800000000"}' },
      {
        method: 'POST',
        url: '/login',
        params: undefined,
        data: '{"principal":"u","credentials":"c","appType":1,"loginType":0}',
      },
      { method: 'POST', url: '/p/user/logOut', params: undefined, data: undefined },
      { method: 'GET', url: '/webConfig/getPcWebConfig', params: undefined, data: undefined },
      { method: 'GET', url: '/indexImgs', params: { imgType: 1 }, data: undefined },
    ]);
  });
});

// The merchant's review and store-settings endpoints (issue 17 items 6 and 9): each calls its path with
// the merchant token, the filters without the empty ones, and the bodies as given.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const settings = {
  shopName: '小店',
  shopNameEn: 'Shop',
  logo: '/uploads/l.png',
  intro: '一家很好的小店，欢迎光临。',
  introEn: 'A good little shop, welcome.',
  tel: '',
  address: '',
  businessHours: '',
  notices: ['包邮'],
  freightFee: 8,
  freeFrom: 99,
};

describe('merchant review and store endpoints', () => {
  it('call their paths with the merchant token', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/merchant/comments'
          ? { status: 200, body: '{"records":[],"total":0,"size":10,"current":1,"pages":0}' }
          : c.url === '/merchant/shop' && c.method === 'get'
            ? { status: 200, body: JSON.stringify({ shopId: 1, ...settings }) }
            : { status: 200, body: 'true' },
      { getToken: () => 'mt' },
    );
    const query = { current: 1, size: 10, evaluate: 2 as const, replied: 0 as const };
    expect(keyOf(api.getMerchantComments, query)).toEqual([
      '/merchant/comments',
      'current=1&evaluate=2&replied=0&size=10',
    ]);
    expect((await api.getMerchantComments(http, query)).total).toBe(0);
    expect(await api.replyMerchantComment(http, { commentId: 7, content: '谢谢' })).toBe(true);
    expect((await api.getMerchantShop(http)).shopId).toBe(1);
    expect(await api.saveMerchantShop(http, settings)).toBe(true);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.data as unknown])).toEqual([
      ['GET', '/merchant/comments', undefined],
      ['PUT', '/merchant/comment/reply', '{"commentId":7,"content":"谢谢"}'],
      ['GET', '/merchant/shop', undefined],
      ['PUT', '/merchant/shop', JSON.stringify(settings)],
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });
});

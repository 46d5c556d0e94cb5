// The merchant's order endpoints (issue 17 item 4): each calls its path with the merchant token, the
// filters without the empty ones, and the export keeps the CSV's BOM and the server's file name.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

describe('merchant order endpoints', () => {
  it('call their paths with the merchant token and the filters given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/merchant/orders'
          ? { status: 200, body: '{"records":[],"total":0,"size":10,"current":1,"pages":0}' }
          : c.url === '/merchant/orders/export'
            ? { status: 200, body: '\uFEFForder', contentType: 'text/csv; charset=utf-8' }
            : { status: 200, body: 'true' },
      { getToken: () => 'mt' },
    );
    const query = { current: 1, size: 10, status: 2 as const, receiver: '', mobile: '138' };
    expect(keyOf(api.getMerchantOrders, query)).toEqual([
      '/merchant/orders',
      'current=1&mobile=138&size=10&status=2',
    ]);
    expect((await api.getMerchantOrders(http, query)).total).toBe(0);
    expect(
      await api.shipMerchantOrder(http, { orderNumber: '12', expressName: 'SF', expressNo: 'SF1234' }),
    ).toBe(true);
    const file = await api.exportMerchantOrders(http, { status: 2, startDate: '2026-11-01' });
    expect(file.fileName).toBe('orders.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // The BOM's bytes first (Blob.text() would drop them when it decodes).
    expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x6f]);
    expect(
      requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown, c.data as unknown]),
    ).toEqual([
      ['GET', '/merchant/orders', { current: 1, size: 10, status: 2, mobile: '138' }, undefined],
      [
        'PUT',
        '/merchant/order/delivery',
        undefined,
        '{"orderNumber":"12","expressName":"SF","expressNo":"SF1234"}',
      ],
      ['GET', '/merchant/orders/export', { status: 2, startDate: '2026-11-01' }, undefined],
    ]);
    expect(requests[2]!.responseType).toBe('text');
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });

  it('read the file name of the Content-Disposition header', () => {
    expect(api.fileNameOf('attachment; filename="orders-20261126-120000.csv"', 'x.csv')).toBe(
      'orders-20261126-120000.csv',
    );
    expect(api.fileNameOf("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv", 'x.csv')).toBe('订单.csv');
    expect(api.fileNameOf(undefined, 'x.csv')).toBe('x.csv');
    expect(api.fileNameOf('attachment', 'x.csv')).toBe('x.csv');
  });
});

// The platform's report endpoints (issue 18 item 7): each calls its path with the platform token and the
// range, SWR keys follow the query, and the CSV export keeps the BOM (asked as text, kept as a Blob).
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

describe('platform report endpoints', () => {
  it('call their paths with the platform token and the range given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/report/daily.csv'
          ? { status: 200, body: '\uFEFFday', contentType: 'text/csv; charset=utf-8' }
          : c.url === '/platform/report/daily'
            ? { status: 200, body: '{"startDate":"2026-11-01","endDate":"2026-11-02","total":{},"days":[]}' }
            : { status: 200, body: '[]' },
      { getToken: () => 'pt' },
    );
    const range = { startDate: '2026-11-01', endDate: '2026-11-02' };
    expect(keyOf(api.getPlatformReportDaily, range)).toEqual([
      '/platform/report/daily',
      'endDate=2026-11-02&startDate=2026-11-01',
    ]);
    expect(keyOf(api.getPlatformReportTopShops, { ...range, size: 5 })).toEqual([
      '/platform/report/topShops',
      'endDate=2026-11-02&size=5&startDate=2026-11-01',
    ]);
    expect((await api.getPlatformReportDaily(http, range)).days).toEqual([]);
    expect(await api.getPlatformReportTopProducts(http, { ...range, size: 10 })).toEqual([]);
    expect(await api.getPlatformReportTopShops(http, range)).toEqual([]);
    const file = await api.exportPlatformReportDaily(http, range);
    expect(file.fileName).toBe('report.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    // The BOM's bytes first, then "d".
    expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 4)).toEqual([0xef, 0xbb, 0xbf, 0x64]);
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown])).toEqual([
      ['GET', '/platform/report/daily', range],
      ['GET', '/platform/report/topProducts', { ...range, size: 10 }],
      ['GET', '/platform/report/topShops', range],
      ['GET', '/platform/report/daily.csv', range],
    ]);
    expect(requests[3]!.responseType).toBe('text');
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer pt');
  });

  it('export the best products and stores with their query, keeping one BOM', async () => {
    const { http, requests } = fakeApiClient(
      (c) => ({
        status: 200,
        body: c.url === '/platform/report/topShops.csv' ? 'Rank' : '\uFEFFRank',
        contentType: 'text/csv; charset=utf-8',
      }),
      { getToken: () => 'pt' },
    );
    const query = { startDate: '2026-11-01', endDate: '2026-11-02', size: 10 };
    const products = await api.exportPlatformReportTopProducts(http, query);
    const shops = await api.exportPlatformReportTopShops(http, query);
    // No Content-Disposition from this fake server: the fallback name (the header's is read as daily's).
    expect(products.fileName).toBe('report.csv');
    // One BOM whether the server sent it (products) or not (shops), then "R".
    for (const file of [products, shops]) {
      expect(file.blob.type).toBe('text/csv;charset=utf-8');
      expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 4)).toEqual([
        0xef, 0xbb, 0xbf, 0x52,
      ]);
    }
    expect(
      requests.map((c) => [c.method?.toUpperCase(), c.url, c.params as unknown, c.responseType]),
    ).toEqual([
      ['GET', '/platform/report/topProducts.csv', query, 'text'],
      ['GET', '/platform/report/topShops.csv', query, 'text'],
    ]);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer pt');
  });
});

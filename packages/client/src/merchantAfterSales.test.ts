// The merchant's after-sales and invoice endpoints (issue 17 items 4 and 5): each calls its path with the
// merchant token and the filters without the empty ones; the PDF's download keeps its bytes and the
// server's file name, and a refusal of it reads as the server's text.
import { describe, expect, it } from 'vitest';
import { errorText } from './apiClient.ts';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

describe('merchant after-sales and invoice endpoints', () => {
  it('call their paths with the merchant token and the filters given', async () => {
    const page = '{"records":[],"total":0,"size":10,"current":1,"pages":0}';
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/merchant/orderRefunds' || c.url === '/merchant/orderInvoices'
          ? { status: 200, body: page }
          : c.url === '/merchant/orderInvoice/upload'
            ? { status: 200, body: '"/api/private-documents/2026/11/a.pdf"' }
            : { status: 200, body: 'true' },
      { getToken: () => 'mt' },
    );
    const query = { current: 1, size: 10, status: 1 as const, refundSn: '', orderNumber: '2026' };
    expect(keyOf(api.getMerchantRefunds, query)).toEqual([
      '/merchant/orderRefunds',
      'current=1&orderNumber=2026&size=10&status=1',
    ]);
    expect((await api.getMerchantRefunds(http, query)).total).toBe(0);
    expect(await api.agreeMerchantRefund(http, '11')).toBe(true);
    expect(await api.refuseMerchantRefund(http, '12', '已拆封')).toBe(true);
    expect(await api.receiveMerchantRefund(http, '13')).toBe(true);
    expect((await api.getMerchantInvoices(http, { current: 1, size: 10, status: 0 })).total).toBe(0);
    const url = await api.uploadInvoiceDocument(http, new File(['%PDF-1.7'], 'i.pdf'));
    expect(await api.issueMerchantInvoice(http, { orderInvoiceId: 5, fileUrl: url })).toBe(true);
    expect(
      requests.map((c) => [
        c.method?.toUpperCase(),
        c.url,
        c.params as unknown,
        typeof c.data === 'string' ? c.data : undefined,
      ]),
    ).toEqual([
      ['GET', '/merchant/orderRefunds', { current: 1, size: 10, status: 1, orderNumber: '2026' }, undefined],
      ['PUT', '/merchant/orderRefund/process', undefined, '{"refundSn":"11","agree":true}'],
      [
        'PUT',
        '/merchant/orderRefund/process',
        undefined,
        '{"refundSn":"12","agree":false,"refuseReason":"已拆封"}',
      ],
      ['PUT', '/merchant/orderRefund/receive', undefined, '{"refundSn":"13"}'],
      ['GET', '/merchant/orderInvoices', { current: 1, size: 10, status: 0 }, undefined],
      ['POST', '/merchant/orderInvoice/upload', undefined, undefined],
      [
        'PUT',
        '/merchant/orderInvoice/issue',
        undefined,
        '{"orderInvoiceId":5,"fileUrl":"/api/private-documents/2026/11/a.pdf"}',
      ],
    ]);
    expect(requests[5]!.data).toBeInstanceOf(FormData);
    for (const request of requests) expect(request.headers.get('Authorization')).toBe('bearer mt');
  });

  it("download an invoice's PDF through the address its answer gave", async () => {
    const { http, requests } = fakeApiClient(
      () => ({ status: 200, body: '%PDF-1.7 %%EOF', contentType: 'application/pdf' }),
      { getToken: () => 'st' },
    );
    const file = await api.downloadInvoice(http, '/api/p/orderInvoice/file?orderInvoiceId=5');
    expect(requests[0]!.url).toBe('/p/orderInvoice/file?orderInvoiceId=5');
    expect(requests[0]!.responseType).toBe('arraybuffer');
    expect(file.blob.type).toBe('application/pdf');
    expect(file.fileName).toBe('invoice.pdf');
    expect(errorText(new TextEncoder().encode('发票不存在').buffer)).toBe('发票不存在');
    // An older invoice's free URL never gets the token.
    await expect(api.downloadInvoice(http, 'https://evil.example/i.pdf')).rejects.toThrow();
    expect(requests).toHaveLength(1);
  });
});

// The after-sales and invoice lists' address: what a reload or a shared link shows, and nothing
// malformed gets through.
import { describe, expect, it } from 'vitest';
import { invoiceFiltersOf, invoiceQueryOf, invoiceSearchOf } from './InvoicesPage.tsx';
import { refundFiltersOf, refundQueryOf, refundSearchOf } from './RefundsPage.tsx';

describe('the after-sales list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = refundQueryOf(
      new URLSearchParams(
        'status=-1&refundSn=1866&orderNumber=2026&startDate=2026-06-01&endDate=2026-06-30&current=2&size=50',
      ),
    );
    expect(query).toEqual({
      status: -1,
      refundSn: '1866',
      orderNumber: '2026',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      current: 2,
      size: 50,
    });
    expect(refundSearchOf(query)).toEqual({
      status: '-1',
      refundSn: '1866',
      orderNumber: '2026',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      current: '2',
      size: '50',
    });
    expect(refundSearchOf(refundQueryOf(new URLSearchParams('')))).toEqual({});
    expect(refundFiltersOf(refundQueryOf(new URLSearchParams('refundSn=18')))).toEqual({
      status: 0,
      current: 1,
      size: 10,
      refundSn: '18',
    });
  });

  it('reads anything malformed as the default', () => {
    expect(
      refundQueryOf(
        new URLSearchParams('status=8&refundSn=12a&orderNumber=x&current=0&size=7&startDate=2026-6-1'),
      ),
    ).toEqual({
      status: 0,
      refundSn: '',
      orderNumber: '',
      startDate: '',
      endDate: '',
      current: 1,
      size: 10,
    });
    const swapped = refundQueryOf(new URLSearchParams('startDate=2026-06-30&endDate=2026-06-01'));
    expect([swapped.startDate, swapped.endDate]).toEqual(['', '']);
  });
});

describe('the invoice list in the address', () => {
  it('reads and writes the status, the order number and the page', () => {
    const query = invoiceQueryOf(new URLSearchParams('status=1&orderNumber=2026&current=3'));
    expect(query).toEqual({ status: 1, orderNumber: '2026', current: 3, size: 10 });
    expect(invoiceSearchOf(query)).toEqual({ status: '1', orderNumber: '2026', current: '3' });
    expect(invoiceFiltersOf(query)).toEqual({ status: 1, orderNumber: '2026', current: 3, size: 10 });
    expect(invoiceQueryOf(new URLSearchParams('status=3&orderNumber=1x&size=1000'))).toEqual({
      status: 0,
      orderNumber: '',
      current: 1,
      size: 10,
    });
  });
});

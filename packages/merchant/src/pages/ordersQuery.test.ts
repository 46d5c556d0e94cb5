// The orders list's address: what a reload or a shared link shows, and nothing malformed gets through.
import { describe, expect, it } from 'vitest';
import type { OrderListQuery } from '@mall/ui/screens/merchant/OrderListScreen';
import { filtersOf, listQueryOf, searchOf } from './OrdersPage.tsx';

const defaults: OrderListQuery = {
  status: 0,
  orderNumber: '',
  receiver: '',
  mobile: '',
  startDate: '',
  endDate: '',
  current: 1,
  size: 10,
};

describe('the orders list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = listQueryOf(
      new URLSearchParams(
        'status=2&orderNumber=2026&receiver=张伟&mobile=138&startDate=2026-11-01&endDate=2026-11-26&current=3&size=20',
      ),
    );
    expect(query).toEqual({
      status: 2,
      orderNumber: '2026',
      receiver: '张伟',
      mobile: '138',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: 3,
      size: 20,
    });
    expect(searchOf(query)).toEqual({
      status: '2',
      orderNumber: '2026',
      receiver: '张伟',
      mobile: '138',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: '3',
      size: '20',
    });
    expect(searchOf(listQueryOf(new URLSearchParams('')))).toEqual({});
  });

  it('reads anything malformed as the default', () => {
    expect(
      listQueryOf(
        new URLSearchParams(
          'status=9&orderNumber=12a&mobile=1381234567890&current=-2&size=1000&startDate=2026-1-1',
        ),
      ),
    ).toEqual(defaults);
    expect(listQueryOf(new URLSearchParams('current=1.5&status=x')).current).toBe(1);
    expect(listQueryOf(new URLSearchParams(`receiver=${'a'.repeat(300)}`)).receiver).toHaveLength(50);
    // Days out of order: neither is kept (the server would refuse the pair).
    const swapped = listQueryOf(new URLSearchParams('startDate=2026-11-26&endDate=2026-11-01'));
    expect([swapped.startDate, swapped.endDate]).toEqual(['', '']);
  });

  it('sends only the filters given to the API', () => {
    expect(filtersOf(defaults)).toEqual({ status: 0 });
    expect(filtersOf({ ...defaults, status: 3, mobile: '138' })).toEqual({
      status: 3,
      mobile: '138',
    });
  });
});

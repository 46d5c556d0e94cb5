// The cart, notice and terms routes assembled with their data: the wire answers reach the screens and
// links carry the page's language. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { activateLocale } from '@mall/ui/i18n';
import type { Notice, Page } from '@mall/domain';
import type { CartTotals, ShopCart } from '@mall/ui';
import { Component as CartRoute } from './cart.tsx';
import { Component as NoticeListRoute } from './noticeList.tsx';
import { Component as NoticeDetailRoute } from './noticeDetail.tsx';
import { Component as TermsRoute } from './terms.tsx';
import { keys, noticeKeys } from '../hooks/keys.ts';
import { NOTICE_PAGE_SIZE } from './noticeQuery.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const cart: ShopCart[] = [
  {
    shopId: 3,
    shopName: 'Tea House',
    shopCartItemDiscounts: [
      {
        chooseDiscountItemDto: null,
        shopCartItems: [
          {
            basketId: 11,
            prodId: 501,
            skuId: 601,
            prodName: 'Green tea 250 g',
            pic: '',
            price: 59.9,
            prodCount: 2,
            productTotalAmount: 119.8,
            shopId: 3,
            isChecked: true,
            stocks: 9,
            prodStatus: 1,
          },
          {
            basketId: 12,
            prodId: 502,
            skuId: 602,
            prodName: 'Tea cup',
            pic: '',
            price: 20,
            prodCount: 1,
            productTotalAmount: 20,
            shopId: 3,
            isChecked: false,
            stocks: 0,
            prodStatus: 1,
          },
        ],
      },
    ],
  },
];
const totals: CartTotals = { totalMoney: 119.8, finalMoney: 119.8, subtractMoney: 0, count: 2 };
const notice: Notice = {
  id: 4,
  shopId: 0,
  title: 'Delivery during the Spring Festival',
  content: '<p>Deliveries may be delayed.</p><script>alert(1)</script>',
  isTop: 1,
  publishTime: '2026-01-20 10:00:00',
};
const page: Page<Notice> = { records: [notice], total: 1, size: NOTICE_PAGE_SIZE, current: 1, pages: 1 };

const fallback = swrFallback([
  [keys.cartInfo, cart],
  [keys.cartTotals([11]), totals],
  [noticeKeys.page(1, NOTICE_PAGE_SIZE), page],
  [noticeKeys.notice(4), notice],
]);

function render(url: string, route: ReactNode): string {
  return renderRoute(url, route, fallback);
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('cart, notice and terms routes', () => {
  it('shows the cart with the totals of the selected lines and English product links', () => {
    const html = render('/en/cart', <CartRoute />);
    expect(html).toContain('Green tea 250 g');
    expect(html).toContain('href="/en/detail/501"');
    expect(html).toContain('Sold out'); // the tea cup has no stock
    expect(html).toContain('119');
    expect(html).toContain('Settle');
    expect(html).not.toContain('Retry');
  });

  it('lists the notices, pinned marked, linking to their detail', () => {
    const html = render('/en/notice-list', <NoticeListRoute />);
    expect(html).toContain('Delivery during the Spring Festival');
    expect(html).toContain('Pinned');
    expect(html).toContain('href="/en/notice-detail?id=4"');
  });

  it('shows a notice by the id of the address, without its markup', () => {
    const html = render('/en/notice-detail?id=4', <NoticeDetailRoute />);
    expect(html).toContain('Delivery during the Spring Festival');
    expect(html).toContain('Deliveries may be delayed.');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/en/notice-list"');
  });

  it('shows not found for a missing or malformed id, without asking the server', () => {
    for (const url of ['/en/notice-detail', '/en/notice-detail?id=abc']) {
      expect(render(url, <NoticeDetailRoute />)).toContain('The notice does not exist');
    }
  });

  it('shows the privacy policy for sts=1 and the terms otherwise', () => {
    expect(render('/en/termsPage?sts=1', <TermsRoute />)).toMatch(/<h1[^>]*>Privacy policy<\/h1>/);
    expect(render('/en/termsPage?sts=7', <TermsRoute />)).toMatch(/<h1[^>]*>Terms of service<\/h1>/);
  });
});

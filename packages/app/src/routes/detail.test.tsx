// The product route assembled with its data: the wire answers reach the screen (product, SKU, reviews,
// store links in the page's language), and a malformed id is the not-found state without a request.
// Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { activateLocale } from '@mall/ui/i18n';
import type { CentreCoupon, CommentSummary, Page, ProdComment, ProductInfo } from '@mall/domain';
import { detailKeys, promoKeys } from '../hooks/keys.ts';
import { REVIEW_PAGE_SIZE } from '../hooks/catalog.ts';
import { Component as DetailRoute } from './detail.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const product: ProductInfo = {
  prodId: 77,
  shopId: 5,
  shopName: 'Tea House',
  categoryId: 3,
  prodName: 'Organic green tea 250 g',
  price: 59.9,
  oriPrice: 79,
  pic: '/api/img/prod/77.svg',
  imgs: '/api/img/prod/77.svg,/api/img/prod/77-2.svg',
  content: '<p>Picked in spring.</p>',
  brief: 'Free shipping',
  status: 1,
  soldNum: 321,
  totalStocks: 9,
  prodType: 0,
  activityId: null,
  preSale: false,
  shipDate: null,
  scorePrice: null,
  skuList: [
    {
      skuId: 770,
      price: 59.9,
      oriPrice: 79,
      stocks: 0,
      skuName: null,
      pic: null,
      properties: 'Size:250 g',
    },
    {
      skuId: 771,
      price: 99.5,
      oriPrice: null,
      stocks: 9,
      skuName: null,
      pic: null,
      properties: 'Size:500 g',
    },
  ],
  prodParameterList: [{ prodParameterId: 1, parameterKey: 'Origin', parameterValue: 'Hangzhou' }],
};
const summary: CommentSummary = {
  positiveRating: 96,
  number: 1,
  praiseNumber: 1,
  secondaryNumber: 0,
  negativeNumber: 0,
  picNumber: 0,
};
const reviews: Page<ProdComment> = {
  records: [
    {
      prodCommId: 1,
      score: 5,
      isAnonymous: 0,
      content: 'Fresh and fragrant.',
      pics: null,
      evaluate: 0,
      nickName: 'Lin',
      pic: null,
      recTime: '2026-05-01 12:00:00',
      replyContent: null,
      replySts: 0,
    },
  ],
  total: 1,
  size: REVIEW_PAGE_SIZE,
  current: 1,
  pages: 1,
};

const coupon: CentreCoupon = {
  couponId: 9,
  couponName: 'Tea House 10 off 99',
  couponType: 1,
  cashCondition: 99,
  reduceAmount: 10,
  couponDiscount: 0,
  shopId: 5,
  shopName: 'Tea House',
  suitableProdType: 0,
  startTime: '2026-05-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  stocks: 50,
  limitNum: 1,
  receivedNum: 0,
  canReceive: true,
};

const fallback = swrFallback([
  // Keyed on the product alone: the key is the same before and after the product (its store) loads.
  [promoKeys.productCoupons(77), [coupon]],
  [detailKeys.product(77), product],
  [detailKeys.reviewSummary(77), summary],
  [detailKeys.reviews({ prodId: 77, evaluate: -1, current: 1, size: REVIEW_PAGE_SIZE }), reviews],
]);

function render(url: string): string {
  return renderRoute(
    url,
    <Routes>
      <Route path="/en/detail/:prodId?" element={<DetailRoute />} />
    </Routes>,
    fallback,
    { toasts: true },
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('detail route', () => {
  it('shows the product with its first in-stock SKU, parameters, reviews and English store links', () => {
    const html = render('/en/detail/77');
    expect(html).toContain('Organic green tea 250 g');
    // The 250 g SKU is sold out: the 500 g one is chosen, with its price and stock.
    expect(html).toContain('¥99.50');
    expect(html).toContain('Stock: 9');
    expect(html).toContain('Hangzhou');
    expect(html).toContain('Fresh and fragrant.');
    expect(html).toMatch(/>96(<!-- -->)?%</);
    expect(html).toContain('href="/en/shop/5"');
    expect(html).toContain('href="/en/cart"');
    expect(html).not.toContain('This product does not exist');
  });

  it("shows the product's coupons from the query keyed on the product alone", () => {
    expect(render('/en/detail/77')).toContain('Tea House 10 off 99');
  });

  it('shows not found for a missing or malformed id, without asking the server', () => {
    for (const url of ['/en/detail', '/en/detail/abc', '/en/detail/0']) {
      expect(render(url)).toContain('This product does not exist or is off sale');
    }
  });
});

// The promotion routes assembled with their data (issue 13): the coupon centre, the special discount
// sessions and one session. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@mall/ui/i18n';
import type { CentreCoupon, DiscountInfo, DiscountSession, Page, ProductCard } from '@mall/domain';
import { promoKeys } from '../hooks/keys.ts';
import { COUPON_CENTRE_PAGE_SIZE, DISCOUNT_PAGE_SIZE } from '../hooks/promotions.ts';
import { Component as CouponsRoute } from './coupons.tsx';
import { Component as SpecialDiscountRoute } from './specialDiscount.tsx';
import { Component as DiscountDetailRoute } from './discountDetail.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const page = <T,>(records: T[], current = 1, pages = 1): Page<T> => ({
  records,
  total: records.length * pages,
  size: 10,
  current,
  pages,
});
const coupon = (over: Partial<CentreCoupon>): CentreCoupon => ({
  couponId: 1,
  couponName: 'Tea coupon',
  couponType: 1,
  cashCondition: 199,
  reduceAmount: 20,
  couponDiscount: 0,
  shopId: 0,
  shopName: '',
  suitableProdType: 0,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  stocks: 35,
  limitNum: 2,
  receivedNum: 0,
  canReceive: true,
  ...over,
});
const session: DiscountSession = {
  discountId: 11,
  discountName: 'Tea week',
  shopId: 7,
  shopName: 'Tea House',
  startTime: '2026-11-20 00:00:00',
  endTime: '2026-12-20 00:00:00',
  status: 1,
  discountType: 1,
  rules: [{ needAmount: 300, discount: 9.5 }],
  allProducts: false,
  pic: null,
};
const product: ProductCard = {
  prodId: 5,
  prodName: 'Teapot',
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: null,
  brief: null,
  shopId: 7,
  shopName: 'Tea House',
  totalStocks: 5,
  categoryId: 1,
  soldNum: 3,
};

beforeAll(async () => {
  await activateLocale('en');
});

describe('coupon centre route', () => {
  it('shows the page of the address with every claim state', () => {
    const html = renderRoute(
      '/en/coupons?current=2',
      <CouponsRoute />,
      swrFallback([
        [
          promoKeys.couponCentre(2, COUPON_CENTRE_PAGE_SIZE),
          page(
            [
              coupon({}),
              coupon({ couponId: 2, couponName: 'Gone', stocks: 0, canReceive: false }),
              coupon({ couponId: 3, couponName: 'Mine', receivedNum: 2, canReceive: false }),
            ],
            2,
            3,
          ),
        ],
      ]),
      { toasts: true },
    );
    expect(html).toContain('aria-label="Claim Tea coupon"');
    expect(html).toContain('Platform coupon');
    expect(html).toContain('35 left');
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-label="All claimed: Gone"/);
    expect(html).toMatch(/<button[^>]*disabled[^>]*aria-label="Claimed: Mine"/);
    expect(html).toContain('Claimed 2/2');
  });
});

describe('special discount routes', () => {
  it('lists the sessions with their rules and links to each', () => {
    const html = renderRoute(
      '/en/special-discount',
      <SpecialDiscountRoute />,
      swrFallback([[promoKeys.discountPage(1, DISCOUNT_PAGE_SIZE), page([session])]]),
    );
    expect(html).toContain('Tea week');
    expect(html).toContain('5% off from ¥300');
    expect(html).toContain('href="/en/discount-detail?discountId=11"');
  });

  it('shows one session with its products', () => {
    const info: DiscountInfo = { ...session, serverTime: '2026-11-25 10:00:00', prods: [product] };
    const html = renderRoute(
      '/en/discount-detail?discountId=11',
      <DiscountDetailRoute />,
      swrFallback([[promoKeys.discountInfo(11), info]]),
    );
    expect(html).toContain('Tea week');
    expect(html).toContain('href="/en/detail/5"');
    expect(html).toContain('Ongoing'); // the countdown's digits appear once the page is live
  });

  it('a missing id is the not-found state', () => {
    const html = renderRoute('/discount-detail', <DiscountDetailRoute />, {});
    expect(html).toContain('This limited-time offer session does not exist');
  });
});

// The home route assembled with its data: every section's wire answer reaches the screen, links carry
// the page's language. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@mall/ui/i18n';
import type {
  CentreCoupon,
  DiscountInfo,
  DiscountSession,
  GroupProdCard,
  SeckillCard,
  Category,
  HomeSection,
  HotSearch,
  IndexImg,
  Notice,
  Page,
  ProductCard,
  ShopHead,
} from '@mall/domain';
import { keys, homeKeys, promoKeys } from '../hooks/keys.ts';
import { HOME_COUPON_COUNT, HOME_ROW_SIZE, homeNavigateOptions } from './homeProps.ts';
import { DISCOUNT_PAGE_SIZE } from '../hooks/promotions.ts';
import { HomePage } from './home.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const card = (prodId: number, prodName: string): ProductCard => ({
  prodId,
  prodName,
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: null,
  brief: null,
  shopId: 1,
  shopName: 'Shop',
  totalStocks: 5,
  categoryId: 1,
  soldNum: 3,
});
const page = <T,>(records: T[]): Page<T> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});
const shop: ShopHead = {
  shopId: 7,
  shopName: 'Tea House',
  shopLogo: null,
  intro: null,
  type: 0,
  shopStatus: 1,
  fansCount: 5,
  prodCount: 9,
};
const category: Category = {
  categoryId: 3,
  parentId: 0,
  categoryName: 'Sports',
  pic: null,
  icon: null,
  grade: 0,
  seq: 1,
  categories: [],
};
const banner: IndexImg = { id: 1, imgUrl: '/b.svg', title: 'Summer sale', seq: 1, type: 0, relation: 42 };
const notice: Notice = {
  id: 9,
  shopId: 0,
  title: 'Holiday delivery',
  content: '',
  isTop: 1,
  publishTime: '',
};
const hot: HotSearch = { hotSearchId: 1, title: 'tea', content: 'tea', seq: 1 };
const section: HomeSection = {
  id: 1,
  title: 'Daily picks',
  seq: 1,
  style: 0,
  productDtoList: [card(5, 'Mug')],
};

const row = { current: 1, size: HOME_ROW_SIZE };
const fallback = swrFallback([
  [keys.hotSearch, [hot]],
  [keys.banners(1), [banner]],
  [keys.topNotices, [notice]],
  [keys.categories(0), [category]],
  [homeKeys.latestProducts(row), page([card(1, 'Flask')])],
  [homeKeys.bestSellers(row), page([card(2, 'Earbuds')])],
  [homeKeys.homeSections, [section]],
  [homeKeys.recommendShops, [shop]],
]);

beforeAll(async () => {
  await activateLocale('en');
});

describe('home route', () => {
  it('renders every section from its answer, with English links', () => {
    const html = renderRoute('/en', <HomePage />, fallback, { toasts: true });
    for (const text of [
      'New arrivals',
      'Best sellers',
      'Daily picks',
      'Preferred stores',
      'Holiday delivery',
    ])
      expect(html).toContain(text);
    for (const link of [
      '/en/detail/1',
      '/en/detail/2',
      '/en/detail/5',
      '/en/detail/42',
      '/en/shop/7',
      '/en/list?categoryId=3',
      '/en/list?pn=tea&amp;st=0',
      '/en/notice-list',
    ])
      expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain('Retry');
  });

  it('shows no promotion section without promotions', () => {
    const html = renderRoute('/en', <HomePage />, fallback, { toasts: true });
    for (const text of ['Limited-time offers', 'Group buying', 'Flash sale', 'Coupon center'])
      expect(html).not.toContain(`>${text}<`);
  });

  it('shows the promotions: a running session, group buys, flash sales and claimable coupons', () => {
    const session: DiscountSession = {
      discountId: 11,
      discountName: 'Tea week',
      shopId: 1,
      shopName: 'Shop',
      startTime: '2026-11-20 00:00:00',
      endTime: '2026-12-20 00:00:00',
      status: 1,
      discountType: 0,
      rules: [{ needAmount: 199, discount: 20 }],
      allProducts: false,
      pic: null,
    };
    const info: DiscountInfo = { ...session, serverTime: '2026-11-25 10:00:00', prods: [card(8, 'Teapot')] };
    const seckill: SeckillCard = {
      seckillId: 21,
      prodId: 9,
      prodName: 'Kettle',
      pic: '',
      seckillPrice: 9.9,
      price: 99,
      startTime: '2026-11-25 09:00:00',
      endTime: '2026-11-25 12:00:00',
      seckillTotalStocks: 100,
      seckillStocks: 40,
      status: 1,
    };
    const group: GroupProdCard = {
      groupActivityId: 31,
      prodId: 10,
      prodName: 'Tea set',
      pic: '',
      groupPrice: 49,
      price: 69,
      groupNumber: 2,
      groupOrderCount: 3,
      startTime: '2026-11-20 00:00:00',
      endTime: '2026-12-20 00:00:00',
      status: 1,
    };
    const coupon: CentreCoupon = {
      couponId: 41,
      couponName: 'Tea coupon',
      couponType: 1,
      cashCondition: 100,
      reduceAmount: 10,
      couponDiscount: 0,
      shopId: 0,
      shopName: '',
      suitableProdType: 0,
      startTime: '2026-11-20 00:00:00',
      endTime: '2026-12-20 00:00:00',
      stocks: 0,
      limitNum: 1,
      receivedNum: 0,
      canReceive: false,
    };
    const promos = swrFallback([
      [promoKeys.discountPage(1, DISCOUNT_PAGE_SIZE), page([session])],
      [promoKeys.discountInfo(11), info],
      [promoKeys.ongoingSeckills(1, HOME_ROW_SIZE), page([seckill])],
      [promoKeys.groupProducts(1, HOME_ROW_SIZE), page([group])],
      [promoKeys.couponCentre(1, HOME_COUPON_COUNT), page([coupon])],
    ]);
    const html = renderRoute('/en', <HomePage />, { ...fallback, ...promos }, { toasts: true });
    for (const text of ['Limited-time offers', 'Group buying', 'Flash sale', 'Coupon center', 'Tea coupon'])
      expect(html).toContain(text);
    for (const link of [
      '/en/detail/8',
      '/en/detail/10?groupActivityId=31',
      '/en/secdetail/21',
      '/en/special-discount',
      '/en/coupons',
    ])
      expect(html).toContain(`href="${link}"`);
    // The coupon centre's card: its validity, and none left said on the stock line and the button.
    expect(html).toContain('Valid 2026.11.20 - 2026.12.20');
    expect(html).toMatch(/All claimed(<!-- -->)? · Limit 1 per person/);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>All claimed<\/button>/);
  });

  it('shows the mobile banners at phone width and the PC ones at PC width, by CSS alone', () => {
    const phone: IndexImg = { id: 2, imgUrl: '/m.svg', title: 'Phone sale', seq: 1, type: 0, relation: 43 };
    const html = renderRoute(
      '/en',
      <HomePage />,
      { ...fallback, ...swrFallback([[keys.banners(0), [phone]]]) },
      { toasts: true },
    );
    // Both are in the page (the server's page is the same for every width); breakpoints pick one.
    expect(html).toMatch(/<div class="md:hidden">(?:(?!<\/section>).)*alt="Phone sale"/s);
    expect(html).toMatch(/<div class="hidden md:block">(?:(?!<\/section>).)*alt="Summer sale"/s);
    expect(html).toContain('href="/en/detail/43"');
    expect(html).toContain('href="/en/detail/42"');
  });

  it('shows the PC banners at every width when the mall made no mobile banners', () => {
    const html = renderRoute(
      '/en',
      <HomePage />,
      { ...fallback, ...swrFallback([[keys.banners(0), []]]) },
      { toasts: true },
    );
    expect(html).toContain('alt="Summer sale"');
    expect(html).not.toContain('class="md:hidden"');
    expect(html).not.toContain('class="hidden md:block"');
  });

  it('a detail opened from a banner carries fromBanner, which the page log turns into page id 2', () => {
    expect(homeNavigateOptions(true)).toEqual({ state: { fromBanner: true } });
    expect(homeNavigateOptions(false)).toBeUndefined();
  });
});

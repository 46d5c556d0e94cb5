// The list and shop routes assembled with their data: the address becomes the search call, the answers
// reach the screens, links carry the page's language. Rendered to markup from SWR's fallback (no network).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Key } from 'swr';
import { activateLocale } from '@mall/ui/i18n';
import type {
  Category,
  CentreCoupon,
  GroupProdCard,
  Page,
  ProductCard,
  SeckillCard,
  ShopHead,
} from '@mall/domain';
import { keys, promoKeys, shopKeys } from './hooks/keys.ts';
import { COUPON_CENTRE_PAGE_SIZE } from './hooks/promotions.ts';
import { LIST_PAGE_SIZE, toSearchProdQuery } from './listQuery.ts';
import { Component as ListRoute } from './routes/list.tsx';
import { Component as ShopRoute } from './routes/shop.tsx';
import { renderRoute, swrFallback } from './test/renderRoute.tsx';

const card = (prodId: number, prodName: string): ProductCard => ({
  prodId,
  prodName,
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: null,
  brief: null,
  shopId: 7,
  shopName: 'Tea House',
  totalStocks: 5,
  categoryId: 111,
  soldNum: 3,
});
const page = (records: ProductCard[], total = records.length, current = 1): Page<ProductCard> => ({
  records,
  total,
  size: 20,
  current,
  pages: Math.ceil(total / 20),
});
const node = (categoryId: number, categoryName: string, categories: Category[] = []): Category => ({
  categoryId,
  parentId: 0,
  categoryName,
  pic: null,
  icon: null,
  grade: 0,
  seq: 1,
  categories,
});
const tree = [node(1, 'Home', [node(11, 'Kitchen', [node(111, 'Mugs')])]), node(2, 'Sports')];
const shop: ShopHead = {
  shopId: 7,
  shopName: 'Tea House',
  shopLogo: null,
  intro: 'Mountain teas',
  type: 0,
  shopStatus: 1,
  fansCount: 1234,
  prodCount: 9,
};

function render(path: string, pattern: string, element: ReactNode, data: [Key, unknown][]) {
  return renderRoute(
    path,
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    swrFallback(data),
    { toasts: true },
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('list route', () => {
  it('searches with the address (name, category, sort, page) and shows the answer', () => {
    const search = toSearchProdQuery({ pn: 'mug', categoryId: 111, sort: 2, orderBy: 1, current: 2 });
    const html = render(
      '/en/list?pn=mug&st=0&categoryId=111&sort=2&orderBy=1&current=2',
      '/en/list',
      <ListRoute />,
      [
        [keys.search(search), page([card(21, 'Blue mug')], 41, 2)],
        [keys.categories(0), tree],
      ],
    );
    expect(html).toContain('href="/en/detail/21"');
    expect(html).toContain('Blue mug');
    expect(html).toContain('Search: mug');
    expect(html).toContain('41 products');
    expect(html).toMatch(/Home.*Kitchen.*Mugs/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Price/);
    expect(html).toContain('aria-current="page"');
  });

  it('shows the no-products page when nothing matches', () => {
    const search = toSearchProdQuery({ pn: 'zzz', sort: 0, orderBy: 0, current: 1 });
    const html = render('/en/list?pn=zzz&st=0', '/en/list', <ListRoute />, [
      [keys.search(search), page([])],
      [keys.categories(0), tree],
    ]);
    expect(html).toContain('Sorry, no related products');
    expect(html).toContain('Back to previous page');
  });
});

describe('list route: activity tabs', () => {
  const pageOf = <T,>(records: T[]): Page<T> => ({
    records,
    total: records.length,
    size: 20,
    current: 1,
    pages: 1,
  });

  it('st=4 lists the ongoing flash sales at their price, each to its flash-sale page', () => {
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
    const html = render('/en/list?st=4', '/en/list', <ListRoute />, [
      [promoKeys.ongoingSeckills(1, LIST_PAGE_SIZE), pageOf([seckill])],
    ]);
    expect(html).toContain('Kettle');
    expect(html).toContain('href="/en/secdetail/21"');
    expect(html).toContain('9.90');
    expect(html).not.toContain('Level 1 category');
  });

  it('st=3 lists the group buys at the group price, each to its product page', () => {
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
    const html = render('/en/list?st=3', '/en/list', <ListRoute />, [
      [promoKeys.groupProducts(1, LIST_PAGE_SIZE), pageOf([group])],
    ]);
    expect(html).toContain('Tea set');
    // To the product page in group mode (logged as the group detail, page 5).
    expect(html).toContain('href="/en/detail/10?groupActivityId=31"');
    expect(html).toContain('Group buying');
  });

  it('st=5 is the coupon centre', () => {
    const coupon: CentreCoupon = {
      couponId: 41,
      couponName: 'Tea coupon',
      couponType: 2,
      cashCondition: 0,
      reduceAmount: 0,
      couponDiscount: 8.5,
      shopId: 7,
      shopName: 'Tea House',
      suitableProdType: 0,
      startTime: '2026-11-20 00:00:00',
      endTime: '2026-12-20 00:00:00',
      stocks: 5,
      limitNum: 2,
      receivedNum: 0,
      canReceive: true,
    };
    const html = render('/en/list?st=5', '/en/list', <ListRoute />, [
      [promoKeys.couponCentre(1, COUPON_CENTRE_PAGE_SIZE), pageOf([coupon])],
    ]);
    expect(html).toContain('Coupon center');
    expect(html).toContain('15% off');
    expect(html).toContain('aria-label="Claim Tea coupon"');
  });
});

describe('shop route', () => {
  it('shows the store head and its products searched inside the store', () => {
    const search = toSearchProdQuery({ pn: 'tea', sort: 1, orderBy: 1, current: 1 }, { shopId: 7 });
    const html = render('/en/shop/7?pn=tea&sort=1&orderBy=1', '/en/shop/:shopId', <ShopRoute />, [
      [shopKeys.head(7), shop],
      [keys.search(search), page([card(3, 'Green tea')])],
    ]);
    expect(html).toContain('Tea House');
    expect(html).toContain('Mountain teas');
    expect(html).toContain('1,234');
    expect(html).toContain('Results for “tea”');
    expect(html).toContain('href="/en/detail/3"');
    expect(html).toContain('>Follow<');
  });

  it("shows the store's notices, hours, contact, address and freight rule its merchant set", () => {
    const search = toSearchProdQuery({ pn: '', sort: 0, orderBy: 0, current: 1 }, { shopId: 7 });
    const html = render('/en/shop/7', '/en/shop/:shopId', <ShopRoute />, [
      [
        shopKeys.head(7),
        {
          ...shop,
          service: {
            tel: '0571-88886666',
            address: '1 West Lake Road, Hangzhou',
            businessHours: 'Mon-Sun 9:00-21:00',
            notices: ['New spring teas in March'],
            freight: { fee: 8, freeFrom: 99 },
          },
        },
      ],
      [keys.search(search), page([card(3, 'Green tea')])],
    ]);
    expect(html).toContain('aria-label="Store information"');
    expect(html).toContain('New spring teas in March');
    expect(html).toContain('Mon-Sun 9:00-21:00');
    expect(html).toContain('href="tel:057188886666"');
    expect(html).toContain('1 West Lake Road, Hangzhou');
    expect(html).toContain('¥8.00 per order, free shipping from ¥99.00');
  });

  it('an invalid store id is the not-found state with a link home', () => {
    const html = render('/en/shop/abc', '/en/shop/:shopId', <ShopRoute />, []);
    expect(html).toContain('The store does not exist');
    expect(html).toContain('href="/en"');
  });
});

// The user-centre routes assembled with their data: the dispatcher's layout and child resolution, the
// address book and my coupons with their wire answers. Rendered to markup from SWR's fallback (no
// network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLocale } from '@mall/ui/i18n';
import { getCollectedProducts, getFollowedShops, keyOf } from '@mall/client';
import type { Address, CollectedShop, Coupon, Page, ProductCard } from '@mall/domain';
import { COLLECTION_PAGE_SIZE } from '../hooks/accountCentre.ts';
import { checkoutKeys, userCenterKeys } from '../hooks/keys.ts';
import { COUPON_PAGE_SIZE } from './userCenterQuery.ts';
import { Component as UserCenter } from './userCenter.tsx';
import { Component as AddressRoute } from './userCenter/uc-address.tsx';
import { Component as CouponsRoute } from './userCenter/uc-coupons.tsx';
import { Component as AccountRoute } from './userCenter/uc-account.tsx';
import { Component as CollectionRoute } from './userCenter/uc-collection.tsx';
import { Component as PasswordRoute } from './userCenter/uc-password.tsx';
import { renderRoute, renderWithData, swrFallback } from '../test/renderRoute.tsx';

const home: Address = {
  addrId: 11,
  receiver: 'Wang Xiaoming',
  mobile: '13800138000',
  addr: 'Gaoxin South 1st Road 8, room 1201',
  provinceId: 440000,
  province: '广东省',
  cityId: 440300,
  city: '深圳市',
  areaId: 440305,
  area: '南山区',
  commonAddr: 1,
};
const office: Address = { ...home, addrId: 12, receiver: 'Li Hua', commonAddr: 0 };
const used: Coupon = {
  couponUserId: 4,
  couponId: 4,
  shopId: 3,
  shopName: 'Geek Digital',
  couponName: 'Ten off a hundred',
  couponType: 1,
  cashCondition: 100,
  reduceAmount: 10,
  couponDiscount: 0,
  suitableProdType: 0,
  startTime: '2026-11-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 2,
  usedTime: '2026-11-12 10:20:00',
};
const couponPage: Page<Coupon> = { records: [used], total: 11, size: COUPON_PAGE_SIZE, current: 2, pages: 2 };
const collected: ProductCard = {
  prodId: 501,
  prodName: 'Noise-cancelling headphones',
  price: 899,
  oriPrice: 999,
  pic: '/img/p501.png',
  imgs: null,
  brief: null,
  shopId: 3,
  shopName: 'Geek Digital',
  totalStocks: 20,
  categoryId: 9,
  soldNum: 120,
};
const followed: CollectedShop = {
  shopId: 3,
  shopName: 'Geek Digital',
  shopLogo: null,
  intro: null,
  type: 0,
  shopStatus: 1,
  fansCount: 10,
  prodCount: 42,
  collectionTime: '2026-11-02 10:00:00',
};
const pageOf = <T,>(records: T[], current = 1): Page<T> => ({
  records,
  total: records.length + (current - 1) * COLLECTION_PAGE_SIZE,
  size: COLLECTION_PAGE_SIZE,
  current,
  pages: current,
});

const fallback = swrFallback([
  // The server sends the default first; the screen must keep it first even if it did not.
  [checkoutKeys.addresses, [office, home]],
  [userCenterKeys.coupons(2, 2, COUPON_PAGE_SIZE), couponPage],
  [userCenterKeys.couponCounts, { unUseCount: 5, usedCount: 11, expiredCount: 0 }],
  [keyOf(getCollectedProducts, { current: 1, size: COLLECTION_PAGE_SIZE }), pageOf([collected])],
  [keyOf(getFollowedShops, { current: 2, size: COLLECTION_PAGE_SIZE }), pageOf([followed], 2)],
]);

function providers(inner: ReactNode): string {
  return renderWithData(inner, fallback, { toasts: true });
}

function render(url: string, route: ReactNode): string {
  return renderRoute(url, route, fallback, { toasts: true });
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('the user-centre dispatcher', () => {
  // A data router, as in the app.
  const at = (url: string) =>
    providers(
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/en/user-center/*', element: <UserCenter /> },
            { path: '/user-center/*', element: <UserCenter /> },
          ],
          { initialEntries: [url] },
        )}
      />,
    );

  it('frames a child page with the side menu, its entry marked and links in the page language', () => {
    const html = at('/en/user-center/uc-address');
    expect(html).toContain('aria-label="Personal center"');
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/en\/user-center\/uc-address"|href="\/en\/user-center\/uc-address"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="/en/user-center/uc-coupons"');
    expect(html).toContain('aria-label="Back to personal center"');
  });

  it('frames the main page with "Personal center" marked and a back link home', () => {
    const html = at('/en/user-center');
    expect(html).toMatch(
      /href="\/en\/user-center"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/en\/user-center"/,
    );
    expect(html).toContain('aria-label="Back to home"');
  });

  it('shows no coming-soon screen any more (every child has its page) and a 404 for an unknown child', () => {
    for (const child of ['uc-account', 'uc-password', 'uc-collection']) {
      const html = at(`/en/user-center/${child}`);
      expect(html).toContain('aria-label="Personal center"');
      expect(html).not.toContain('This page is coming soon.');
    }
    const unknown = at('/user-center/uc-nothing');
    expect(unknown).toContain('This page could not be found');
    expect(unknown).not.toContain('aria-label="Personal center"');
  });
});

describe('the address book route', () => {
  it('shows the addresses with the default first and marked', () => {
    const html = render('/en/user-center/uc-address', <AddressRoute />);
    expect(html.indexOf('Wang Xiaoming')).toBeGreaterThan(-1);
    expect(html.indexOf('Wang Xiaoming')).toBeLessThan(html.indexOf('Li Hua'));
    expect(html).toContain('Default');
    expect(html).toContain('2 of 20 addresses');
  });
});

describe('my coupons route', () => {
  it('reads the tab and page from the address and shows that page with the counts', () => {
    const html = render('/en/user-center/uc-coupons?tab=used&currentPage=2', <CouponsRoute />);
    expect(html).toContain('Ten off a hundred');
    expect(html).toMatch(/aria-selected="true"[^>]*>Used/);
    expect(html).toContain('>11<');
  });
});

describe('my collection route', () => {
  it('shows the collected products by default, each linking to its product', () => {
    const html = render('/en/user-center/uc-collection', <CollectionRoute />);
    expect(html).toMatch(/aria-selected="true"[^>]*>Products/);
    expect(html).toContain('href="/en/detail/501"');
    expect(html).toContain('Noise-cancelling headphones');
    expect(html).toContain('aria-label="Cancel collection: Noise-cancelling headphones"');
  });

  it('reads the stores tab and the page from the address', () => {
    const html = render('/en/user-center/uc-collection?tab=stores&currentPage=2', <CollectionRoute />);
    expect(html).toMatch(/aria-selected="true"[^>]*>Stores/);
    expect(html).toContain('href="/en/shop/3"');
    expect(html).toContain('aria-label="Unfollow Geek Digital"');
  });
});

describe('the password and account routes', () => {
  it('shows the change-password form', () => {
    const html = render('/en/user-center/uc-password', <PasswordRoute />);
    expect(html).toContain('aria-label="Change password"');
    expect(html).toContain('Current password');
    expect(html).toContain('type="password"');
  });

  it('renders the account page (the user is asked for in the browser, with the token)', () => {
    const html = render('/en/user-center/uc-account', <AccountRoute />);
    expect(html).toContain('Account information');
  });
});

// The free store routes assembled with their data: `/ffjs` for a visitor and in each state of the
// application, the user centre's "my store" page, and the centre's store entry. Rendered to markup from
// SWR's fallback (no network, no effects); the session token is set per test.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@mall/ui/i18n';
import type { CenterInfo, ShopAccount, ShopApplyInfo, UserInfo } from '@mall/domain';
import { keys, storeKeys } from '../hooks/keys.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';
import { Component as FreeStoreRoute } from './ffjs.tsx';
import { Component as StoreAccountRoute } from './userCenter/uc-shopaccount.tsx';
import { Component as UserCenterHomeRoute } from './userCenter/index.tsx';

const session = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('../session/useSessionToken.ts', () => ({ useSessionToken: () => session.token }));

const application = (status: number, extra: Partial<NonNullable<ShopApplyInfo>> = {}) => ({
  applyId: 3,
  status,
  auditRemark: null,
  shopId: null,
  shopName: 'Xiao Wang Digital',
  tel: '13800138000',
  provinceId: 440000,
  province: 'Guangdong',
  cityId: 440300,
  city: 'Shenzhen',
  areaId: 440305,
  area: 'Nanshan',
  shopAddress: 'Science Park 8, room 1201',
  intro: 'Phone accessories and gadgets, genuine goods.',
  shopLogo: '/api/uploads/logo.png',
  businessLicense: '/api/uploads/licence.png',
  identityCardFront: '/api/uploads/front.png',
  identityCardLater: '/api/uploads/back.png',
  ...extra,
});

const account: ShopAccount = {
  shopId: 7,
  shopName: 'Xiao Wang Digital',
  username: 'shop_7',
  passwordSet: false,
};

const freeStore = (info: ShopApplyInfo | undefined) =>
  renderRoute(
    '/en/ffjs',
    <FreeStoreRoute />,
    swrFallback(info === undefined ? [] : [[storeKeys.applyInfo, info]]),
    { toasts: true },
  );

beforeAll(async () => {
  await activateLocale('en');
});
beforeEach(() => {
  session.token = 'token';
});

describe('the free store route', () => {
  it('asks a visitor to log in and shows no form', () => {
    session.token = undefined;
    const html = freeStore(application(0));
    expect(html).toContain('Log in to open a free store');
    expect(html).not.toContain('Xiao Wang Digital');
    expect(html).not.toContain('<form');
  });

  it('shows the empty application form to a shopper who never applied', () => {
    const html = freeStore(null);
    expect(html).toContain('aria-label="Store application"');
    expect(html).toContain('Submit application');
  });

  it('shows an application under review read-only, with what happens next', () => {
    const html = freeStore(application(0));
    expect(html).toContain('Under review');
    expect(html).toContain('What happens next');
    expect(html).toContain('Guangdong Shenzhen Nanshan');
    expect(html).not.toContain('<form');
  });

  it("shows a rejected application's reason and the form filled in to resubmit", () => {
    const html = freeStore(application(-1, { auditRemark: 'The licence photo is blurred' }));
    expect(html).toContain('The licence photo is blurred');
    expect(html).toContain('aria-label="Modify the store application"');
    expect(html).toContain('value="Xiao Wang Digital"');
    expect(html).toContain('Submit again');
  });

  it('links an approved store to its page and its account, in the page language', () => {
    const html = freeStore(application(1, { shopId: 7 }));
    expect(html).toContain('href="/en/shop/7"');
    expect(html).toContain('href="/en/user-center/uc-shopaccount"');
  });

  it("shows an offline store's reason and that its orders go on", () => {
    const html = freeStore(application(2, { shopId: 7, auditRemark: 'Counterfeit goods reported' }));
    expect(html).toContain('Counterfeit goods reported');
    expect(html).toContain('Orders placed before still have to be shipped');
  });
});

describe('the my-store route', () => {
  it("shows an approved owner's store name, account name and the password form", () => {
    const html = renderRoute(
      '/en/user-center/uc-shopaccount',
      <StoreAccountRoute />,
      swrFallback([
        [storeKeys.applyInfo, application(1, { shopId: 7 })],
        [storeKeys.account, account],
      ]),
      { toasts: true },
    );
    expect(html).toContain('shop_7');
    expect(html).toContain('href="/en/shop/7"');
    expect(html).toContain('aria-label="Set the store password"');
  });

  it('leads a shopper without a store to the application', () => {
    const never = renderRoute(
      '/en/user-center/uc-shopaccount',
      <StoreAccountRoute />,
      swrFallback([[storeKeys.applyInfo, null]]),
    );
    expect(never).toContain('You do not have an approved store yet');
    expect(never).toMatch(/href="\/en\/ffjs"[^>]*>Open a free store/);
    expect(never).not.toContain('<form');
    const waiting = renderRoute(
      '/en/user-center/uc-shopaccount',
      <StoreAccountRoute />,
      swrFallback([[storeKeys.applyInfo, application(0)]]),
    );
    expect(waiting).toMatch(/href="\/en\/ffjs"[^>]*>View my application/);
  });
});

describe("the personal center's store entry", () => {
  const member: UserInfo = {
    userId: 'u1',
    nickName: 'Xiao Wang',
    userMobile: '138****8000',
    pic: null,
    sex: null,
    birthDate: null,
    level: 1,
    growth: 0,
    score: 0,
    balance: 0,
  };
  const centre = (shopAuditStatus: number | null, shopId: number | null = null): CenterInfo => ({
    orderCountData: {
      unPay: 0,
      payed: 0,
      consignment: 0,
      confirm: 0,
      success: 0,
      close: 0,
      refund: 0,
      grouping: 0,
    },
    shopAuditStatus,
    shopId,
  });
  const home = (info: CenterInfo) =>
    renderRoute(
      '/en/user-center',
      <UserCenterHomeRoute />,
      swrFallback([
        [keys.userInfo, member],
        [storeKeys.centerInfo, info],
      ]),
      { toasts: true },
    );

  it('offers the application to a shopper who never applied', () => {
    expect(home(centre(null))).toMatch(/href="\/en\/ffjs"[^>]*>Open a free store/);
  });

  it('follows the application: under review, rejected, approved', () => {
    expect(home(centre(0))).toMatch(/href="\/en\/ffjs"[^>]*>View my application/);
    expect(home(centre(-1))).toMatch(/href="\/en\/ffjs"[^>]*>Modify and resubmit/);
    const approved = home(centre(1, 7));
    expect(approved).toContain('href="/en/shop/7"');
    expect(approved).toContain('href="/en/user-center/uc-shopaccount"');
    expect(approved).not.toContain('href="/en/ffjs"');
  });
});

import { describe, expect, it } from 'vitest';
import { localizedPath, matchPath, matchRoute, paths, routeTable, userCenterChildren } from './routes.ts';

const fixed = [
  '/cart',
  '/chat',
  '/coupons',
  '/discount-detail',
  '/ffjs',
  '/flash-sale',
  '/forget-password',
  '/group-buy',
  '/invoice-detail',
  '/list',
  '/login',
  '/notice-detail',
  '/notice-list',
  '/order-detail',
  '/payment',
  '/register',
  '/return-detail',
  '/special-discount',
  '/submit-integral-order',
  '/submit-order',
  '/termsPage',
  '/weixin-pay',
  '/write-comments',
  '/member-center/buy-member',
  '/member-center/integral-mall',
  '/member-center/member-center',
  '/member-center/member-equity',
  '/secdetail/confirm-order',
  '/',
];

describe('matchRoute', () => {
  it('matches every fixed route of spec section 2 to its own pattern', () => {
    for (const path of fixed) {
      const match = matchRoute(path);
      expect(match, path).not.toBeNull();
      expect(match!.route.path).toBe(path);
      expect(match!.params).toEqual({});
    }
  });

  it('matches the parameterised routes with and without their parameter', () => {
    expect(matchRoute('/detail/42')).toMatchObject({ route: { name: 'detail' }, params: { prodId: '42' } });
    expect(matchRoute('/detail')).toMatchObject({ route: { name: 'detail' }, params: {} });
    expect(matchRoute('/secdetail/7')).toMatchObject({
      route: { name: 'seckillDetail' },
      params: { seckillId: '7' },
    });
    expect(matchRoute('/secdetail')).toMatchObject({ route: { name: 'seckillDetail' }, params: {} });
    expect(matchRoute('/member-center/integral-det/9')).toMatchObject({
      route: { name: 'integralDetail' },
      params: { prodId: '9' },
    });
    expect(matchRoute('/member-center/integral-det')).toMatchObject({ route: { name: 'integralDetail' } });
    expect(matchRoute('/shop/3')).toMatchObject({ route: { name: 'shop' }, params: { shopId: '3' } });
    expect(matchRoute('/detail/%E5%95%86%E5%93%81')?.params).toEqual({ prodId: '商品' });
    // The fixed confirm-order page is not a flash-sale id.
    expect(matchRoute('/secdetail/confirm-order')?.route.name).toBe('seckillConfirmOrder');
  });

  it('matches every user-center child and nothing else under it', () => {
    expect(userCenterChildren).toHaveLength(13);
    for (const child of userCenterChildren) {
      const path = child === '' ? '/user-center' : `/user-center/${child}`;
      const match = matchRoute(path);
      expect(match?.route.name, path).toBe('userCenter');
      expect(match!.params.child).toBe(child === '' ? undefined : child);
    }
    expect(matchRoute('/user-center/uc-nothing')).toBeNull();
    expect(matchRoute('/user-center/uc-order/extra')).toBeNull();
  });

  it('answers unknown paths with null', () => {
    for (const path of [
      '/nowhere',
      '/cart/extra',
      '/detail/1/2',
      '/shop',
      '/member-center',
      '/fr/cart',
      '/en/en/cart',
    ])
      expect(matchRoute(path), path).toBeNull();
    expect(matchRoute('/detail/%E0')).toBeNull();
  });

  it('reads the /en prefix and redirects the /zh prefix', () => {
    expect(matchRoute('/en/cart')).toMatchObject({ route: { name: 'cart' }, locale: 'en' });
    expect(matchRoute('/en/cart')!.redirect).toBeUndefined();
    expect(matchRoute('/en')).toMatchObject({ route: { name: 'home' }, locale: 'en' });
    expect(matchRoute('/en/detail/5')).toMatchObject({ params: { prodId: '5' }, locale: 'en' });
    expect(matchRoute('/zh/cart')).toMatchObject({
      route: { name: 'cart' },
      locale: 'zh',
      redirect: '/cart',
    });
    expect(matchRoute('/zh')).toMatchObject({ route: { name: 'home' }, redirect: '/' });
    expect(matchRoute('/cart')!.locale).toBeUndefined();
    expect(matchRoute('/cart/')!.route.name).toBe('cart');
  });

  it('gives the layouts and page ids of the table', () => {
    expect(matchRoute('/login')!.route.layout).toBe('topbarFooter');
    expect(matchRoute('/chat')!.route.layout).toBe('empty');
    expect(matchRoute('/')!.route.layout).toBe('default');
    expect(matchRoute('/cart')!.route).toMatchObject({ pageId: 8, requiresLogin: true });
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
  });

  it('matchPath handles optional and required parameters', () => {
    expect(matchPath('/a/:x?', '/a')).toEqual({});
    expect(matchPath('/a/:x', '/a')).toBeNull();
    expect(matchPath('/a/:x', '/a/1')).toEqual({ x: '1' });
    expect(matchPath('/a', '/b')).toBeNull();
  });
});

describe('localizedPath', () => {
  it('prefixes English paths and leaves Chinese ones bare', () => {
    expect(localizedPath('/cart', 'zh')).toBe('/cart');
    expect(localizedPath('/cart', 'en')).toBe('/en/cart');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/', 'zh')).toBe('/');
    for (const path of fixed) {
      const match = matchRoute(localizedPath(path, 'en'));
      expect(match?.route.path).toBe(path);
      expect(match?.locale).toBe('en');
    }
  });
});

describe('paths', () => {
  it('builds the fixed pages', () => {
    expect(paths.home()).toBe('/');
    expect(paths.cart()).toBe('/cart');
    expect(paths.coupons()).toBe('/coupons');
    expect(paths.login()).toBe('/login');
    expect(paths.register()).toBe('/register');
    expect(paths.forgetPassword()).toBe('/forget-password');
    expect(paths.submitOrder()).toBe('/submit-order');
    expect(paths.noticeList()).toBe('/notice-list');
    expect(paths.flashSale()).toBe('/flash-sale');
    expect(paths.groupBuy()).toBe('/group-buy');
    expect(paths.specialDiscount()).toBe('/special-discount');
    for (const name of ['memberCenter', 'memberEquity', 'integralMall', 'buyMember'] as const)
      expect(matchRoute(paths[name]())?.route.name).toBe(name);
  });

  it('puts parameters in the path or the query, encoded', () => {
    expect(paths.detail(101)).toBe('/detail/101');
    expect(paths.detail('a/b')).toBe('/detail/a%2Fb');
    expect(paths.seckillDetail(7)).toBe('/secdetail/7');
    expect(paths.shop(3)).toBe('/shop/3');
    expect(paths.noticeDetail(3)).toBe('/notice-detail?id=3');
    expect(paths.orderDetail('1700000000001')).toBe('/order-detail?orderNumber=1700000000001');
    expect(paths.orderDetail('A&B', 'logistics')).toBe('/order-detail?orderNumber=A%26B#logistics');
    expect(paths.payment('1,2')).toBe('/payment?orderNumbers=1%2C2');
    expect(paths.writeComments('9')).toBe('/write-comments?orderNumber=9');
    expect(paths.invoiceDetail('9')).toBe('/invoice-detail?orderNumber=9');
    expect(paths.returnDetail('R 1')).toBe('/return-detail?refundSn=R%201');
    expect(paths.terms('terms')).toBe('/termsPage?sts=0');
    expect(paths.terms('privacy')).toBe('/termsPage?sts=1');
  });

  it('builds the product list query in a stable order, leaving out what is not given', () => {
    expect(paths.list()).toBe('/list');
    expect(paths.list({ st: 0 })).toBe('/list?st=0');
    expect(paths.list({ categoryId: 85 })).toBe('/list?categoryId=85');
    expect(paths.list({ st: 0, pn: '羽绒 服' })).toBe(`/list?pn=${encodeURIComponent('羽绒 服')}&st=0`);
  });

  it('builds the user centre pages', () => {
    expect(paths.userCenter()).toBe('/user-center');
    expect(paths.userCenter('uc-order')).toBe('/user-center/uc-order');
    expect(paths.userCenter('uc-order', { status: 4 })).toBe('/user-center/uc-order?status=4');
    expect(paths.userCenter('uc-coupons', { tab: 'used' })).toBe('/user-center/uc-coupons?tab=used');
    expect(paths.applyReturn({ orderNumber: '9', orderItemId: 12 })).toBe(
      '/user-center/apply-return?orderNumber=9&orderItemId=12',
    );
    expect(paths.applyReturn({ refundSn: 'R1' })).toBe('/user-center/apply-return?refundSn=R1');
  });

  it('builds only paths the route table knows', () => {
    const built = [
      paths.home(),
      paths.cart(),
      paths.coupons(),
      paths.login(),
      paths.register(),
      paths.forgetPassword(),
      paths.submitOrder(),
      paths.noticeList(),
      paths.flashSale(),
      paths.groupBuy(),
      paths.specialDiscount(),
      paths.noticeDetail(1),
      paths.list({ st: 0 }),
      paths.detail(1),
      paths.seckillDetail(1),
      paths.shop(1),
      paths.orderDetail('1', 'logistics'),
      paths.payment('1'),
      paths.writeComments('1'),
      paths.invoiceDetail('1'),
      paths.returnDetail('1'),
      paths.terms('privacy'),
      ...userCenterChildren.map((child) => paths.userCenter(child)),
      paths.applyReturn({ refundSn: '1' }),
    ];
    for (const path of built) {
      expect(matchRoute(path.split(/[?#]/)[0]!), path).not.toBeNull();
    }
  });
});

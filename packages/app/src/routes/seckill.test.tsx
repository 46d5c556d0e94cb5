// The flash-sale routes assembled with their data: the sessions and one activity from the wire answers,
// rendered as the server renders them (no countdown digits, so the markup does not depend on the time),
// links in the page's language; a malformed id or checkout address is not found without a request.
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { activateLocale } from '@mall/ui/i18n';
import type { Page, SeckillCard, SeckillProd } from '@mall/domain';
import { getAddressList, getSeckillPage, getSeckillProd, keyOf } from '@mall/client';
import { Component as FlashSaleRoute } from './flashSale.tsx';
import { Component as SeckillDetailRoute } from './seckillDetail.tsx';
import { Component as SeckillConfirmRoute } from './seckillConfirmOrder.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';
import { seckillListSize } from './seckillPage.ts';

const card = (seckillId: number, status: number, left: number, startTime: string): SeckillCard => ({
  seckillId,
  prodId: 100 + seckillId,
  prodName: `Tea set ${seckillId}`,
  pic: '/api/img/prod/1.svg',
  seckillPrice: 19.9,
  price: 59,
  startTime,
  endTime: startTime.replace(/ (\d\d)/, (_, h: string) => ` ${String(Number(h) + 2).padStart(2, '0')}`),
  seckillTotalStocks: 100,
  seckillStocks: left,
  status,
});
const page: Page<SeckillCard> = {
  records: [
    card(1, 1, 37, '2026-06-18 10:00:00'),
    card(2, 1, 0, '2026-06-18 10:00:00'),
    card(3, 0, 100, '2026-06-18 14:00:00'),
  ],
  total: 3,
  size: seckillListSize(0),
  current: 1,
  pages: 1,
};
const seckill: SeckillProd = {
  seckillId: 9,
  prodId: 77,
  shopId: 5,
  shopName: 'Tea House',
  prodName: 'Organic green tea 250 g',
  pic: '/api/img/prod/77.svg',
  imgs: null,
  content: '<p>Picked in spring.</p>',
  startTime: '2026-06-18 10:00:00',
  endTime: '2026-06-18 12:00:00',
  maxNum: 2,
  status: 1,
  seckillTotalStocks: 50,
  seckillStocks: 20,
  serverTime: '2026-06-18 10:00:00',
  skuList: [
    {
      seckillSkuId: 91,
      skuId: 770,
      skuName: '250 g',
      properties: 'Size:250 g',
      pic: null,
      seckillPrice: 29.9,
      price: 59.9,
      seckillStocks: 20,
    },
  ],
};

const fallback = swrFallback([
  [keyOf(getSeckillPage, { current: 1, size: seckillListSize(0) }), page],
  [keyOf(getSeckillProd, 9), seckill],
  [keyOf(getAddressList, undefined), []],
]);

const render = (url: string, path: string, element: React.ReactNode) =>
  renderRoute(
    url,
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    fallback,
    { toasts: true },
  );

beforeAll(async () => {
  await activateLocale('en');
});

describe('flash-sale page', () => {
  it('shows the sessions from the answer, the ongoing one first, without countdown digits', () => {
    const html = render('/en/flash-sale', '/en/flash-sale', <FlashSaleRoute />);
    expect(html).toContain('10:00');
    expect(html).toContain('14:00');
    expect(html).toContain('Tea set 1');
    expect(html).toContain('63% sold');
    expect(html).toContain('href="/en/secdetail/1"');
    expect(html).toContain('Sold out');
    expect(html).toContain('--:--:--');
    expect(html).not.toContain('role="timer"');
  });
});

describe('flash-sale detail', () => {
  it('shows the activity with its price, limit and share, links in English', () => {
    const html = render('/en/secdetail/9', '/en/secdetail/:seckillId?', <SeckillDetailRoute />);
    expect(html).toContain('Organic green tea 250 g');
    expect(html).toContain('¥29.90');
    expect(html).toContain('Limit 2 per person');
    expect(html).toContain('60% sold');
    expect(html).toContain('Grab it now');
    expect(html).toContain('href="/en/detail/77"');
    expect(html).toContain('Picked in spring.');
    expect(html).not.toContain('role="timer"');
  });

  it('is not found for a missing or malformed id, without asking the server', () => {
    for (const url of ['/en/secdetail', '/en/secdetail/abc', '/en/secdetail/0']) {
      expect(render(url, '/en/secdetail/:seckillId?', <SeckillDetailRoute />)).toContain(
        'This flash sale does not exist',
      );
    }
  });
});

describe('flash-sale checkout', () => {
  it('asks for an address first when the shopper has none', () => {
    const html = render(
      '/en/secdetail/confirm-order?seckillId=9&seckillSkuId=91&prodCount=1',
      '/en/secdetail/confirm-order',
      <SeckillConfirmRoute />,
    );
    expect(html).toContain('Confirm flash sale order');
    expect(html).toContain('href="/en/user-center/uc-address"');
  });

  it('is not found for an address without what to buy', () => {
    const html = render(
      '/en/secdetail/confirm-order?seckillId=9&prodCount=1',
      '/en/secdetail/confirm-order',
      <SeckillConfirmRoute />,
    );
    expect(html).not.toContain('Confirm flash sale order');
  });
});

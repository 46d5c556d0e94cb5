// The platform console's reports (issue 18 item 7, decisions/0092) on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097), over a small known mall in March 2031 (no other test writes
// there): orders paid just after and just before China midnights count on their China day (00:10 China
// time is the day before in UTC), unpaid orders and those outside the range never count; refunds count
// once paid out, on that day; a member counts on the day they registered; a visitor is a browser id, else
// an address, once a day and once over the range. The best products and stores, the CSV (BOM, heads in the
// request's language, a file name) and those of the best lists, every refusal (bad day, end before start, more than 92 days, bad
// size), 401 without a platform token, and every role may read.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  messages,
  type PlatformReportDaily,
  type PlatformReportProduct,
  type PlatformReportShop,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, newUserId, signedRequest, testServer } from '../../test/inject.ts';
import { unthrottled } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { flowLogs } from '../analytics/tables.ts';
import { categories, products } from '../catalog/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { orderItems, orders } from '../order/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { shops } from '../shop/tables.ts';
import { refundRate } from './service.ts';

/** An instant given in China time. */
const china = (text: string) => new Date(`${text}+08:00`);
const RANGE = 'startDate=2031-03-01&endDate=2031-03-03';
/** The server's clock: the morning after the range. */
const NOW = china('2031-03-04T09:30:05').getTime();

describeEachDatabase('platform reports', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();
  let shopA = 0;
  let shopB = 0;
  let prodA = 0;
  let prodB = 0;

  beforeAll(async () => {
    app = await testServer({
      db: db(),
      rateLimiter: unthrottled,
      now: () => NOW,
    });
    await app.ready();
    const tag = randomUUID().slice(0, 6);
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `rp_${role.slice(0, 3)}_${tag}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, NOW)).token);
    }
    const made = await db()
      .insert(shops)
      .values([
        { nameZh: '报表甲店', nameEn: 'Report shop A' },
        { nameZh: '报表乙店', nameEn: 'Report shop B' },
      ])
      .returning({ shopId: shops.shopId });
    shopA = made[0]!.shopId;
    shopB = made[1]!.shopId;
    const [category] = await db()
      .insert(categories)
      .values({ grade: 3, nameZh: '报表类', nameEn: 'Report category' })
      .returning({ categoryId: categories.categoryId });
    const product = async (shopId: number, nameZh: string, nameEn: string) =>
      (
        await db()
          .insert(products)
          .values({ shopId, categoryId: category!.categoryId, nameZh, nameEn, price: 100, oriPrice: 100 })
          .returning({ prodId: products.prodId })
      )[0]!.prodId;
    prodA = await product(shopA, '甲商品', 'Product A');
    prodB = await product(shopB, '乙商品', 'Product B');

    const buyer = newUserId();
    await db()
      .insert(users)
      .values({ userId: buyer, nickName: 'report buyer', createdAt: china('2030-01-01T00:00:00') });
    // New members: one on the range's second day (its first instant), one the evening before the range.
    await db()
      .insert(users)
      .values([
        { userId: newUserId(), nickName: 'new', createdAt: china('2031-03-02T00:00:00') },
        { userId: newUserId(), nickName: 'before', createdAt: china('2031-02-28T23:00:00') },
      ]);

    let n = 0;
    const order = async (
      shopId: number,
      cents: number,
      paid: string | null,
      lines: [number, number][] = [],
    ) => {
      n += 1;
      const orderNumber = `2031030100${tag.replace(/\D/g, '0')}${String(n).padStart(4, '0')}`;
      const [row] = await db()
        .insert(orders)
        .values({
          orderNumber,
          settlementUuid: randomUUID(),
          userId: buyer,
          shopId,
          status: paid ? 5 : 1,
          total: cents,
          actualTotal: cents,
          productNums: 1,
          userAddr: {},
          createdAt: paid ? new Date(china(paid).getTime() - 60_000) : china('2031-03-02T10:00:00'),
          payTime: paid ? china(paid) : null,
        })
        .returning({ orderId: orders.orderId });
      for (const [prodId, count] of lines) {
        await db()
          .insert(orderItems)
          .values({
            orderId: row!.orderId,
            orderNumber,
            shopId,
            prodId,
            skuId: 1,
            categoryId: category!.categoryId,
            prodNameZh: 'x',
            prodNameEn: 'x',
            price: cents / count,
            prodCount: count,
            actualTotal: cents,
          });
      }
      return { orderId: row!.orderId, orderNumber };
    };
    const first = await order(shopA, 10_000, '2031-03-01T00:10:00', [[prodA, 2]]); // UTC: Feb 28th
    await order(shopA, 5_000, '2031-02-28T23:59:59', [[prodA, 1]]); // the day before the range
    const second = await order(shopB, 3_000, '2031-03-02T12:00:00', [[prodB, 1]]);
    await order(shopA, 7_000, null, [[prodA, 7]]); // never paid
    await order(shopA, 2_000, '2031-03-03T23:59:59', [[prodA, 1]]); // the range's last second
    await order(shopB, 9_000, '2031-03-04T00:00:00', [[prodB, 9]]); // the day after

    let r = 0;
    const refund = async (
      of: { orderId: number; orderNumber: string },
      status: number,
      cents: number,
      at?: string,
    ) => {
      r += 1;
      await db()
        .insert(orderRefunds)
        .values({
          refundSn: `9031030100${tag.replace(/\D/g, '0')}${String(r).padStart(4, '0')}`,
          orderId: of.orderId,
          orderNumber: of.orderNumber,
          userId: buyer,
          shopId: shopA,
          refundType: 1,
          applyType: 1,
          isReceiver: 0,
          buyerReason: 'wrongOrDislike',
          buyerMobile: '13900000000',
          goodsNum: 1,
          refundAmount: cents,
          status,
          applyTime: china('2031-03-01T12:00:00'),
          refundTime: at ? china(at) : null,
          updatedAt: china('2031-03-02T08:00:00'),
        });
    };
    await refund(first, 5, 2_500, '2031-03-02T08:00:00'); // paid out on the 2nd
    await refund(first, 7, 1_000); // refused: never counts
    await refund(second, 5, 3_000, '2031-03-04T00:00:01'); // paid out after the range

    const visit = (at: string, uuid: string | null, ip = '10.1.0.1') =>
      db()
        .insert(flowLogs)
        .values({
          kind: 'visit',
          pageId: 1,
          step: 0,
          visitType: 1,
          uuid,
          uuidSession: 's',
          ip,
          createdAt: china(at),
        });
    await visit('2031-03-01T00:00:00', 'r1');
    await visit('2031-03-01T09:00:00', 'r1'); // the same browser again
    await visit('2031-03-02T10:00:00', 'r1'); // and the next day
    await visit('2031-03-02T11:00:00', null, '10.1.0.9'); // no browser id: its address
    await visit('2031-03-03T23:59:59', 'r2');
    await visit('2031-02-28T23:59:59', 'r3'); // before the range
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const get = (url: string, role: PlatformRole | null = 'auditor', lang?: 'zh' | 'en') =>
    app.inject(
      signedRequest('GET', url, undefined, {
        now: NOW,
        ...(role ? { token: tokens.get(role)! } : {}),
        ...(lang ? { lang } : {}),
      }),
    );

  it('counts each China day and the whole range in one answer', async () => {
    const report = await expectOk<PlatformReportDaily>(app, get(`/platform/report/daily?${RANGE}`));
    const zero = { refunds: 0, refundedAmount: 0, newMembers: 0 };
    expect(report).toEqual({
      startDate: '2031-03-01',
      endDate: '2031-03-03',
      total: {
        paidOrders: 3,
        salesAmount: 15_000,
        refunds: 1,
        refundedAmount: 2_500,
        newMembers: 1,
        visitors: 3,
        refundRate: 0.1667,
      },
      days: [
        { day: '2031-03-01', paidOrders: 1, salesAmount: 10_000, ...zero, visitors: 1, refundRate: 0 },
        {
          day: '2031-03-02',
          paidOrders: 1,
          salesAmount: 3_000,
          refunds: 1,
          refundedAmount: 2_500,
          newMembers: 1,
          visitors: 2,
          refundRate: 0.8333,
        },
        { day: '2031-03-03', paidOrders: 1, salesAmount: 2_000, ...zero, visitors: 1, refundRate: 0 },
      ],
    });
  });

  it('fills a range without activity with zeros and no refund rate', async () => {
    const report = await expectOk<PlatformReportDaily>(
      app,
      get('/platform/report/daily?startDate=2031-05-01&endDate=2031-05-02'),
    );
    expect(report.days.map((d) => d.day)).toEqual(['2031-05-01', '2031-05-02']);
    expect(report.total).toEqual({
      paidOrders: 0,
      salesAmount: 0,
      refunds: 0,
      refundedAmount: 0,
      newMembers: 0,
      visitors: 0,
      refundRate: null,
    });
    expect(report.days[1]!.refundRate).toBeNull();
  });

  it('ranks the best products and stores by paid amount, in the request language', async () => {
    const top = await expectOk<PlatformReportProduct[]>(
      app,
      get(`/platform/report/topProducts?${RANGE}`, 'operator', 'en'),
    );
    expect(top).toEqual([
      {
        prodId: prodA,
        prodName: 'Product A',
        pic: '',
        shopId: shopA,
        shopName: 'Report shop A',
        paidOrders: 2,
        quantity: 3,
        salesAmount: 12_000,
      },
      {
        prodId: prodB,
        prodName: 'Product B',
        pic: '',
        shopId: shopB,
        shopName: 'Report shop B',
        paidOrders: 1,
        quantity: 1,
        salesAmount: 3_000,
      },
    ]);
    const one = await expectOk<PlatformReportProduct[]>(
      app,
      get(`/platform/report/topProducts?${RANGE}&size=1`),
    );
    expect(one.map((p) => [p.prodId, p.prodName])).toEqual([[prodA, '甲商品']]);
    const stores = await expectOk<PlatformReportShop[]>(
      app,
      get(`/platform/report/topShops?${RANGE}`, 'admin'),
    );
    expect(stores).toEqual([
      { shopId: shopA, shopName: '报表甲店', shopLogo: '', paidOrders: 2, salesAmount: 12_000 },
      { shopId: shopB, shopName: '报表乙店', shopLogo: '', paidOrders: 1, salesAmount: 3_000 },
    ]);
  });

  it('exports the days as CSV: BOM, heads in the language, yuan, the total last, a file name', async () => {
    const zh = await get(`/platform/report/daily.csv?${RANGE}`, 'operator', 'zh');
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(zh.headers['content-disposition']).toBe(
      'attachment; filename="report-2031-03-01-2031-03-03-20310304-093005.csv"',
    );
    expect(zh.body.startsWith('\uFEFF')).toBe(true);
    const lines = zh.body.slice(1).split('\r\n');
    const heads = [
      messages.reportDay,
      messages.reportPaidOrders,
      messages.reportSales,
      messages.reportRefunds,
      messages.reportRefunded,
      messages.reportRefundRate,
      messages.reportNewMembers,
      messages.reportVisitors,
    ];
    expect(lines[0]).toBe(heads.map((m) => translate('zh', m)).join(','));
    expect(lines[2]).toBe('2031-03-02,1,30.00,1,25.00,83.33%,1,2');
    expect(lines[4]).toBe(`${translate('zh', messages.reportTotal)},3,150.00,1,25.00,16.67%,1,3`);
    expect(lines[5]).toBe('');
    const en = await get(`/platform/report/daily.csv?${RANGE}`, 'auditor', 'en');
    expect(en.body.slice(1).split('\r\n')[0]).toBe(heads.map((m) => translate('en', m)).join(','));
  });

  it('exports the best products and stores as CSV: the lists ranked, heads and names in the language', async () => {
    const productHeads = [
      messages.reportRank,
      messages.reportProdId,
      messages.reportProduct,
      messages.reportShop,
      messages.reportQuantity,
      messages.reportPaidOrders,
      messages.reportSales,
    ];
    const zh = await get(`/platform/report/topProducts.csv?${RANGE}`, 'operator', 'zh');
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(zh.headers['cache-control']).toBe('private, no-store');
    expect(zh.headers['content-disposition']).toBe(
      'attachment; filename="report-products-2031-03-01-2031-03-03-20310304-093005.csv"',
    );
    expect(zh.body.startsWith('\uFEFF')).toBe(true);
    expect(zh.body.slice(1).split('\r\n')).toEqual([
      productHeads.map((m) => translate('zh', m)).join(','),
      `1,${prodA},甲商品,报表甲店,3,2,120.00`,
      `2,${prodB},乙商品,报表乙店,1,1,30.00`,
      '',
    ]);
    const en = await get(`/platform/report/topProducts.csv?${RANGE}&size=1`, 'auditor', 'en');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.body.slice(1).split('\r\n')).toEqual([
      'Rank,Product ID,Product,Store,Units sold,Paid orders,Sales (yuan)',
      `1,${prodA},Product A,Report shop A,3,2,120.00`,
      '',
    ]);

    const shopHeads = [
      messages.reportRank,
      messages.reportShopId,
      messages.reportShop,
      messages.reportPaidOrders,
      messages.reportSales,
    ];
    const stores = await get(`/platform/report/topShops.csv?${RANGE}`, 'admin', 'zh');
    expect(stores.statusCode, stores.body).toBe(200);
    expect(stores.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(stores.headers['content-disposition']).toBe(
      'attachment; filename="report-shops-2031-03-01-2031-03-03-20310304-093005.csv"',
    );
    expect(stores.body.startsWith('\uFEFF')).toBe(true);
    expect(stores.body.slice(1).split('\r\n')).toEqual([
      shopHeads.map((m) => translate('zh', m)).join(','),
      `1,${shopA},报表甲店,2,120.00`,
      `2,${shopB},报表乙店,1,30.00`,
      '',
    ]);
    const storesEn = await get(`/platform/report/topShops.csv?${RANGE}`, 'auditor', 'en');
    expect(storesEn.body.slice(1).split('\r\n')[0]).toBe('Rank,Store ID,Store,Paid orders,Sales (yuan)');
    expect(storesEn.body.slice(1).split('\r\n')[1]).toBe(`1,${shopA},Report shop A,2,120.00`);

    // A range without sales: the heads alone.
    const none = await get(
      '/platform/report/topShops.csv?startDate=2031-05-01&endDate=2031-05-02',
      'auditor',
      'en',
    );
    expect(none.body).toBe('\uFEFFRank,Store ID,Store,Paid orders,Sales (yuan)\r\n');
  });

  it('refuses bad days, an end before the start, more than 92 days and a bad size', async () => {
    for (const path of ['daily', 'daily.csv', 'topProducts', 'topShops', 'topProducts.csv', 'topShops.csv']) {
      const url = `/platform/report/${path}`;
      await expectRefused(app, get(`${url}?endDate=2031-03-03`), messages.queryDateInvalid);
      await expectRefused(
        app,
        get(`${url}?startDate=2031-02-30&endDate=2031-03-03`),
        messages.queryDateInvalid,
      );
      await expectRefused(
        app,
        get(`${url}?startDate=2031/03/01&endDate=2031-03-03`),
        messages.queryDateInvalid,
      );
      await expectRefused(
        app,
        get(`${url}?startDate=2031-03-03&endDate=2031-03-01`),
        messages.queryDateRangeInvalid,
      );
      // Years outside 2000-2100 (REPORT_MIN_YEAR, REPORT_MAX_YEAR): refused, never scanned.
      for (const range of [
        'startDate=0001-01-01&endDate=0001-01-02',
        'startDate=9999-12-30&endDate=9999-12-31',
        'startDate=1999-12-31&endDate=2000-01-01',
        'startDate=2100-12-31&endDate=2101-01-01',
      ]) {
        await expectRefused(app, get(`${url}?${range}`), messages.reportYearInvalid);
      }
      await expectRefused(
        app,
        get(`${url}?startDate=2031-01-01&endDate=2031-04-03`), // 93 days
        messages.reportRangeTooLong,
      );
      await expectRefused(
        app,
        get(`${url}?startDate=2031-01-01&endDate=2031-04-03`, 'admin', 'en'),
        messages.reportRangeTooLong,
        undefined,
        'en',
      );
    }
    // The first and last years are in.
    await expectOk(app, get('/platform/report/daily?startDate=2000-01-01&endDate=2000-01-02'));
    await expectOk(app, get('/platform/report/topShops?startDate=2100-12-30&endDate=2100-12-31'));
    // 92 days is the longest range.
    const quarter = await expectOk<PlatformReportDaily>(
      app,
      get('/platform/report/daily?startDate=2031-01-01&endDate=2031-04-02'),
    );
    expect(quarter.days).toHaveLength(92);
    expect(quarter.total.paidOrders).toBe(5); // every paid order of the test
    for (const size of ['0', '-1', 'x', '1.5']) {
      for (const path of ['topShops', 'topProducts.csv', 'topShops.csv']) {
        await expectRefused(
          app,
          get(`/platform/report/${path}?${RANGE}&size=${size}`),
          messages.queryPageInvalid,
        );
      }
    }
    const many = await expectOk<PlatformReportShop[]>(
      app,
      get(`/platform/report/topShops?${RANGE}&size=500`),
    );
    expect(many.length).toBeLessThanOrEqual(50);
  });

  it('answers 401 without a platform token and lets every platform role read', async () => {
    for (const path of ['daily', 'daily.csv', 'topProducts', 'topShops', 'topProducts.csv', 'topShops.csv']) {
      const res = await get(`/platform/report/${path}?${RANGE}`, null);
      expect(res.statusCode, res.body).toBe(401);
      for (const role of ['admin', 'operator', 'auditor'] as const) {
        expect((await get(`/platform/report/${path}?${RANGE}`, role)).statusCode).toBe(200);
      }
    }
    const shopperToken = await app.inject(
      signedRequest('GET', `/platform/report/daily?${RANGE}`, undefined, {
        token: 'not-a-platform-token',
        now: NOW,
      }),
    );
    expect(shopperToken.statusCode).toBe(401);
  });
});

it('rounds the refund rate to 4 decimals and has none without sales', () => {
  expect(refundRate(1, 3)).toBe(0.3333);
  expect(refundRate(2, 3)).toBe(0.6667);
  expect(refundRate(0, 100)).toBe(0);
  expect(refundRate(150, 100)).toBe(1.5);
  expect(refundRate(0, 0)).toBeNull();
});

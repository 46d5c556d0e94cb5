// The merchant's order list filters, one order's detail and the CSV export (issue 17 item 4), on
// PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097). Two shoppers of distinct
// receivers and mobiles buy from shop 1; one order is moved to an earlier day. Each filter finds exactly
// what it should (LIKE's own characters taken literally), bad filters are refused with their translated
// message, the detail answers the buyer, invoice and after-sales requests, and the export is a CSV a
// spreadsheet reads right (BOM, heads in the request's language, long numbers kept as text, formulas
// defused) that never exceeds its limit.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  formatDate,
  MERCHANT_ORDER_EXPORT_MAX,
  type MerchantOrder,
  type MerchantOrderDetail,
  messages,
  type Page,
} from '@mall/domain';
import { seedIfEmpty } from '../seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectRefused, newUserId } from '../../test/inject.ts';
import { demoProducts, makeShopper, merchantTokenOf, openTestMall, type TestMall } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { csvCell } from './merchantQuery.ts';
import { orders } from './tables.ts';

const DAY = 24 * 3_600_000;
const today = () => formatDate(Date.now(), 'YYYY-MM-DD');
const daysAgo = (n: number) => formatDate(Date.now() - n * DAY, 'YYYY-MM-DD');

describeEachDatabase('merchant orders: filters, detail, export', (database) => {
  let mall: TestMall;
  let shop1: string;
  let shop2: string;
  /** Anna's two orders (one placed ten days ago, with remarks a spreadsheet would run), Bo's one. */
  const placed = { annaOld: '', annaNew: '', bo: '' };
  const tag = newUserId().slice(1, 7);
  const anna = `Anna_${tag}`;
  const bo = `Bo%${tag}`;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    const [product] = demoProducts(1);
    const buy = async (receiver: string, mobile: string, remarks: string) => {
      const { token } = await makeShopper(db, {
        label: receiver.slice(0, 6),
        address: {
          receiver,
          mobile,
          provinceId: 110000,
          province: '北京市',
          cityId: 110100,
          city: '北京市',
          areaId: 110105,
          area: '朝阳区',
          addr: '建国路88号, "东门"',
          commonAddr: 1,
        },
      });
      const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
        token,
        body: { orderItem: { prodId: product!.prodId, skuId: product!.skuId, prodCount: 1 }, couponIds: [] },
      });
      const { orderNumbers } = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
        token,
        body: { uuid, orderShopParam: [{ shopId: 1, remarks }] },
      });
      return orderNumbers;
    };
    placed.annaOld = await buy(anna, '13511112222', '=HYPERLINK("x")');
    placed.annaNew = await buy(anna, '13511112222', '');
    placed.bo = await buy(bo, '13633334444', 'ring twice');
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(orders.orderNumber, placed.annaOld));
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  const list = async (query: string, token = shop1) =>
    (await mall.ok<Page<MerchantOrder>>('GET', `/merchant/orders?size=100&${query}`, { token })).records.map(
      (o) => o.orderNumber,
    );
  const ours = (numbers: string[]) => numbers.filter((n) => Object.values(placed).includes(n)).sort();

  it('filters by receiver, mobile, order number, status and the days placed', async () => {
    expect(ours(await list(`receiver=${encodeURIComponent(anna.toLowerCase())}`))).toEqual(
      [placed.annaOld, placed.annaNew].sort(),
    );
    // LIKE's own characters are literal: "%" finds Bo, whose name has one, and not everyone.
    expect(ours(await list(`receiver=${encodeURIComponent(`%${tag}`)}`))).toEqual([placed.bo]);
    expect(ours(await list('mobile=3333444'))).toEqual([placed.bo]);
    expect(ours(await list(`orderNumber=${placed.bo.slice(0, 19)}`))).toEqual([placed.bo]);
    expect(ours(await list(`orderNumber=${placed.bo}&status=1`))).toEqual([placed.bo]);
    expect(ours(await list(`orderNumber=${placed.bo}&status=2`))).toEqual([]);
    // The days placed, China days, both ends included.
    expect(ours(await list(`receiver=${anna}&startDate=${today()}&endDate=${today()}`))).toEqual([
      placed.annaNew,
    ]);
    expect(ours(await list(`receiver=${anna}&startDate=${daysAgo(10)}&endDate=${daysAgo(10)}`))).toEqual([
      placed.annaOld,
    ]);
    expect(ours(await list(`receiver=${anna}&endDate=${daysAgo(1)}`))).toEqual([placed.annaOld]);
    // Another shop's merchant finds none of them, whatever the filter.
    expect(ours(await list(`receiver=${anna}`, shop2))).toEqual([]);
    expect(ours(await list(`orderNumber=${placed.bo}`, shop2))).toEqual([]);
  });

  it('refuses malformed filters with their message', async () => {
    const { app } = mall;
    const get = (query: string) =>
      app.inject({ url: `/api/merchant/orders?${query}`, headers: { authorization: `bearer ${shop1}` } });
    await expectRefused(app, get('startDate=2026-02-30'), messages.queryDateInvalid);
    await expectRefused(app, get('endDate=20260101'), messages.queryDateInvalid);
    await expectRefused(
      app,
      get(`startDate=${today()}&endDate=${daysAgo(1)}`),
      messages.queryDateRangeInvalid,
    );
    await expectRefused(app, get('orderNumber=12ab'), messages.queryOrderNumberInvalid);
    await expectRefused(app, get('mobile=139-0000'), messages.queryMobileInvalid);
    await expectRefused(app, get(`receiver=${'x'.repeat(101)}`), messages.queryTextTooLong);
  });

  it("answers one order's detail with its buyer, and another shop's order not at all", async () => {
    const detail = await mall.ok<MerchantOrderDetail>(
      'GET',
      `/merchant/order/info?orderNumber=${placed.bo}`,
      {
        token: shop1,
      },
    );
    expect(detail).toMatchObject({
      orderNumber: placed.bo,
      status: 1,
      remarks: 'ring twice',
      buyerNickName: bo.slice(0, 6),
      invoice: null,
      refunds: [],
      cancelTime: null,
      closeType: null,
    });
    expect(detail.items).toHaveLength(1);
    expect(detail.actualTotal).toBe(
      detail.total - detail.discountReduce - detail.couponReduce - detail.pointsReduce + detail.transfee,
    );
    const { app } = mall;
    await expectRefused(
      app,
      app.inject({
        url: `/api/merchant/order/info?orderNumber=${placed.bo}`,
        headers: { authorization: `bearer ${shop2}` },
      }),
      messages.orderNotFound,
    );
  });

  it('exports the filtered orders as CSV: BOM, heads in the language, text kept as text', async () => {
    const res = await mall.app.inject({
      url: `/api/merchant/orders/export?receiver=${anna}`,
      headers: { authorization: `bearer ${shop1}`, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{8}-\d{6}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Order number,Placed at,Status,Receiver,Mobile,Address,Items,Quantity,Goods total,Freight,Reductions,Paid amount,Paid at,Express company,Tracking number,Buyer remarks',
    );
    expect(lines).toHaveLength(4);
    // Newest first: the old order is last. Its number and mobile stay text; its remarks are not a formula;
    // the address's comma and quotes are quoted.
    const old = lines[2]!;
    expect(old.startsWith(`${placed.annaOld}\t,`)).toBe(true);
    expect(old).toContain(',13511112222\t,');
    expect(old).toContain(`,"北京市 北京市 朝阳区 建国路88号, ""东门""",`);
    expect(old.endsWith(`,"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(old).toContain(',Pending payment,');
    // Chinese heads and statuses by default.
    const zh = await mall.app.inject({
      url: `/api/merchant/orders/export?orderNumber=${placed.bo}`,
      headers: { authorization: `bearer ${shop1}` },
    });
    expect(zh.body.slice(1).split('\r\n')[0]).toBe(
      '订单编号,下单时间,订单状态,收货人,手机号,收货地址,商品,数量,商品总额,运费,优惠金额,实付金额,付款时间,快递公司,快递单号,买家留言',
    );
    expect(zh.body.split('\r\n')[1]).toContain(',待付款,');
  });

  it(`refuses an export of more than ${MERCHANT_ORDER_EXPORT_MAX} orders, reading none of them`, async () => {
    const { db } = database().handle;
    const userId = newUserId();
    await db.insert(users).values({ userId, userName: `bulk_${userId.slice(1, 12)}`, nickName: 'bulk' });
    await db.execute(sql`
      INSERT INTO orders (order_number, settlement_uuid, user_id, shop_id, total, actual_total, product_nums, user_addr)
      SELECT '9' || lpad(g::text, 19, '0'), gen_random_uuid(), ${userId}, 3, 100, 100, 1, '{}'::jsonb
      FROM generate_series(1, ${MERCHANT_ORDER_EXPORT_MAX + 1}) AS g`);
    const shop3 = await merchantTokenOf(db, 3);
    await expectRefused(
      mall.app,
      mall.app.inject({ url: '/api/merchant/orders/export', headers: { authorization: `bearer ${shop3}` } }),
      messages.orderExportTooMany,
      { max: MERCHANT_ORDER_EXPORT_MAX },
    );
    // Narrowed, it exports.
    const narrowed = await mall.app.inject({
      url: '/api/merchant/orders/export?orderNumber=90000000000000000001',
      headers: { authorization: `bearer ${shop3}` },
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.body.slice(1).split('\r\n')).toHaveLength(3);
  });
});

it('writes a CSV cell as a spreadsheet reads it back', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell(null)).toBe('');
  expect(csvCell(12)).toBe('12');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
    expect(csvCell(formula).replace(/^"/, '').startsWith(`'`)).toBe(true);
});

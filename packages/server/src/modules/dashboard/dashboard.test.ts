// GET /merchant/dashboard on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097),
// on a fake clock at 01:30 China time (still the day before in UTC): orders paid just after and just
// before China midnights count on their China day, the window's first day counts and the day before it
// does not, unpaid orders and another store's never count; refunds count only once paid out ("refund
// successful"), on the day they were; after-sales to decide are the applications and the returned goods
// waiting for the store; visitors are distinct browsers of the store's product and flash-sale pages;
// unanswered chats are conversations whose last message is the shopper's; each role sees only its areas'
// figures (the others null).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { type MerchantDashboard, type MerchantRole } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { newUserId, signedRequest, testServer } from '../../test/inject.ts';
import { unthrottled } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { flowLogs } from '../analytics/tables.ts';
import { categories, products } from '../catalog/tables.ts';
import { chatConversations, chatMessages } from '../chat/tables.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { orders } from '../order/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { seckills } from '../seckill/tables.ts';
import { shops } from '../shop/tables.ts';

/** An instant given in China time. */
const china = (text: string) => new Date(`${text}+08:00`);
const NOW = china('2026-03-10T01:30:00').getTime();

describeEachDatabase('the merchant dashboard', (database) => {
  let app: FastifyInstance;
  const db = () => database().handle.db;
  const accounts = new Map<MerchantRole, number>();
  let shopId = 0;
  let otherShop = 0;

  const dashboard = async (role: MerchantRole = 'owner') => {
    const token = await issueMerchantToken(db(), accounts.get(role)!, NOW);
    const res = await app.inject(signedRequest('GET', '/merchant/dashboard', undefined, { token, now: NOW }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MerchantDashboard>();
  };

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: unthrottled, now: () => NOW });
    const tag = newUserId().slice(1, 7);
    const made = await db()
      .insert(shops)
      .values([
        { nameZh: '看板店', nameEn: 'Dashboard shop' },
        { nameZh: '别家店', nameEn: 'Other shop' },
      ])
      .returning({ shopId: shops.shopId });
    shopId = made[0]!.shopId;
    otherShop = made[1]!.shopId;
    for (const role of ['owner', 'orders', 'products', 'chat', 'all'] as const) {
      const [row] = await db()
        .insert(merchantAccounts)
        .values({ username: `dash_${role}_${tag}`, passwordHash: 'x', shopId, role })
        .returning({ merchantId: merchantAccounts.merchantId });
      accounts.set(role, row!.merchantId);
    }
    const buyer = newUserId();
    await db().insert(users).values({ userId: buyer, nickName: 'buyer' });

    // Orders: [shop, cents, status, paid at (China time) or null].
    let n = 0;
    const order = async (shop: number, cents: number, status: number, paid: string | null) => {
      n += 1;
      const [row] = await db()
        .insert(orders)
        .values({
          orderNumber: `2026031000${tag.replace(/\D/g, '0')}${String(n).padStart(4, '0')}`,
          settlementUuid: randomUUID(),
          userId: buyer,
          shopId: shop,
          status,
          total: cents,
          actualTotal: cents,
          productNums: 1,
          userAddr: {},
          createdAt: paid ? new Date(china(paid).getTime() - 60_000) : new Date(NOW),
          payTime: paid ? china(paid) : null,
        })
        .returning({ orderId: orders.orderId, orderNumber: orders.orderNumber });
      return row!;
    };
    const today1 = await order(shopId, 10_000, 2, '2026-03-10T00:10:00'); // today, UTC's 9th
    const yesterday = await order(shopId, 5_000, 3, '2026-03-09T23:59:59'); // yesterday
    const first = await order(shopId, 2_000, 5, '2026-02-09T00:00:00'); // the window's first day
    await order(shopId, 700, 5, '2026-02-08T23:59:59'); // the day before the window
    const unpaid = await order(shopId, 1_500, 1, null); // not paid
    const refundedWhole = await order(shopId, 3_001, 6, '2026-03-10T01:00:00'); // paid today, refunded since
    const theirOrder = await order(otherShop, 99_900, 2, '2026-03-10T00:30:00'); // another store's
    await order(shopId, 1, 2, '2026-02-20T12:00:00');

    // Refunds: [store, order, status, cents, paid out at (China time)].
    let r = 0;
    await refundRow(1, refundedWhole, 5, 3_001, '2026-03-10T01:10:00'); // paid out today
    await refundRow(1, today1, 5, 250, '2026-02-01T10:00:00'); // paid out before the window
    await refundRow(1, today1, 7, 400); // refused
    // Open requests: one per order (the open-request index).
    await refundRow(1, unpaid, 1, 500); // an application to answer
    await refundRow(1, yesterday, 3, 600); // returned goods to receive
    await refundRow(1, first, 2, 700); // accepted, the buyer's move
    await refundRow(2, theirOrder, 1, 800); // another store's application

    async function refundRow(
      which: 1 | 2,
      of: { orderId: number; orderNumber: string },
      status: number,
      cents: number,
      refunded?: string,
    ) {
      r += 1;
      await db()
        .insert(orderRefunds)
        .values({
          refundSn: `9026031000${tag.replace(/\D/g, '0')}${String(r).padStart(4, '0')}`,
          orderId: of.orderId,
          orderNumber: of.orderNumber,
          userId: buyer,
          shopId: which === 1 ? shopId : otherShop,
          // Whole-order requests: no item row needed; closed ones are not "open", so several may exist.
          refundType: 1,
          applyType: 1,
          isReceiver: 0,
          buyerReason: 'wrongOrDislike',
          buyerMobile: '13900000000',
          goodsNum: 1,
          refundAmount: cents,
          status,
          applyTime: new Date(NOW - 86_400_000),
          refundTime: refunded ? china(refunded) : null,
          updatedAt: new Date(NOW),
        });
    }

    // Product pages: two products of the store, one of the other, a flash sale of the store.
    const [category] = await db()
      .insert(categories)
      .values({ grade: 3, nameZh: '看板类', nameEn: 'Dashboard category' })
      .returning({ categoryId: categories.categoryId });
    const product = async (shop: number) => {
      const [row] = await db()
        .insert(products)
        .values({
          shopId: shop,
          categoryId: category!.categoryId,
          nameZh: '商品',
          nameEn: 'Product',
          price: 100,
          oriPrice: 100,
        })
        .returning({ prodId: products.prodId });
      return row!.prodId;
    };
    const p1 = await product(shopId);
    const p2 = await product(shopId);
    const theirs = await product(otherShop);
    const [sale] = await db()
      .insert(seckills)
      .values({
        shopId,
        prodId: p2,
        startTime: new Date(NOW - 86_400_000),
        endTime: new Date(NOW + 86_400_000),
        maxNum: 1,
      })
      .returning({ seckillId: seckills.seckillId });
    const visit = (pageId: number, bizData: number, at: string, uuid: string | null, ip = '10.0.0.1') =>
      db()
        .insert(flowLogs)
        .values({
          kind: 'traffic',
          pageId,
          bizData: String(bizData),
          bizType: 0,
          step: 0,
          visitType: 1,
          uuid,
          uuidSession: 's',
          ip,
          createdAt: china(at),
        });
    await visit(3, p1, '2026-03-10T00:05:00', 'u1'); // today
    await visit(3, p1, '2026-03-10T01:00:00', 'u1'); // the same visitor again
    await visit(2, p2, '2026-03-09T23:00:00', 'u1'); // yesterday, from a banner
    await visit(5, p1, '2026-02-20T10:00:00', 'u2'); // the group page, 18 days ago
    await visit(3, p2, '2026-03-10T00:20:00', null, '10.0.0.9'); // no browser id: its address
    await visit(4, sale!.seckillId, '2026-03-10T00:30:00', 'u4'); // the flash sale's page
    await visit(3, theirs, '2026-03-10T00:40:00', 'u3'); // another store's product
    await visit(6, p1, '2026-03-10T00:50:00', 'u5'); // the list page: no product
    await visit(3, p1, '2026-02-08T12:00:00', 'u6'); // before the window

    // Chats: the shopper's last word, the store's, an empty conversation, another store's.
    const conversation = async (shop: number, senders: ('user' | 'shop')[]) => {
      const shopper = newUserId();
      await db().insert(users).values({ userId: shopper, nickName: 'chatter' });
      const [row] = await db()
        .insert(chatConversations)
        .values({ userId: shopper, shopId: shop, lastSeq: senders.length })
        .returning({ conversationId: chatConversations.conversationId });
      for (const [i, sender] of senders.entries())
        await db()
          .insert(chatMessages)
          .values({
            msgId: randomUUID().replaceAll('-', ''),
            conversationId: row!.conversationId,
            seq: i + 1,
            sender,
            clientMsgId: `c${i}`,
            msgType: 'text',
            content: 'hello',
          });
    };
    await conversation(shopId, ['user']);
    await conversation(shopId, ['shop', 'user', 'user']);
    await conversation(shopId, ['user', 'shop']);
    await conversation(shopId, []);
    await conversation(otherShop, ['user']);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it("counts the store's figures on China days", async () => {
    const figures = await dashboard();
    expect(figures.today).toBe('2026-03-10');
    expect(figures.sales).toEqual({
      today: { paidOrders: 2, sales: 130.01, refunds: 1, refunded: 30.01 },
      last30Days: { paidOrders: 5, sales: 200.02, refunds: 1, refunded: 30.01 },
    });
    expect(figures.toShip).toBe(2);
    expect(figures.afterSalesToDecide).toBe(2);
    expect(figures.visitors).toEqual({ today: 3, last30Days: 4 });
    expect(figures.unansweredChats).toBe(2);
  });

  it('has every one of the last 30 days in its series, zero where nothing was paid', async () => {
    const { series } = await dashboard();
    expect(series).toHaveLength(30);
    expect(series![0]).toEqual({ day: '2026-02-09', paidOrders: 1, sales: 20 });
    expect(series!.at(-1)).toEqual({ day: '2026-03-10', paidOrders: 2, sales: 130.01 });
    expect(series!.at(-2)).toEqual({ day: '2026-03-09', paidOrders: 1, sales: 50 });
    expect(series!.find((d) => d.day === '2026-02-20')).toEqual({
      day: '2026-02-20',
      paidOrders: 1,
      sales: 0.01,
    });
    expect(series!.filter((d) => d.paidOrders === 0)).toHaveLength(26);
    expect(series!.filter((d) => d.paidOrders === 0).every((d) => d.sales === 0)).toBe(true);
    // Consecutive days, oldest first.
    const days = series!.map((d) => Date.parse(`${d.day}T00:00:00Z`));
    expect(days.slice(1).every((day, i) => day - days[i]! === 86_400_000)).toBe(true);
  });

  it("shows each role only its areas' figures", async () => {
    const orders = await dashboard('orders');
    expect(orders.sales).not.toBeNull();
    expect(orders.series).toHaveLength(30);
    expect([orders.toShip, orders.afterSalesToDecide]).toEqual([2, 2]);
    expect([orders.visitors, orders.unansweredChats]).toEqual([null, null]);

    const products = await dashboard('products');
    expect(products.visitors).toEqual({ today: 3, last30Days: 4 });
    expect([products.sales, products.series, products.toShip, products.afterSalesToDecide]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(products.unansweredChats).toBeNull();

    const chat = await dashboard('chat');
    expect(chat.unansweredChats).toBe(2);
    expect([chat.sales, chat.visitors, chat.toShip]).toEqual([null, null, null]);

    expect(await dashboard('all')).toEqual(await dashboard('owner'));
  });

  it('refuses a request without a merchant token', async () => {
    const res = await app.inject(signedRequest('GET', '/merchant/dashboard', undefined, { now: NOW }));
    expect(res.statusCode).toBe(401);
  });
});

// Ownership on the merchant side (issue 11, "ownership tests extended to merchant routes"): every
// /merchant/ route that takes an id refuses another shop's id. A shopper's rich history is made in shop 1
// (test/mall.ts: a paid order with a refund request, a shipped order with an invoice, ...); shop 2's
// merchant then sends those ids. The answer must be the route's "does not exist" refusal, carry none of
// shop 1's data, and leave every table as it was. The control sends the same request as shop 1's
// merchant for a second shopper's history (so the attacked history stays as it was for the next attack)
// and must get past that refusal, which proves the attack reached the ownership check. As in
// ownership.test.ts, the id-carrying fields come from the OpenAPI document: a new /merchant/ route with an
// id fails the first test until it is attacked here or declared not the shop's with a reason. Staff
// (issue 17, decisions/0060): every attack is also sent by a staff account of shop 2 whose role has the
// route's permission (the same refusal) or lacks it (a 403), and the owner's staff routes are attacked
// with shop 1's staff accounts. Reviews (decisions/0065): a reply to another shop's review is refused and
// its list never shows one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { constants, publicEncrypt } from 'node:crypto';
import {
  formatDate,
  messages,
  roleAllowsRoute,
  STAFF_ROLES,
  type MerchantRoutePermission,
  type MerchantProdDetail,
  type StaffRole,
} from '@mall/domain';
import { translate } from './i18n.ts';
import { hashPassword } from './modules/account/passwords.ts';
import { issueMerchantToken } from './modules/merchant/auth.ts';
import { merchantAccounts } from './modules/merchant/tables.ts';
import { createChatService } from './modules/chat/service.ts';
import { chatQuickReplies } from './modules/chat/tables.ts';
import { createSeckill } from './modules/seckill/service.ts';
import { createCoupon } from './modules/coupon/centre.ts';
import { createSession } from './modules/discount/service.ts';
import { createGroupActivity } from './modules/group/service.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from './test/databases.ts';
import { ID_NAME, operationFields, type OpenApiDocument } from './test/openapi.ts';
import {
  changedTables,
  demoProducts,
  makeHistory,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  type Shopper,
  type ShopperHistory,
  type TestMall,
} from './test/mall.ts';

type Descriptor = (typeof messages)[keyof typeof messages];

interface MerchantAttack {
  name: string;
  /** The operation attacked, as the OpenAPI document names it. */
  operation: string;
  request(h: ShopperHistory): { method: string; url: string; body?: unknown };
  refusal: Descriptor;
}

/** Operations whose id-looking fields are not another shop's (with why). */
const NOT_SHOP_IDS: Record<string, Record<string, string>> = {
  'PUT /api/merchant/order/delivery': {
    expressNo: "the parcel's tracking number the merchant types in, not a record of the mall",
  },
  'GET /api/merchant/orders': {
    orderNumber: "a filter of the shop's own orders: another shop's number lists nothing (tested below)",
  },
  'GET /api/merchant/orders/export': {
    orderNumber: "a filter of the shop's own orders: another shop's number exports nothing (tested below)",
  },
  'GET /api/merchant/orderRefunds': {
    refundSn: "a filter of the shop's own requests: another shop's number lists nothing (tested below)",
    orderNumber: "a filter of the shop's own requests: another shop's number lists nothing (tested below)",
  },
  'GET /api/merchant/orderInvoices': {
    orderNumber: "a filter of the shop's own invoices: another shop's number lists nothing (tested below)",
  },
  'GET /api/merchant/seckill/page': {
    prodId: "a filter of the shop's own activities: another shop's product lists nothing",
  },
  'GET /api/merchant/group/page': {
    prodId: "a filter over the shop's own activities: another shop's product finds none",
  },
  'GET /api/merchant/prod/page': {
    categoryId: "a filter over the shop's own products (the category tree is the platform's, shared)",
  },
  'POST /api/merchant/prod': {
    categoryId: "the platform's category tree, shared by every store",
    skuId: 'a new product has no SKU yet: any skuId is refused (merchantProdSkuInvalid)',
  },
  'GET /api/merchant/comments': {
    prodId: "a filter of the shop's own reviews: another shop's product lists nothing (tested below)",
  },
  'GET /api/merchant/conversations': {
    beforeId:
      "a cursor (with beforeUpdateTime) over the shop's own conversations: another shop's id only moves it",
  },
};

/** Each shopper's chat conversation with shop 1 (beforeAll), by the history's open settlement. */
const chatWithShop1 = new Map<string, number>();

/** Each shopper's review of its completed item of shop 1 (beforeAll), by the history's open settlement. */
const reviewOf = new Map<string, number>();
/** Shop 1's quick replies (made in beforeAll), one per attack and history. */
const shop1Replies = new Map<string, number>();

/** Shop 1's staff accounts (made in beforeAll), one per staff attack so a control's change spares the next. */
const shop1Staff = new Map<string, number>();
/** The RSA public key of the server (a staff password travels encrypted). */
let publicKey = '';
const encrypted = (password: string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
    'base64',
  );
/** The editing form's body of shop 1's first history product (beforeAll), for the edit attack. */
let shop1Edit: Record<string, unknown> = {};

/** Shop 1's discount sessions and coupons (beforeAll), by attack: a control's edit or stop spares the next. */
const shop1Promo = { discountEdit: 0, discountStop: 0, couponEdit: 0, couponStop: 0 };
/** A discount session's body (the whole shop, a day from now) and a coupon's, as their edits send them. */
const discountBody = () => ({
  discountName: 'not ours',
  discountType: 0 as const,
  rules: [{ needAmount: 100, discount: 10 }],
  startTime: formatDate(Date.now() + 30 * 3600_000),
  endTime: formatDate(Date.now() + 31 * 3600_000),
  prodIds: [],
});
const couponBody = () => ({
  couponName: 'not ours',
  couponType: 1 as const,
  cashCondition: 100,
  reduceAmount: 10,
  couponDiscount: 0,
  startTime: formatDate(Date.now() + 3600_000),
  endTime: formatDate(Date.now() + 24 * 3600_000),
  stocks: 10,
  limitNum: 1,
  prodIds: [],
});

/** A flash sale of shop 1 (made in beforeAll), for the stop, edit and detail attacks. */
let shop1Seckill = 0;
/** A group activity of shop 1 (made in beforeAll) and its body, for the edit, detail and stop attacks. */
let shop1Group = 0;
let shop1GroupBody: ReturnType<typeof groupActivityBody> | undefined;
/** The body shop 1's flash sale was made with (its edit). */
let shop1SeckillBody: Parameters<typeof createSeckill>[2] | undefined;
const inAnHour = (hours: number) => formatDate(new Date(Date.now() + hours * 3600_000));

/** A group activity's body on a product (its first SKU), starting in an hour. */
function groupActivityBody(prod: { prodId: number; skuId: number }) {
  return {
    prodId: prod.prodId,
    groupNumber: 2,
    groupValidTime: 30,
    startTime: formatDate(Date.now() + 3_600_000),
    endTime: formatDate(Date.now() + 7_200_000),
    maxNum: 0,
    skus: [{ skuId: prod.skuId, actPrice: 0.01 }],
  };
}

const ATTACKS: MerchantAttack[] = [
  {
    name: "create a group activity on another shop's product",
    operation: 'POST /api/merchant/group',
    // The history's products are shop 1's; the control (shop 1) creates one on its own product.
    request: (h) => ({ method: 'POST', url: '/merchant/group', body: groupActivityBody(h.cartProducts[0]!) }),
    refusal: messages.activityProductNotOwned,
  },
  {
    name: "ship another shop's order",
    operation: 'PUT /api/merchant/order/delivery',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/order/delivery',
      body: { orderNumber: h.paid, expressName: '顺丰速运', expressNo: 'SF0000000001' },
    }),
    refusal: messages.orderNotFound,
  },
  {
    name: "read another shop's order",
    operation: 'GET /api/merchant/order/info',
    request: (h) => ({ method: 'GET', url: `/merchant/order/info?orderNumber=${h.paid}` }),
    refusal: messages.orderNotFound,
  },
  {
    name: "answer another shop's refund request",
    operation: 'PUT /api/merchant/orderRefund/process',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/orderRefund/process',
      body: { refundSn: h.refundSn, agree: false, refuseReason: 'not ours' },
    }),
    refusal: messages.refundNotFound,
  },
  {
    name: "receive another shop's returned goods",
    operation: 'PUT /api/merchant/orderRefund/receive',
    request: (h) => ({ method: 'PUT', url: '/merchant/orderRefund/receive', body: { refundSn: h.refundSn } }),
    refusal: messages.refundNotFound,
  },
  {
    name: "issue another shop's invoice",
    operation: 'PUT /api/merchant/orderInvoice/issue',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/orderInvoice/issue',
      body: { orderInvoiceId: h.invoiceId, fileUrl: `/api/private-documents/2026/01/${'a'.repeat(32)}.pdf` },
    }),
    refusal: messages.invoiceNotFound,
  },
  {
    name: "create a flash sale of another shop's product",
    operation: 'POST /api/merchant/seckill',
    request: (h) => ({
      method: 'POST',
      url: '/merchant/seckill',
      body: {
        prodId: h.cartProducts[1]!.prodId,
        startTime: inAnHour(1),
        endTime: inAnHour(2),
        maxNum: 1,
        skus: [{ skuId: h.cartProducts[1]!.skuId, seckillPrice: 1, seckillStocks: 1 }],
      },
    }),
    refusal: messages.activityProductNotOwned,
  },
  {
    name: "stop another shop's flash sale",
    operation: 'PUT /api/merchant/seckill/{seckillId}/stop',
    request: () => ({ method: 'PUT', url: `/merchant/seckill/${shop1Seckill}/stop` }),
    refusal: messages.activityNotFound,
  },
  // Issue 17 item 7: the merchant centre's flash sales and group buys.
  {
    name: "edit another shop's flash sale",
    operation: 'PUT /api/merchant/seckill',
    request: () => ({
      method: 'PUT',
      url: '/merchant/seckill',
      body: { ...shop1SeckillBody!, maxNum: 2, seckillId: shop1Seckill },
    }),
    refusal: messages.activityNotFound,
  },
  {
    name: "read another shop's flash sale",
    operation: 'GET /api/merchant/seckill/{seckillId}',
    request: () => ({ method: 'GET', url: `/merchant/seckill/${shop1Seckill}` }),
    refusal: messages.activityNotFound,
  },
  {
    name: "edit another shop's group buy",
    operation: 'PUT /api/merchant/group',
    request: () => ({
      method: 'PUT',
      url: '/merchant/group',
      body: { ...shop1GroupBody!, groupNumber: 3, groupActivityId: shop1Group },
    }),
    refusal: messages.activityNotFound,
  },
  {
    name: "read another shop's group buy",
    operation: 'GET /api/merchant/group/{groupActivityId}',
    request: () => ({ method: 'GET', url: `/merchant/group/${shop1Group}` }),
    refusal: messages.activityNotFound,
  },
  {
    name: "stop another shop's group buy",
    operation: 'PUT /api/merchant/group/{groupActivityId}/stop',
    request: () => ({ method: 'PUT', url: `/merchant/group/${shop1Group}/stop` }),
    refusal: messages.activityNotFound,
  },
  // Issue 14: the points mall's prices of another shop's product and SKU.
  {
    name: "price another shop's product in the points mall",
    operation: 'PUT /api/merchant/prod/scorePrice',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/prod/scorePrice',
      body: {
        prodId: h.cartProducts[1]!.prodId,
        skus: [{ skuId: h.cartProducts[1]!.skuId, scorePrice: 100, price: 0 }],
      },
    }),
    refusal: messages.activityProductNotOwned,
  },
  // Issue 13: activities and pre-sale over another shop's products.
  {
    name: "put another shop's product in a special discount session",
    operation: 'POST /api/merchant/discount',
    request: (h) => ({
      method: 'POST',
      url: '/merchant/discount',
      body: {
        discountName: 'not ours',
        discountType: 0,
        rules: [{ needAmount: 100, discount: 10 }],
        startTime: formatDate(Date.now() + 3600_000),
        endTime: formatDate(Date.now() + 2 * 3600_000),
        prodIds: [h.cartProducts[0]!.prodId],
      },
    }),
    refusal: messages.activityProductNotOwned,
  },
  {
    name: "issue a coupon for another shop's product",
    operation: 'POST /api/merchant/coupon',
    request: (h) => ({
      method: 'POST',
      url: '/merchant/coupon',
      body: {
        couponName: 'not ours',
        couponType: 1,
        cashCondition: 100,
        reduceAmount: 10,
        startTime: formatDate(Date.now()),
        endTime: formatDate(Date.now() + 24 * 3600_000),
        stocks: 10,
        limitNum: 1,
        prodIds: [h.cartProducts[0]!.prodId],
      },
    }),
    refusal: messages.activityProductNotOwned,
  },
  {
    name: "mark another shop's product as pre-sale",
    operation: 'PUT /api/merchant/prod/preSale',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/prod/preSale',
      body: { prodId: h.cartProducts[0]!.prodId, preSale: false },
    }),
    refusal: messages.activityProductNotOwned,
  },
  // Issue 17: the merchant's products.
  {
    name: "read another shop's product form",
    operation: 'GET /api/merchant/prod/info',
    request: (h) => ({ method: 'GET', url: `/merchant/prod/info?prodId=${h.cartProducts[0]!.prodId}` }),
    refusal: messages.merchantProdNotFound,
  },
  {
    name: "edit another shop's product",
    operation: 'PUT /api/merchant/prod',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/prod',
      body: { ...shop1Edit, prodId: h.cartProducts[0]!.prodId },
    }),
    refusal: messages.merchantProdNotFound,
  },
  {
    name: "put another shop's product off sale",
    operation: 'PUT /api/merchant/prod/status',
    // The control puts its own on sale (it is): nothing else of the history moves.
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/prod/status',
      body: { prodId: h.cartProducts[0]!.prodId, status: 1 },
    }),
    refusal: messages.merchantProdNotFound,
  },
  {
    name: "read another shop's chat conversation",
    operation: 'GET /api/merchant/conversations/{conversationId}/messages',
    request: (h) => ({
      method: 'GET',
      url: `/merchant/conversations/${chatWithShop1.get(h.openUuid)}/messages`,
    }),
    refusal: messages.chatConversationNotFound,
  },
  {
    name: "mark another shop's chat conversation read",
    operation: 'POST /api/merchant/conversations/{conversationId}/read',
    request: (h) => ({
      method: 'POST',
      url: `/merchant/conversations/${chatWithShop1.get(h.openUuid)}/read`,
      body: { seq: 1 },
    }),
    refusal: messages.chatConversationNotFound,
  },
  // Issue 17 item 7: the merchant centre's discount sessions and coupons (decisions/0067).
  {
    name: "read another shop's discount session",
    operation: 'GET /api/merchant/discount/info',
    request: () => ({ method: 'GET', url: `/merchant/discount/info?discountId=${shop1Promo.discountEdit}` }),
    refusal: messages.activityNotFound,
  },
  {
    name: "edit another shop's discount session",
    operation: 'PUT /api/merchant/discount',
    request: () => ({
      method: 'PUT',
      url: '/merchant/discount',
      body: { ...discountBody(), discountId: shop1Promo.discountEdit },
    }),
    refusal: messages.activityNotFound,
  },
  {
    name: "stop another shop's discount session",
    operation: 'PUT /api/merchant/discount/{discountId}/stop',
    request: () => ({ method: 'PUT', url: `/merchant/discount/${shop1Promo.discountStop}/stop` }),
    refusal: messages.activityNotFound,
  },
  {
    name: "read another shop's coupon",
    operation: 'GET /api/merchant/coupon/info',
    request: () => ({ method: 'GET', url: `/merchant/coupon/info?couponId=${shop1Promo.couponEdit}` }),
    refusal: messages.activityNotFound,
  },
  {
    name: "edit another shop's coupon",
    operation: 'PUT /api/merchant/coupon',
    request: () => ({
      method: 'PUT',
      url: '/merchant/coupon',
      body: { ...couponBody(), couponId: shop1Promo.couponEdit },
    }),
    refusal: messages.activityNotFound,
  },
  {
    name: "stop another shop's coupon",
    operation: 'PUT /api/merchant/coupon/{couponId}/stop',
    request: () => ({ method: 'PUT', url: `/merchant/coupon/${shop1Promo.couponStop}/stop` }),
    refusal: messages.activityNotFound,
  },
  // Issue 17: the store's reply to another shop's review (decisions/0065).
  {
    name: "reply to another shop's review",
    operation: 'PUT /api/merchant/comment/reply',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/comment/reply',
      body: { commentId: reviewOf.get(h.openUuid), content: '感谢惠顾' },
    }),
    refusal: messages.merchantCommentNotFound,
  },
  // Issue 17 item 8: the chat workspace (decisions/0069).
  {
    name: "read the shopper beside another shop's chat conversation",
    operation: 'GET /api/merchant/conversations/{conversationId}/customer',
    request: (h) => ({
      method: 'GET',
      url: `/merchant/conversations/${chatWithShop1.get(h.openUuid)}/customer`,
    }),
    refusal: messages.chatConversationNotFound,
  },
  {
    name: "change another shop's quick reply",
    operation: 'PUT /api/merchant/chat/quickReplies',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/chat/quickReplies',
      body: { replyId: shop1Replies.get(`put ${h.openUuid}`), content: 'taken', seq: 1 },
    }),
    refusal: messages.quickReplyNotFound,
  },
  {
    name: "delete another shop's quick reply",
    operation: 'DELETE /api/merchant/chat/quickReplies/{replyId}',
    request: (h) => ({
      method: 'DELETE',
      url: `/merchant/chat/quickReplies/${shop1Replies.get(`delete ${h.openUuid}`)}`,
    }),
    refusal: messages.quickReplyNotFound,
  },
  // Issue 17: the owner's staff management over another store's staff accounts (decisions/0060).
  {
    name: "read another shop's refund request",
    operation: 'GET /api/merchant/orderRefund/info',
    request: (h) => ({ method: 'GET', url: `/merchant/orderRefund/info?refundSn=${h.refundSn}` }),
    refusal: messages.refundNotFound,
  },
  {
    name: "download another shop's invoice document",
    operation: 'GET /api/merchant/orderInvoice/file',
    request: (h) => ({ method: 'GET', url: `/merchant/orderInvoice/file?orderInvoiceId=${h.invoiceId}` }),
    refusal: messages.invoiceNotFound,
  },
  {
    name: "change the role of another shop's staff account",
    operation: 'PUT /api/merchant/staff/role',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/staff/role',
      body: { merchantId: shop1Staff.get(`role ${h.openUuid}`), role: 'all' },
    }),
    refusal: messages.merchantStaffNotFound,
  },
  {
    name: "disable another shop's staff account",
    operation: 'PUT /api/merchant/staff/status',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/staff/status',
      body: { merchantId: shop1Staff.get(`status ${h.openUuid}`), status: 0 },
    }),
    refusal: messages.merchantStaffNotFound,
  },
  {
    name: "reset the password of another shop's staff account",
    operation: 'PUT /api/merchant/staff/password',
    request: (h) => ({
      method: 'PUT',
      url: '/merchant/staff/password',
      body: { merchantId: shop1Staff.get(`password ${h.openUuid}`), password: encrypted('Taken@1234') },
    }),
    refusal: messages.merchantStaffNotFound,
  },
  {
    name: "delete another shop's staff account",
    operation: 'DELETE /api/merchant/staff/{merchantId}',
    request: (h) => ({ method: 'DELETE', url: `/merchant/staff/${shop1Staff.get(`delete ${h.openUuid}`)}` }),
    refusal: messages.merchantStaffNotFound,
  },
];

describeEachDatabase('merchant ownership of ids', (database) => {
  let mall: TestMall;
  let owner: Shopper;
  let ownerHistory: ShopperHistory;
  let controlHistory: ShopperHistory;
  let shop1: string;
  let shop2: string;
  let doc: OpenApiDocument;
  /** A staff account of shop 2 of each staff role (tokens issued per request: a logout would end one). */
  const shop2Staff = new Map<StaffRole, number>();

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    const products = demoProducts(2);
    owner = await newShopper(db, 'm-owner');
    const control = await newShopper(db, 'm-control');
    ownerHistory = await makeHistory(mall, owner, shop1, products);
    controlHistory = await makeHistory(mall, control, shop1, products);
    // A chat conversation of each with shop 1.
    const chat = createChatService({ db });
    for (const [who, history] of [
      [owner, ownerHistory],
      [control, controlHistory],
    ] as const) {
      const { message } = await chat.send(
        { side: 'user', userId: who.userId },
        { clientMsgId: `own-${history.openUuid}`, shopId: 1, msgType: 'text', content: 'hello' },
        new Date(),
        () => Promise.resolve(true),
      );
      chatWithShop1.set(history.openUuid, message.conversationId);
      // A review of the completed item, carrying the shopper's marker.
      await mall.ok('POST', '/p/prodComm', {
        token: who.token,
        body: {
          prodId: history.completedProdId,
          orderItemId: history.completedItemId,
          score: 5,
          content: `好评 ${who.marker}`,
        },
      });
      const mine = await mall.ok<{ records: { prodCommId: number; orderItemId: number }[] }>(
        'GET',
        '/p/prodComm/myCommList?current=1&size=10',
        { token: who.token },
      );
      reviewOf.set(
        history.openUuid,
        mine.records.find((r) => r.orderItemId === history.completedItemId)!.prodCommId,
      );
    }
    for (const history of [ownerHistory, controlHistory]) {
      for (const kind of ['put', 'delete']) {
        const [row] = await db
          .insert(chatQuickReplies)
          .values({ shopId: 1, content: `${kind} reply`, seq: 0 })
          .returning({ replyId: chatQuickReplies.replyId });
        shop1Replies.set(`${kind} ${history.openUuid}`, row!.replyId);
      }
    }
    doc = (await mall.app.inject({ url: '/docs/json' })).json();
    publicKey = await mall.ok<string>('GET', '/rsa/publicKey');
    // Shop 1's staff to attack (one per staff attack and history), and shop 2's staff of each role.
    const passwordHash = await hashPassword('Staff@1234');
    const staffOf = async (shopId: number, username: string, role: StaffRole) => {
      const [row] = await db
        .insert(merchantAccounts)
        .values({ username, passwordHash, shopId, role })
        .returning({ merchantId: merchantAccounts.merchantId });
      return row!.merchantId;
    };
    let n = 0;
    for (const history of [ownerHistory, controlHistory]) {
      for (const kind of ['role', 'status', 'password', 'delete']) {
        shop1Staff.set(`${kind} ${history.openUuid}`, await staffOf(1, `own_s1_${++n}`, 'orders'));
      }
    }
    for (const role of STAFF_ROLES) shop2Staff.set(role, await staffOf(2, `own_s2_${role}`, role));
    // The form of shop 1's product as its merchant loads it: every SKU on sale kept, stock as loaded.
    const form = await mall.ok<MerchantProdDetail>(
      'GET',
      `/merchant/prod/info?prodId=${ownerHistory.cartProducts[0]!.prodId}`,
      { token: shop1 },
    );
    const { skuList, categoryPath: _path, soldNum: _sold, ...fields } = form;
    shop1Edit = {
      ...fields,
      skuList: skuList
        .filter((s) => s.status === 1)
        .map(({ status: _status, ...s }) => ({ ...s, expectedStocks: s.stocks })),
    };
    shop1SeckillBody = {
      prodId: products[0]!.prodId,
      startTime: inAnHour(1),
      endTime: inAnHour(2),
      maxNum: 1,
      skus: [{ skuId: products[0]!.skuId, seckillPrice: 1, seckillStocks: 1 }],
    };
    shop1Seckill = await createSeckill(db, 1, shop1SeckillBody, new Date());
    // Later than the group attack's control creates one on shop 1's first product.
    shop1GroupBody = { ...groupActivityBody(products[1]!), startTime: inAnHour(3), endTime: inAnHour(4) };
    shop1Group = await createGroupActivity(db, 1, shop1GroupBody, new Date());
    // Shop 1's discount sessions (whole shop, in windows of their own) and coupons to attack.
    const day = (n: number) => ({
      ...discountBody(),
      startTime: formatDate(Date.now() + (40 + 2 * n) * 3600_000),
      endTime: formatDate(Date.now() + (41 + 2 * n) * 3600_000),
    });
    shop1Promo.discountEdit = await createSession(db, 1, day(0), new Date());
    shop1Promo.discountStop = await createSession(db, 1, day(1), new Date());
    shop1Promo.couponEdit = await createCoupon(db, 1, couponBody(), new Date());
    shop1Promo.couponStop = await createCoupon(db, 1, couponBody(), new Date());
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('covers every /merchant/ operation of the OpenAPI document that takes an id', () => {
    const problems: string[] = [];
    let operations = 0;
    for (const [key, names] of operationFields(doc, '/api/merchant/')) {
      const fields = names.filter((n) => ID_NAME.test(n));
      if (fields.length === 0) continue;
      operations += 1;
      const attacked = ATTACKS.some((a) => a.operation === key);
      for (const field of fields) {
        if (NOT_SHOP_IDS[key]?.[field]) continue;
        if (!attacked)
          problems.push(`${key} takes ${field}: attack it in ATTACKS or declare it in NOT_SHOP_IDS`);
      }
    }
    expect(problems).toEqual([]);
    expect(operations).toBeGreaterThanOrEqual(ATTACKS.length);
  });

  for (const attack of ATTACKS) {
    it(`refuses another shop's ids: ${attack.name}`, async () => {
      const send = (token: string, r: { method: string; url: string; body?: unknown }) =>
        mall.send(r.method, r.url, { token, ...(r.body !== undefined ? { body: r.body } : {}) });
      const before = await tableChecksums(mall.db);
      const res = await send(shop2, attack.request(ownerHistory));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toBe(translate('zh', attack.refusal));
      expect(res.body).not.toContain(owner.marker);
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);

      // Shop 2's staff: the same refusal where the role has the route's permission, else a 403.
      const [path, method] = [attack.operation.split(' ')[1]!, attack.operation.split(' ')[0]!.toLowerCase()];
      const permission = doc.paths[path]?.[method]?.['x-permission'] as MerchantRoutePermission;
      expect(permission, attack.operation).toBeDefined();
      for (const [role, merchantId] of shop2Staff) {
        const token = await issueMerchantToken(mall.db, merchantId, Date.now());
        const staffRes = await send(token, attack.request(ownerHistory));
        if (roleAllowsRoute(role, permission)) {
          expect(staffRes.statusCode, `${role}: ${staffRes.body}`).toBe(400);
          expect(staffRes.body).toBe(translate('zh', attack.refusal));
        } else {
          expect(staffRes.statusCode, `${role}: ${staffRes.body}`).toBe(403);
        }
        expect(staffRes.body).not.toContain(owner.marker);
      }
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual(['merchant_tokens']);

      // The control: shop 1's merchant gets past the refusal with a history of its own shop.
      const own = await send(shop1, attack.request(controlHistory));
      expect(own.statusCode, own.body).toBeLessThan(500);
      expect(own.body).not.toBe(translate('zh', attack.refusal));
    });
  }

  it("lists none of another shop's staff accounts", async () => {
    const theirs = await mall.ok<{ username: string }[]>('GET', '/merchant/staff', { token: shop2 });
    expect(theirs.map((s) => s.username).filter((u) => u.startsWith('own_s1_'))).toEqual([]);
    const ours = await mall.ok<{ username: string }[]>('GET', '/merchant/staff', { token: shop1 });
    expect(ours.map((s) => s.username)).toContain('own_s1_1');
  });

  it("lists none of another shop's reviews, to its owner or its staff", async () => {
    const orders = await issueMerchantToken(mall.db, shop2Staff.get('orders')!, Date.now());
    for (const url of [
      '/merchant/comments?current=1&size=50',
      `/merchant/comments?prodId=${ownerHistory.completedProdId}`,
    ]) {
      for (const token of [shop2, orders]) {
        const theirs = await mall.send('GET', url, { token });
        expect(theirs.statusCode, theirs.body).toBe(200);
        expect(theirs.body).not.toContain(owner.marker);
      }
      // The control: shop 1 sees its review.
      const ours = await mall.send(
        'GET',
        `/merchant/comments?prodId=${ownerHistory.completedProdId}&size=50`,
        {
          token: shop1,
        },
      );
      expect(ours.body).toContain(owner.marker);
    }
    // Shop 2's settings are its own: nothing of shop 1's.
    const settings = await mall.ok<{ shopId: number }>('GET', '/merchant/shop', { token: shop2 });
    expect(settings.shopId).toBe(2);
  });

  it("lists and exports none of another shop's orders, refunds or invoices, to its owner or its staff", async () => {
    const orders = await issueMerchantToken(mall.db, shop2Staff.get('orders')!, Date.now());
    for (const url of [
      '/merchant/orders?status=0&current=1&size=50',
      `/merchant/orders?orderNumber=${ownerHistory.shipped}`,
      `/merchant/orders/export?orderNumber=${ownerHistory.shipped}`,
      '/merchant/orders/export',
      '/merchant/orderRefunds?status=0&current=1&size=50',
      `/merchant/orderRefunds?refundSn=${ownerHistory.refundSn}`,
      `/merchant/orderRefunds?orderNumber=${ownerHistory.paid}`,
      '/merchant/orderInvoices?status=0&current=1&size=50',
      `/merchant/orderInvoices?orderNumber=${ownerHistory.shipped}`,
    ]) {
      for (const token of [shop2, orders]) {
        const theirs = await mall.send('GET', url, { token });
        expect(theirs.statusCode, theirs.body).toBe(200);
        for (const n of [ownerHistory.paid, ownerHistory.shipped, ownerHistory.refundSn, owner.marker]) {
          expect(theirs.body).not.toContain(n);
        }
      }
      // The control: shop 1 sees them.
      const ours = await mall.send('GET', url, { token: shop1 });
      expect(ours.statusCode, ours.body).toBe(200);
      expect(ours.body).toContain(url.includes('Refunds') ? ownerHistory.refundSn : ownerHistory.shipped);
    }
  });

  it("lists none of another shop's discount sessions, coupons or points prices", async () => {
    const staff = await issueMerchantToken(mall.db, shop2Staff.get('products')!, Date.now());
    const lists = [
      ['/merchant/discount/page?size=100', 'discountId', shop1Promo.discountEdit],
      ['/merchant/coupon/page?size=100', 'couponId', shop1Promo.couponEdit],
      ['/merchant/scorePrice/page?size=100', 'prodId', ownerHistory.cartProducts[0]!.prodId],
    ] as const;
    for (const [url, key, id] of lists) {
      const ids = async (token: string) =>
        (await mall.ok<{ records: Record<string, number>[] }>('GET', url, { token })).records.map(
          (r) => r[key],
        );
      for (const token of [shop2, staff]) expect(await ids(token), url).not.toContain(id);
      // The control: shop 1 sees its own.
      expect(await ids(shop1), url).toContain(id);
    }
  });
});

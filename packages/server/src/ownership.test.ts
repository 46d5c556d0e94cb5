// Ownership (Proof issue, item 3.2): every /p/ route that takes an id refuses another shopper's id.
// Two shoppers get the same rich history through the API (test/mall.ts: orders in every state, a refund,
// an invoice, addresses, cart lines, an open settlement). For each attack in ATTACKS the intruder sends
// the owner's ids: the answer must be the route's "does not exist" refusal (400, or the cart's bulk
// routes' 200 "0 changed"), carry none of the owner's data, and leave every table as it was. Then the
// same request with the intruder's own ids (the control) must get past that refusal, which proves the
// attack was well-formed and reached the ownership check. The list of id-carrying fields is derived from
// the OpenAPI document: a new /p/ route (or field) whose name looks like an id fails the first test until
// it is attacked here or declared public with a reason.
import { beforeAll, afterAll, expect, it } from 'vitest';
import { formatDate, messages } from '@mall/domain';
import { translate } from './i18n.ts';
import { createChatService } from './modules/chat/service.ts';
import { createSeckill } from './modules/seckill/service.ts';
import { setScorePrices } from './modules/score-mall/service.ts';
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
  refundForm,
  tableChecksums,
  type SendOptions,
  type Shopper,
  type ShopperHistory,
  type TestMall,
} from './test/mall.ts';

type Descriptor = (typeof messages)[keyof typeof messages];

interface Attack {
  /** What it tries (names the test's failure). */
  name: string;
  /** The request, built from one shopper's history (the owner's for the attack, the intruder's for the control). */
  request(h: ShopperHistory, other: ShopperHistory): { method: string; url: string; body?: unknown };
  /** The refusal: a 400 with this message, or `{ status: 200, body }` (the bulk cart routes: "0 changed"). */
  refusal: Descriptor | { status: 200; body: string | ((body: string) => boolean) };
  /**
   * The control with the intruder's own ids: 'ok' (200), 'reached' (any answer but the refusal), or
   * why there is none.
   */
  control: 'ok' | 'reached' | { none: string };
}

/**
 * Every /p/ operation with an id-looking field: the fields attacked, and those that are not the
 * shopper's (with why). A new route or field fails the coverage test until it is listed here.
 */
const COVERED: Record<string, { attacked: string[]; public?: Record<string, string> }> = {
  'GET /api/p/myOrder/orderDetail': { attacked: ['orderNumber'] },
  'PUT /api/p/myOrder/cancel/{orderNumber}': { attacked: ['orderNumber'] },
  'PUT /api/p/myOrder/receipt/{orderNumber}': { attacked: ['orderNumber'] },
  'DELETE /api/p/myOrder/{orderNumber}': { attacked: ['orderNumber'] },
  'GET /api/p/address/addrInfo/{id}': { attacked: ['id'] },
  'PUT /api/p/address/updateAddr': {
    attacked: ['addrId'],
    public: { provinceId: 'region', cityId: 'region', areaId: 'region' },
  },
  'DELETE /api/p/address/deleteAddr/{id}': { attacked: ['id'] },
  'PUT /api/p/address/defaultAddr/{id}': { attacked: ['id'] },
  'POST /api/p/address/addAddr': {
    attacked: [],
    public: {
      addrId: 'ignored on add (the body is the update body)',
      provinceId: 'region',
      cityId: 'region',
      areaId: 'region',
    },
  },
  'GET /api/p/area/listByPid': { attacked: [], public: { pid: 'region codes are public data' } },
  'POST /api/p/shopCart/changeItem': {
    attacked: ['basketId'],
    public: { prodId: 'catalogue', skuId: 'catalogue', shopId: 'catalogue' },
  },
  'POST /api/p/shopCart/checkItems': { attacked: ['basketIds'] },
  'POST /api/p/shopCart/totalPay': { attacked: ['(body)'] },
  'DELETE /api/p/shopCart/deleteItem': { attacked: ['(body)'] },
  'POST /api/p/order/confirm': {
    attacked: ['basketIds', 'addrId'],
    public: {
      prodId: 'catalogue',
      skuId: 'catalogue',
      shopId: 'catalogue',
      couponIds: "the mall's coupon definitions; the instance is looked up in the caller's holdings",
    },
  },
  'POST /api/p/order/submit': {
    attacked: ['uuid'],
    public: { shopId: 'catalogue', invoiceTaxNumber: "the buyer's tax number, free text" },
  },
  'POST /api/p/group/order/confirm': {
    attacked: ['addrId'],
    public: {
      groupSkuId: 'catalogue (a group activity of the mall)',
      groupTeamId: 'a team is shared to invite: any shopper may ask to join one',
    },
  },
  'POST /api/p/group/order/submit': { attacked: ['uuid'] },
  'GET /api/p/groupTeam/info': {
    attacked: [],
    public: { groupTeamId: "a team is shared to invite: its state and members' nicknames are for anyone" },
  },
  'GET /api/p/order/getOrderPayInfoByOrderNumber': { attacked: ['orderNumbers'] },
  'GET /api/p/order/isPay': { attacked: ['orderNumbers'] },
  'POST /api/p/order/pay': { attacked: ['orderNumbers'] },
  'POST /api/p/prodComm': { attacked: ['orderItemId'], public: { prodId: 'catalogue' } },
  'POST /api/p/orderInvoice': {
    attacked: ['orderNumber'],
    public: { shopId: 'catalogue', invoiceTaxNumber: "the buyer's tax number, free text" },
  },
  'GET /api/p/orderInvoice/info/{id}': { attacked: ['id'] },
  'GET /api/p/orderInvoice/file': { attacked: ['orderInvoiceId'] },
  'POST /api/p/orderRefund/apply': { attacked: ['orderNumber', 'orderItemId'] },
  'GET /api/p/orderRefund/refundable': { attacked: ['orderNumber', 'orderItemId'] },
  'GET /api/p/orderRefund/info': { attacked: ['refundSn'] },
  'PUT /api/p/orderRefund/cancel': { attacked: ['(body)'] },
  'PUT /api/p/orderRefund/reapply': { attacked: ['refundSn'] },
  'POST /api/p/orderRefund/submitExpress': {
    attacked: ['refundSn'],
    public: { expressId: "the carrier's id", expressNo: "the carrier's tracking number" },
  },
  'GET /api/p/user/collection/isCollection': { attacked: [], public: { prodId: 'catalogue' } },
  'POST /api/p/user/collection/addOrCancel': {
    attacked: [],
    public: { '(body)': 'a product id: catalogue' },
  },
  'GET /api/p/shop/collection/isCollection': { attacked: [], public: { shopId: 'catalogue' } },
  'POST /api/p/shop/collection/addOrCancel': { attacked: [], public: { '(body)': 'a shop id: catalogue' } },
  'GET /api/p/seckill/orderPath': { attacked: [], public: { seckillId: 'a flash sale: public' } },
  'POST /api/p/seckill/{orderPath}/confirm': {
    attacked: ['addrId'],
    public: { seckillSkuId: "a flash sale's SKU: public" },
  },
  'POST /api/p/seckill/{orderPath}/submit': { attacked: ['uuid'] },
  'GET /api/p/seckill/createOrderStatus': { attacked: ['orderNumber'] },
  'POST /api/p/score/confirm': {
    attacked: ['addrId'],
    public: { prodId: 'catalogue (the points mall)', skuId: 'catalogue (the points mall)' },
  },
  'POST /api/p/score/submit': { attacked: ['uuid'] },
  // Store opening: the application is always the caller's own (no application id is sent; the
  // shop module's apply.test.ts proves another shopper neither reads nor resubmits it).
  'POST /api/p/shop/apply': {
    attacked: [],
    public: { provinceId: 'region', cityId: 'region', areaId: 'region' },
  },
  'PUT /api/p/shop/apply': {
    attacked: [],
    public: { provinceId: 'region', cityId: 'region', areaId: 'region' },
  },
  // Customer-service chat (issue 16): a conversation is its shopper's; the store and product are public.
  'GET /api/p/user/conversations/shop': { attacked: [], public: { shopId: 'catalogue' } },
  'GET /api/p/user/conversations/{conversationId}/messages': { attacked: ['conversationId'] },
  'POST /api/p/user/conversations/{conversationId}/read': { attacked: ['conversationId'] },
  'POST /api/p/user/conversations/inquiry': {
    attacked: ['orderNumber'],
    public: { shopId: 'catalogue', prodId: 'catalogue' },
  },
  'POST /api/p/level/payLevel': {
    attacked: [],
    public: { id: 'a paid plan, listed by /p/score/scoreLevel/page to every shopper' },
  },
};

/** A SKU in the points mall for the whole file (beforeAll). */
const pointsMall = { prodId: 0, skuId: 0 };

/** A flash sale on for the whole file (beforeAll), each shopper's order path and flash-sale settlement. */
const flashSale = { seckillSkuId: 0, paths: new Map<string, string>(), uuids: new Map<string, string>() };

/** Each shopper's chat conversation with shop 1 (beforeAll), by the history's open settlement. */
const chatWithShop1 = new Map<string, number>();

/** Bare (non-object) bodies of /p/ routes that carry ids: the body itself is the id or the id list. */
const BARE_ID_BODIES = new Set([
  'POST /api/p/shopCart/totalPay',
  'DELETE /api/p/shopCart/deleteItem',
  'PUT /api/p/orderRefund/cancel',
  'POST /api/p/user/collection/addOrCancel',
  'POST /api/p/shop/collection/addOrCancel',
]);

/** In order: a control may use up the intruder's object, so each later attack uses another one. */
const ATTACKS: Attack[] = [
  {
    name: 'read an order',
    request: (h) => ({ method: 'GET', url: `/p/myOrder/orderDetail?orderNumber=${h.completed}` }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'read the payment page of orders',
    request: (h) => ({
      method: 'GET',
      url: `/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${h.unpaid}`,
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'mix one own order into the payment page',
    request: (h, other) => ({
      method: 'GET',
      url: `/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${other.unpaid},${h.pendingOnline}`,
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'poll whether orders are paid',
    request: (h) => ({ method: 'GET', url: `/p/order/isPay?orderNumbers=${h.paid}` }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'read what is refundable',
    request: (h) => ({
      method: 'GET',
      url: `/p/orderRefund/refundable?orderNumber=${h.shipped}&orderItemId=${h.shippedItemId}`,
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: "read what is refundable of another's item through an own order",
    request: (h, other) => ({
      method: 'GET',
      url: `/p/orderRefund/refundable?orderNumber=${other.shipped}&orderItemId=${h.shippedItemId}`,
    }),
    refusal: messages.refundItemNotFound,
    control: 'ok',
  },
  {
    name: 'read a refund',
    request: (h) => ({ method: 'GET', url: `/p/orderRefund/info?refundSn=${h.refundSn}` }),
    refusal: messages.refundNotFound,
    control: 'ok',
  },
  {
    name: 'read an invoice',
    request: (h) => ({ method: 'GET', url: `/p/orderInvoice/info/${h.invoiceId}` }),
    refusal: messages.invoiceNotFound,
    control: 'ok',
  },
  {
    name: "download an invoice's document",
    request: (h) => ({ method: 'GET', url: `/p/orderInvoice/file?orderInvoiceId=${h.invoiceId}` }),
    refusal: messages.invoiceNotFound,
    // The intruder's own invoice is not issued yet: past the ownership check, "no document yet".
    control: 'reached',
  },
  {
    name: 'read an address',
    request: (h) => ({ method: 'GET', url: `/p/address/addrInfo/${h.addrIds[0]}` }),
    refusal: messages.notFound,
    control: 'ok',
  },
  {
    name: 'total cart lines',
    request: (h) => ({ method: 'POST', url: '/p/shopCart/totalPay', body: h.basketIds }),
    refusal: { status: 200, body: (b) => (JSON.parse(b) as { count: number }).count === 0 },
    control: 'ok',
  },
  {
    name: 'unselect cart lines',
    request: (h) => ({
      method: 'POST',
      url: '/p/shopCart/checkItems',
      body: { basketIds: h.basketIds, isChecked: 0 },
    }),
    refusal: { status: 200, body: '0' },
    control: 'ok',
  },
  {
    name: 'confirm cart lines',
    request: (h) => ({
      method: 'POST',
      url: '/p/order/confirm',
      body: { basketIds: h.basketIds, couponIds: [] },
    }),
    refusal: messages.notFound,
    control: 'ok',
  },
  {
    name: 'confirm own cart lines to an address',
    request: (h, other) => ({
      method: 'POST',
      url: '/p/order/confirm',
      body: { basketIds: other.basketIds, addrId: h.addrIds[1], couponIds: [] },
    }),
    refusal: messages.orderAddressMissing,
    control: 'ok',
  },
  {
    name: 'delete cart lines',
    request: (h) => ({ method: 'DELETE', url: '/p/shopCart/deleteItem', body: h.basketIds }),
    refusal: { status: 200, body: '0' },
    control: 'ok',
  },
  {
    name: 'submit a settlement',
    request: (h) => ({
      method: 'POST',
      url: '/p/order/submit',
      body: { uuid: h.openUuid, orderShopParam: [] },
    }),
    refusal: messages.orderSettlementMissing,
    // The intruder's own cart lines are gone (the attack before): its settlement is found, then refused.
    control: 'reached',
  },
  {
    name: 'take a unit off a cart line by its id',
    request: (h) => ({
      method: 'POST',
      url: '/p/shopCart/changeItem',
      body: {
        basketId: h.basketIds[0],
        prodId: h.cartProducts[0]!.prodId,
        skuId: h.cartProducts[0]!.skuId,
        count: -1,
      },
    }),
    refusal: { status: 200, body: '0' },
    control: {
      none: "the route ignores basketId and takes the caller's own line of the SKU: the owner's line must not move",
    },
  },
  {
    name: 'pay orders by balance',
    request: (h) => ({
      method: 'POST',
      url: '/p/order/pay',
      body: { orderNumbers: h.pendingOnline, payType: 9 },
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'pay an own order and another one together',
    request: (h, other) => ({
      method: 'POST',
      url: '/p/order/pay',
      body: { orderNumbers: `${other.paid},${h.unpaid}`, payType: 9 },
    }),
    refusal: messages.orderNotFound,
    control: 'reached',
  },
  {
    name: 'cancel an order',
    request: (h) => ({ method: 'PUT', url: `/p/myOrder/cancel/${h.unpaid}` }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'review an item',
    request: (h) => ({
      method: 'POST',
      url: '/p/prodComm',
      body: { prodId: h.completedProdId, orderItemId: h.completedItemId, score: 5, content: '很好用' },
    }),
    refusal: messages.commentNotAllowed,
    control: 'ok',
  },
  {
    name: 'confirm receipt of an order',
    request: (h) => ({ method: 'PUT', url: `/p/myOrder/receipt/${h.shipped}` }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'apply for a refund',
    request: (h) => ({
      method: 'POST',
      url: '/p/orderRefund/apply',
      body: { orderNumber: h.shipped, orderItemId: h.shippedItemId, refundType: 2, ...refundForm },
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: "apply for a refund of another's item through an own order",
    request: (h, other) => ({
      method: 'POST',
      url: '/p/orderRefund/apply',
      body: { orderNumber: other.completed, orderItemId: h.completedItemId, refundType: 2, ...refundForm },
    }),
    refusal: messages.refundItemNotFound,
    control: 'ok',
  },
  {
    name: 'submit the return logistics of a refund',
    request: (h) => ({
      method: 'POST',
      url: '/p/orderRefund/submitExpress',
      body: {
        refundSn: h.refundSn,
        expressName: '顺丰速运',
        expressNo: 'SF1234567890',
        mobile: '13900000000',
      },
    }),
    refusal: messages.refundNotFound,
    control: 'reached',
  },
  {
    name: 'reapply a refund',
    request: (h) => ({
      method: 'PUT',
      url: '/p/orderRefund/reapply',
      body: { refundSn: h.refundSn, ...refundForm },
    }),
    refusal: messages.refundNotFound,
    control: 'reached',
  },
  {
    name: 'withdraw a refund',
    request: (h) => ({ method: 'PUT', url: '/p/orderRefund/cancel', body: h.refundSn }),
    refusal: messages.refundNotFound,
    control: 'ok',
  },
  {
    name: 'apply for an invoice',
    request: (h) => ({
      method: 'POST',
      url: '/p/orderInvoice',
      body: { orderNumber: h.paid, headerType: 2, headerName: '个人' },
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'delete an order from the list',
    request: (h) => ({ method: 'DELETE', url: `/p/myOrder/${h.cancelled}` }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
  {
    name: 'edit an address',
    request: (h) => ({
      method: 'PUT',
      url: '/p/address/updateAddr',
      body: {
        addrId: h.addrIds[1],
        receiver: '改名',
        mobile: '13900000002',
        provinceId: 110000,
        cityId: 110100,
        areaId: 110105,
        addr: '建国路100号院',
      },
    }),
    refusal: messages.notFound,
    control: 'ok',
  },
  {
    name: 'make an address the default',
    request: (h) => ({ method: 'PUT', url: `/p/address/defaultAddr/${h.addrIds[1]}` }),
    refusal: messages.notFound,
    control: 'ok',
  },
  {
    name: 'delete an address',
    request: (h) => ({ method: 'DELETE', url: `/p/address/deleteAddr/${h.addrIds[0]}` }),
    refusal: messages.notFound,
    control: 'ok',
  },
  {
    name: "check out a flash sale to another's address",
    request: (h, other) => ({
      method: 'POST',
      url: `/p/seckill/${flashSale.paths.get(other.openUuid)}/confirm`,
      body: { addrId: h.addrIds[1], prodCount: 1, seckillSkuId: flashSale.seckillSkuId },
    }),
    refusal: messages.orderAddressMissing,
    control: 'ok',
  },
  {
    name: "submit another's flash-sale settlement",
    request: (h, other) => ({
      method: 'POST',
      url: `/p/seckill/${flashSale.paths.get(other.openUuid)}/submit`,
      body: { uuid: flashSale.uuids.get(h.openUuid), remarks: '' },
    }),
    refusal: messages.orderSettlementMissing,
    control: 'ok',
  },
  {
    name: "ask whether another's flash-sale order exists",
    request: (h) => ({ method: 'GET', url: `/p/seckill/createOrderStatus?orderNumber=${h.unpaid}` }),
    refusal: { status: 200, body: 'false' },
    control: 'ok',
  },
  {
    name: "read another's chat conversation",
    request: (h) => ({
      method: 'GET',
      url: `/p/user/conversations/${chatWithShop1.get(h.openUuid)}/messages`,
    }),
    refusal: messages.chatConversationNotFound,
    control: 'ok',
  },
  {
    name: "mark another's chat conversation read",
    request: (h) => ({
      method: 'POST',
      url: `/p/user/conversations/${chatWithShop1.get(h.openUuid)}/read`,
      body: { seq: 1 },
    }),
    refusal: messages.chatConversationNotFound,
    control: 'ok',
  },
  {
    name: "start a chat inquiry about another's order",
    request: (h) => ({
      method: 'POST',
      url: '/p/user/conversations/inquiry',
      body: { shopId: 1, orderNumber: h.completed },
    }),
    refusal: messages.orderNotFound,
    control: 'ok',
  },
];

/**
 * Submitting the owner's open settlement through an activity's submit route (`kind`: group,
 * points-mall). No control: the history's settlements are plain ones, which an activity's submit refuses
 * the same way (its settlements come from its own confirm).
 */
function submitAnothersSettlementAs(kind: string, url: string): Attack {
  return {
    name: `submit the settlement of another as a ${kind} order`,
    request: (h) => ({ method: 'POST', url, body: { uuid: h.openUuid, remarks: '' } }),
    refusal: messages.orderSettlementMissing,
    control: {
      none: `the history's settlements are plain ones, which the ${kind} submit refuses the same way (a ${kind} settlement comes from the ${kind} confirm)`,
    },
  };
}

ATTACKS.push(
  {
    name: 'confirm a group buy to the address of another',
    // Group SKU 1: the demo seed's first group activity (group/demo.ts), ongoing; address 1: the
    // earlier attacks' controls deleted address 0.
    request: (h) => ({
      method: 'POST',
      url: '/p/group/order/confirm',
      body: { addrId: h.addrIds[1], groupSkuId: 1, groupTeamId: 0, prodCount: 1 },
    }),
    refusal: messages.orderAddressMissing,
    control: 'ok',
  },
  submitAnothersSettlementAs('group', '/p/group/order/submit'),
  {
    name: 'confirm a points-mall order to the address of another',
    request: (h) => ({
      method: 'POST',
      url: '/p/score/confirm',
      body: { addrId: h.addrIds[1], prodId: pointsMall.prodId, skuId: pointsMall.skuId, prodCount: 1 },
    }),
    refusal: messages.orderAddressMissing,
    control: 'ok',
  },
  submitAnothersSettlementAs('points-mall', '/p/score/submit'),
);

/** Which attacks name which covered operation's field (for the coverage check). */
const ATTACKED_BY_NAME: Record<string, string[]> = {};

describeEachDatabase('ownership of ids', (database) => {
  let mall: TestMall;
  let owner: Shopper;
  let intruder: Shopper;
  let ownerHistory: ShopperHistory;
  let intruderHistory: ShopperHistory;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    const merchant = await merchantTokenOf(db, 1);
    const products = demoProducts(2);
    owner = await newShopper(db, 'owner');
    intruder = await newShopper(db, 'intruder');
    ownerHistory = await makeHistory(mall, owner, merchant, products);
    intruderHistory = await makeHistory(mall, intruder, merchant, products);
    // A chat conversation of each with shop 1.
    const chat = createChatService({ db });
    for (const [who, history] of [
      [owner, ownerHistory],
      [intruder, intruderHistory],
    ] as const) {
      const { message } = await chat.send(
        { side: 'user', userId: who.userId },
        { clientMsgId: `own-${history.openUuid}`, shopId: 1, msgType: 'text', content: 'hello' },
        new Date(),
        () => Promise.resolve(true),
      );
      chatWithShop1.set(history.openUuid, message.conversationId);
    }
    // A flash sale on now, with each shopper's order path and a confirmed flash-sale checkout.
    const seckillId = await createSeckill(
      db,
      1,
      {
        prodId: products[0]!.prodId,
        startTime: formatDate(new Date(Date.now() - 60_000)),
        endTime: formatDate(new Date(Date.now() + 3600_000)),
        maxNum: 5,
        skus: [{ skuId: products[0]!.skuId, seckillPrice: 1, seckillStocks: 10 }],
      },
      new Date(),
    );
    flashSale.seckillSkuId = (
      await mall.ok<{ skuList: { seckillSkuId: number }[] }>('GET', `/seckill/prod?seckillId=${seckillId}`)
    ).skuList[0]!.seckillSkuId;
    for (const [who, history] of [
      [owner, ownerHistory],
      [intruder, intruderHistory],
    ] as const) {
      const path = await mall.ok<string>('GET', `/p/seckill/orderPath?seckillId=${seckillId}`, {
        token: who.token,
      });
      const { uuid } = await mall.ok<{ uuid: string }>('POST', `/p/seckill/${path}/confirm`, {
        token: who.token,
        body: { addrId: 0, prodCount: 1, seckillSkuId: flashSale.seckillSkuId },
      });
      flashSale.paths.set(history.openUuid, path);
      flashSale.uuids.set(history.openUuid, uuid);
    }
    // A SKU of shop 1 in the points mall, for 1 point.
    await setScorePrices(
      db,
      1,
      { prodId: products[1]!.prodId, skus: [{ skuId: products[1]!.skuId, scorePrice: 1, price: 0 }] },
      new Date(),
    );
    Object.assign(pointsMall, { prodId: products[1]!.prodId, skuId: products[1]!.skuId });
    doc = (await mall.app.inject({ url: '/docs/json' })).json();
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('covers every /p/ operation of the OpenAPI document that takes an id', () => {
    const found: Record<string, string[]> = {};
    for (const [key, names] of operationFields(doc, '/api/p/')) {
      const fields = names.filter((n) => ID_NAME.test(n));
      if (BARE_ID_BODIES.has(key)) fields.push('(body)');
      if (fields.length) found[key] = [...new Set(fields)];
    }
    const problems: string[] = [];
    for (const [key, fields] of Object.entries(found)) {
      const entry = COVERED[key];
      if (!entry) {
        problems.push(`${key} takes ${fields.join(', ')}: add it to COVERED and attack it`);
        continue;
      }
      for (const field of fields) {
        if (!entry.attacked.includes(field) && !entry.public?.[field]) {
          problems.push(`${key}: field ${field} is neither attacked nor declared public`);
        }
      }
    }
    for (const key of Object.keys(COVERED)) {
      if (!found[key])
        problems.push(`${key} is in COVERED but the document has no such operation with an id`);
    }
    // Every attacked operation has at least one attack in ATTACKS.
    for (const [key, entry] of Object.entries(COVERED)) {
      if (entry.attacked.length === 0) continue;
      const hits = ATTACKS.filter((a) => {
        const r = a.request(ownerHistory, intruderHistory);
        const path = `/api${r.url.split('?')[0]}`;
        const [method, pattern] = key.split(' ') as [string, string];
        const re = new RegExp(`^${pattern.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        return r.method === method && re.test(path);
      });
      ATTACKED_BY_NAME[key] = hits.map((a) => a.name);
      if (hits.length === 0) problems.push(`${key} has no attack in ATTACKS`);
    }
    expect(problems).toEqual([]);
  });

  // The real-name routes take no id (the token's user is the only one), so the coverage test above does
  // not list them: the owner's identity is neither shown to nor usable by the intruder.
  it("never shows a shopper another's real-name verification", async () => {
    const identity = { realName: '赵六', idCard: '330106199211080030' };
    await mall.ok('POST', '/p/user/realName', { token: owner.token, body: identity });
    const before = await tableChecksums(mall.db);
    const seen = await mall.send('GET', '/p/user/realName', { token: intruder.token });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ status: 0, realName: null, idCard: null });
    const reuse = await mall.send('POST', '/p/user/realName', { token: intruder.token, body: identity });
    expect(reuse.statusCode, reuse.body).toBe(400);
    expect(reuse.body).toBe(translate('zh', messages.realNameIdentityTaken));
    expect(reuse.body).not.toContain('0030');
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    // The control: the owner sees their own, masked.
    expect(await mall.ok('GET', '/p/user/realName', { token: owner.token })).toEqual({
      status: 1,
      realName: '赵*',
      idCard: '330***********0030',
    });
  });

  for (const attack of ATTACKS) {
    it(`refuses another shopper's ids: ${attack.name}`, async () => {
      const send = (who: Shopper, r: { method: string; url: string; body?: unknown }) =>
        mall.send(r.method, r.url, {
          token: who.token,
          ...(r.body !== undefined ? { body: r.body } : {}),
        } as SendOptions);
      const before = await tableChecksums(mall.db);
      const res = await send(intruder, attack.request(ownerHistory, intruderHistory));
      const refusal = attack.refusal;
      if ('status' in refusal) {
        expect(res.statusCode, res.body).toBe(200);
        if (typeof refusal.body === 'string') expect(res.body).toBe(refusal.body);
        else expect(refusal.body(res.body), res.body).toBe(true);
      } else {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.body).toBe(translate('zh', refusal));
      }
      // None of the owner's data in the answer (its receiver name is on every address and order).
      expect(res.body).not.toContain(owner.marker);
      for (const n of [
        ownerHistory.unpaid,
        ownerHistory.paid,
        ownerHistory.completed,
        ownerHistory.refundSn,
      ]) {
        expect(res.body).not.toContain(n);
      }
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);

      // The control: the intruder's own ids get past the refusal.
      if (typeof attack.control === 'object') return;
      const own = await send(intruder, attack.request(intruderHistory, intruderHistory));
      expect(own.statusCode, own.body).toBeLessThan(500);
      if (attack.control === 'ok') expect(own.statusCode, own.body).toBe(200);
      if (!('status' in refusal)) expect(own.body).not.toBe(translate('zh', refusal));
      else if (typeof refusal.body === 'string') expect(own.body).not.toBe(refusal.body);
      else expect(refusal.body(own.body)).toBe(false);
    });
  }
});

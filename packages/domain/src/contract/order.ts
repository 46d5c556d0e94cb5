// Checkout and orders wire shapes (docs/api.md "Orders", decisions/0013): the zod schemas the server's
// routes declare, and their types. Money in yuan with two decimals, as everywhere on the wire.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { LINE_UNITS_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { orderRemarksSchema } from '../rules.ts';
import { ChooseDiscountItemDto } from './cart.ts';
import { Coupon } from './coupon.ts';
import { choice, PageQuery, pageOf, type QueryOf } from './page.ts';
import {
  basketLineFields,
  invoiceHeaderFields,
  orderedLineFields,
  regionFields,
  unitHasTaxNumber,
  unitTaxNumberIssue,
} from './fields.ts';

const id = z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999);
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((v) => v === 1 || v === true);

export const OrderConfirmParam = z
  .object({
    addrId: z.number().int().min(0).max(999_999_999).default(0),
    basketIds: z.array(id).max(500).optional(),
    orderItem: z
      .object({
        prodId: id,
        skuId: id,
        prodCount: z
          .number()
          .int()
          .min(1)
          .max(LINE_UNITS_MAX, messages.lineUnitsTooMany.id)
          .meta({ description: `at most ${LINE_UNITS_MAX} (LINE_UNITS_MAX)` }),
        shopId: z.number().int().min(0).max(999_999_999).optional(),
      })
      .optional(),
    couponIds: z.array(id).max(50).optional(),
    isScorePay: flag.optional(),
    userUseScore: z
      .number({ error: messages.pointsInvalid.id })
      .int(messages.pointsInvalid.id)
      .min(0, messages.pointsInvalid.id)
      .max(999_999_999)
      .optional(),
    dvyType: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .meta({ description: 'ours: 1 express (default), 2 buyer pickup, 3 same-city, 4 none' }),
  })
  .meta({ id: 'OrderConfirm', description: 'basketIds (cart items) or orderItem (buy now)' });

const uuidText = z
  .string({ error: messages.orderSettlementMissing.id })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: messages.orderSettlementMissing.id,
  });

export const OrderSubmitParam = z
  .object({
    uuid: uuidText,
    orderShopParam: z
      .array(z.object({ shopId: id, remarks: orderRemarksSchema.default('') }))
      .max(100)
      .default([]),
    invoice: z
      .object({
        ...invoiceHeaderFields,
        invoiceTaxNumber: z
          .string()
          .trim()
          .toUpperCase()
          .max(20, messages.invoiceTaxNumberInvalid.id)
          .optional(),
      })
      .refine(unitHasTaxNumber, unitTaxNumberIssue)
      .nullish()
      .meta({ description: 'ours: the invoice request (headerType 1 unit with a tax number, 2 personal)' }),
  })
  .meta({ id: 'OrderSubmit' });

export const ConfirmCoupon = Coupon.extend({
  canUse: z.boolean(),
  choose: z.boolean(),
  reduce: z.number().meta({ description: 'what it takes off this order now, yuan' }),
});

export const OrderConfirmItem = z.object({
  ...basketLineFields,
  preSale: z.boolean().optional().meta({ description: 'ours: a pre-sale product (ships from shipDate)' }),
  shipDate: z.string().nullish(),
  shareReduce: z.number(),
  actualTotal: z.number(),
  shopId: z.number().int(),
  stocks: z.number().int(),
});

export const UserAddr = z.object({
  addrId: z.number().int(),
  receiver: z.string(),
  mobile: z.string(),
  ...regionFields,
  addr: z.string(),
});

export const OrderConfirmAnswer = z
  .object({
    actualTotal: z.number(),
    total: z.number(),
    totalCount: z.number().int(),
    orderReduce: z.number(),
    userAddr: UserAddr,
    coupons: z.array(ConfirmCoupon).meta({ description: 'platform coupons' }),
    isScorePay: z.number().int(),
    maxUsableScore: z.number().int(),
    userUseScore: z.number().int(),
    totalScoreAmount: z.number().meta({ description: 'what the points used take off, yuan' }),
    totalTransFee: z.number(),
    dvyType: z.number().int(),
    shopCartOrders: z.array(
      z.object({
        shopId: z.number().int(),
        shopName: z.string(),
        actualTotal: z.number(),
        total: z.number(),
        transfee: z.number(),
        discountReduce: z.number(),
        couponReduce: z.number(),
        scoreReduce: z.number(),
        useScore: z.number().int(),
        totalCount: z.number().int(),
        remarks: z.string(),
        coupons: z.array(ConfirmCoupon),
        shopCartItemDiscounts: z.array(
          z.object({
            chooseDiscountItemDto: ChooseDiscountItemDto.nullable(),
            shopCartItems: z.array(OrderConfirmItem),
          }),
        ),
      }),
    ),
    uuid: z.string(),
  })
  .meta({ id: 'OrderConfirmAnswer' });

export const orderNumberText = z
  .string({ error: messages.orderNotFound.id })
  .regex(/^\d{1,30}$/, { error: messages.orderNotFound.id });

export const OrderItemDto = z.object({
  ...orderedLineFields,
  actualTotal: z.number(),
  commSts: z.number().int(),
  returnMoneySts: z.number().int().nullable(),
  preSale: z.boolean().optional().meta({ description: 'ours: a pre-sale product (ships from shipDate)' }),
  shipDate: z.string().nullish(),
});

export const MyOrder = z
  .object({
    orderNumber: z.string(),
    actualTotal: z.number(),
    status: z.number().int(),
    orderType: z.number().int(),
    refundStatus: z.number().int().nullable(),
    shopId: z.number().int(),
    shopName: z.string(),
    productNums: z.number().int(),
    createTime: z.string(),
    orderItemDtos: z.array(OrderItemDto),
    groupTeamId: z.number().int().nullish().meta({ description: "ours: a group order's team" }),
  })
  .meta({ id: 'MyOrder' });

export const OrderDetail = MyOrder.extend({
  dvyType: z.number().int(),
  total: z.number(),
  transfee: z.number(),
  discountReduce: z.number(),
  couponReduce: z.number(),
  scoreReduce: z.number(),
  reduceAmount: z.number(),
  useScore: z.number().int(),
  remarks: z.string(),
  userAddr: z.unknown(),
  invoice: z
    .object({ headerType: z.number().int(), headerName: z.string(), invoiceTaxNumber: z.string().nullable() })
    .nullable(),
  expressName: z.string().nullable().meta({ description: 'ours: the express company once shipped' }),
  expressNo: z.string().nullable().meta({ description: 'ours: the tracking number once shipped' }),
  payTime: z.string().nullable(),
  dvyTime: z.string().nullable(),
  finallyTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  updateTime: z.string(),
}).meta({ id: 'OrderDetail' });

// The wire shapes agree with the domain's contract types (a compile-time check).

export type UserAddr = z.infer<typeof UserAddr>;
/** A coupon in the confirm answer: whether it can be used for this order, is chosen, and what it takes off. */
export type OrderCoupon = z.infer<typeof ConfirmCoupon>;
/** POST /p/order/confirm: cart items (basketIds) or one item bought now (orderItem). */
export type OrderConfirmParam = z.input<typeof OrderConfirmParam>;
export type OrderConfirmItem = z.infer<typeof OrderConfirmItem>;
export type OrderConfirmAnswer = z.infer<typeof OrderConfirmAnswer>;
export type ShopCartOrder = OrderConfirmAnswer['shopCartOrders'][number];
/** POST /p/order/submit: the settlement's uuid, remarks per shop and the invoice request. */
export type OrderSubmitParam = z.input<typeof OrderSubmitParam>;

/** POST /p/order/submit's answer: the new orders' numbers, comma-separated. */
export const OrderSubmitAnswer = z.object({ orderNumbers: z.string() });
export type OrderSubmitAnswer = z.infer<typeof OrderSubmitAnswer>;

export type OrderItemDto = z.infer<typeof OrderItemDto>;
/** A record of GET /p/myOrder/myOrder. */
export type MyOrder = z.infer<typeof MyOrder>;
/** GET /p/myOrder/orderDetail. */
export type OrderDetail = z.infer<typeof OrderDetail>;

/** GET /p/myOrder/myOrder: the orders of one status (0 all). */
export const MyOrderQuery = PageQuery.extend({
  status: choice([0, 1, 2, 3, 4, 5, 6, 7, 8] as const, 0, messages.queryStatusInvalid).meta({
    description:
      '0 all, 1-7 that status; 4 pending evaluation (completed with an item not commented), 8 evaluated (ours: completed, every item commented)',
  }),
});
export type MyOrderQuery = QueryOf<typeof MyOrderQuery>;
export const MyOrderPage = pageOf(MyOrder);
/** The order of a query or a path: its number (anything else reads as not found). */
export const OrderNumberQuery = z.object({ orderNumber: orderNumberText });

/** GET /p/myOrder/orderCount: the account centre's order counts by status. */
export const CenterInfo = z.object({
  orderCountData: z.object({
    unPay: z.number().int(),
    payed: z.number().int(),
    consignment: z.number().int(),
    confirm: z.number().int(),
    success: z.number().int(),
    close: z.number().int(),
    refund: z.number().int(),
    grouping: z.number().int(),
  }),
  shopAuditStatus: z.number().int().nullable(),
  shopId: z.number().int().nullable(),
});
export type CenterInfo = z.infer<typeof CenterInfo>;
/** The order of a path `/:orderNumber` (cancel, receipt, delete). */
export const OrderNumberParams = OrderNumberQuery;

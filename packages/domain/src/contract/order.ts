// Checkout, orders and coupons wire shapes (docs/api.md "Orders", decisions/0013). Money in yuan with two
// decimals, as everywhere on the wire.

/** The delivery address copied into a settlement and an order. */
export interface UserAddr {
  addrId: number;
  receiver: string;
  mobile: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  areaId: number;
  area: string;
  addr: string;
}

/** A held coupon (GET /p/myCoupon/getCouponList). */
export interface Coupon {
  couponUserId: number;
  couponId: number;
  /** 0 a platform coupon. */
  shopId: number;
  shopName: string;
  couponName: string;
  /** 1 amount off, 2 rate. */
  couponType: number;
  /** The threshold in yuan (0: none). */
  cashCondition: number;
  /** Type 1: yuan off. */
  reduceAmount: number;
  /** Type 2: the rate as 折 (8.5 = 15 % off). */
  couponDiscount: number;
  /** 0 all products, 1 some products, 2 some categories. */
  suitableProdType: number;
  startTime: string;
  endTime: string;
  /** 0 expired, 1 usable, 2 used. */
  status: number;
  usedTime: string | null;
}

/** GET /p/myCoupon/getMyCouponsStatusCount. */
export interface CouponStatusCount {
  expiredCount: number;
  unUseCount: number;
  usedCount: number;
}

/** A coupon in the confirm answer: whether it can be used for this order, is chosen, and what it takes off. */
export interface OrderCoupon extends Coupon {
  canUse: boolean;
  choose: boolean;
  reduce: number;
}

/** POST /p/order/confirm: cart items (basketIds) or one item bought now (orderItem). */
export interface OrderConfirmParam {
  /** 0: the default address. */
  addrId?: number;
  basketIds?: number[];
  orderItem?: { prodId: number; skuId: number; prodCount: number; shopId?: number };
  /** Coupon ids (couponId); absent: the best are chosen; []: none. */
  couponIds?: number[];
  isScorePay?: 0 | 1 | boolean;
  /** A multiple of 10 up to maxUsableScore; absent with isScorePay: the maximum. */
  userUseScore?: number;
  /** Ours: domain DeliveryType (1 express, the default). */
  dvyType?: 1 | 2 | 3 | 4;
}

export interface OrderConfirmItem {
  /** 0 for an item bought now. */
  basketId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  skuName: string;
  pic: string;
  price: number;
  oriPrice: number;
  prodCount: number;
  productTotalAmount: number;
  /** The item's share of the discount, coupon and points reductions. */
  shareReduce: number;
  actualTotal: number;
  shopId: number;
  stocks: number;
}

export interface ShopCartOrder {
  shopId: number;
  shopName: string;
  actualTotal: number;
  total: number;
  transfee: number;
  discountReduce: number;
  couponReduce: number;
  scoreReduce: number;
  useScore: number;
  totalCount: number;
  remarks: string;
  coupons: OrderCoupon[];
  /** Promotion groups; `chooseDiscountItemDto` null for items without a promotion. */
  shopCartItemDiscounts: { chooseDiscountItemDto: unknown; shopCartItems: OrderConfirmItem[] }[];
}

export interface OrderConfirmAnswer {
  actualTotal: number;
  total: number;
  totalCount: number;
  orderReduce: number;
  userAddr: UserAddr;
  /** Platform coupons. */
  coupons: OrderCoupon[];
  isScorePay: number;
  maxUsableScore: number;
  userUseScore: number;
  totalScoreAmount: number;
  totalTransFee: number;
  dvyType: number;
  shopCartOrders: ShopCartOrder[];
  uuid: string;
}

/** POST /p/order/submit. Remarks: at most ORDER_REMARKS_MAX characters. */
export interface OrderSubmitParam {
  uuid: string;
  orderShopParam: { shopId: number; remarks: string }[];
  /** Ours: the invoice request (headerType 1 unit with a tax number, 2 personal). */
  invoice?: { headerType: 1 | 2; headerName: string; invoiceTaxNumber?: string } | null;
}

export interface OrderSubmitAnswer {
  /** Comma-separated. */
  orderNumbers: string;
}

export interface OrderItemDto {
  orderItemId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  skuName: string;
  pic: string;
  price: number;
  prodCount: number;
  actualTotal: number;
  commSts: number;
  returnMoneySts: number | null;
}

/** A record of GET /p/myOrder/myOrder. */
export interface MyOrder {
  orderNumber: string;
  actualTotal: number;
  status: number;
  orderType: number;
  refundStatus: number | null;
  shopId: number;
  shopName: string;
  productNums: number;
  createTime: string;
  orderItemDtos: OrderItemDto[];
}

/** GET /p/myOrder/orderDetail. */
export interface OrderDetail extends MyOrder {
  dvyType: number;
  total: number;
  transfee: number;
  discountReduce: number;
  couponReduce: number;
  scoreReduce: number;
  reduceAmount: number;
  useScore: number;
  remarks: string;
  userAddr: unknown;
  invoice: { headerType: number; headerName: string; invoiceTaxNumber: string | null } | null;
  /** The express company and tracking number once shipped (null before). */
  expressName?: string | null;
  expressNo?: string | null;
  payTime: string | null;
  dvyTime: string | null;
  finallyTime: string | null;
  cancelTime: string | null;
  updateTime: string;
}

/** GET /p/user/centerInfo. */
export interface CenterInfo {
  orderCountData: {
    unPay: number;
    payed: number;
    consignment: number;
    confirm: number;
    success: number;
    close: number;
    refund: number;
    grouping: number;
  };
  shopAuditStatus: number | null;
  shopId: number | null;
}

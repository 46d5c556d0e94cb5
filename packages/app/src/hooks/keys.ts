// The SWR keys of the app's queries, for seeding a cache (tests, server-rendered data) and for
// revalidation filters. Each is derived from its endpoint (keyOf: the API path, then the arguments), so
// no path is written here; the hooks use the same endpoints through useApiQuery.
import {
  confirmOrder,
  getAddressList,
  getBestSellers,
  getCartCount,
  getCartInfo,
  getCartTotals,
  getCategories,
  getCenterInfo,
  getCommentSummary,
  getComments,
  getCouponCentre,
  getDiscountInfo,
  getDiscountPage,
  getGroupProdPage,
  getProductCoupons,
  getSeckillPage,
  getShopAccount,
  getShopApplyInfo,
  getHomeSections,
  getHotSearch,
  getIndexImgs,
  getInvoice,
  getInvoicePage,
  getLatestProducts,
  getMyComments,
  getMyCouponCounts,
  getMyCoupons,
  getMyOrders,
  getNotice,
  getNoticePage,
  getOrderDetail,
  getPayInfo,
  getPcWebConfig,
  getProduct,
  getRecommendShops,
  getRefund,
  getRefundable,
  getRefundPage,
  getShopHead,
  getTopNotices,
  getUserInfo,
  isProductCollected,
  isShopFollowed,
  keyOf,
  keysOf,
  searchProducts,
  searchShops,
  type CommentPageQuery,
  type PageQuery,
  type SearchProdQuery,
} from '@mall/client';
import {
  ActivityStatus,
  type CouponListQuery,
  type MyOrderQuery,
  type OrderConfirmParam,
  type ShopSearchQuery,
} from '@mall/domain';

export { stableQuery, type ApiKey as SwrKey } from '@mall/client';

export const keys = {
  cartInfo: keyOf(getCartInfo, undefined),
  /** Totals of the given lines; the ids sorted, so the same selection is one key. */
  cartTotals: (basketIds: readonly number[]) => keyOf(getCartTotals, basketIds),
  cartCount: keyOf(getCartCount, undefined),
  siteConfig: keyOf(getPcWebConfig, undefined),
  topNotices: keyOf(getTopNotices, undefined),
  hotSearch: keyOf(getHotSearch, undefined),
  userInfo: keyOf(getUserInfo, undefined),
  banners: (imgType: number) => keyOf(getIndexImgs, imgType),
  product: (prodId: number) => keyOf(getProduct, prodId),
  isCollected: (prodId: number) => keyOf(isProductCollected, prodId),
  categories: (parentId: number) => keyOf(getCategories, parentId),
  /** The query as a text with its fields in a fixed order and empty ones left out. */
  search: (query: SearchProdQuery) => keyOf(searchProducts, query),
};

export const homeKeys = {
  latestProducts: (query: PageQuery) => keyOf(getLatestProducts, query),
  bestSellers: (query: PageQuery) => keyOf(getBestSellers, query),
  homeSections: keyOf(getHomeSections, undefined),
  recommendShops: keyOf(getRecommendShops, undefined),
  shopSearch: (query: ShopSearchQuery) => keyOf(searchShops, query),
};

export const detailKeys = {
  product: keys.product,
  reviewSummary: (prodId: number) => keyOf(getCommentSummary, prodId),
  reviews: (query: Required<CommentPageQuery>) => keyOf(getComments, query),
};

export const shopKeys = {
  head: (shopId: number) => keyOf(getShopHead, shopId),
  followed: (shopId: number) => keyOf(isShopFollowed, shopId),
};

export const checkoutKeys = {
  addresses: keyOf(getAddressList, undefined),
  /** The body as built by confirmBody (a fixed field order), as text. */
  confirm: (body: OrderConfirmParam) => keyOf(confirmOrder, body),
  payInfo: (orderNumbers: string) => keyOf(getPayInfo, orderNumbers),
};

export const orderKeys = {
  page: (status: NonNullable<MyOrderQuery['status']>, current: number, size: number) =>
    keyOf(getMyOrders, { status, current, size }),
  order: (orderNumber: string) => keyOf(getOrderDetail, orderNumber),
  centerInfo: keyOf(getCenterInfo, undefined),
  myComments: (current: number, size: number) => keyOf(getMyComments, { current, size }),
};

export const aftersalesKeys = {
  refundPage: (current: number, size: number) => keyOf(getRefundPage, { current, size }),
  refund: (refundSn: string) => keyOf(getRefund, refundSn),
  refundable: (orderNumber: string, orderItemId: number) =>
    keyOf(getRefundable, { orderNumber, orderItemId }),
  order: orderKeys.order,
  invoice: (id: number) => keyOf(getInvoice, id),
  invoicePage: (current: number, size: number) => keyOf(getInvoicePage, { current, size }),
};

export const noticeKeys = {
  page: (current: number, size: number) => keyOf(getNoticePage, { current, size }),
  notice: (id: number) => keyOf(getNotice, id),
};

export const userCenterKeys = {
  coupons: (status: NonNullable<CouponListQuery['status']>, current: number, size: number) =>
    keyOf(getMyCoupons, { status, current, size }),
  couponCounts: keyOf(getMyCouponCounts, undefined),
};

/** The promotions' queries (issue 13; hooks/promotions.ts). */
export const promoKeys = {
  couponCentre: (current: number, size: number) => keyOf(getCouponCentre, { current, size }),
  productCoupons: (prodId: number) => keyOf(getProductCoupons, { prodId }),
  discountPage: (current: number, size: number) => keyOf(getDiscountPage, { current, size }),
  discountInfo: (discountId: number) => keyOf(getDiscountInfo, discountId),
  ongoingSeckills: (current: number, size: number) =>
    keyOf(getSeckillPage, { current, size, status: ActivityStatus.ongoing }),
  groupProducts: (current: number, size: number) => keyOf(getGroupProdPage, { current, size }),
};

/** Free store opening (issue 15; hooks/storeApply.ts). */
export const storeKeys = {
  applyInfo: keyOf(getShopApplyInfo, undefined),
  account: keyOf(getShopAccount, undefined),
  centerInfo: orderKeys.centerInfo,
};

/** Keys a store application changes: the application, the store account and the centre's store state. */
export const isStoreKey = keysOf(getShopApplyInfo, getShopAccount, getCenterInfo);

/** Keys a cart change makes stale: the cart, every totals selection and the count. */
export const isCartKey = keysOf(getCartInfo, getCartTotals, getCartCount);

/** Keys an order change makes stale: every order list page, the orders' details and the centre counts. */
export const isOrderKey = keysOf(getMyOrders, getOrderDetail, getCenterInfo);

/** Keys an invoice application makes stale: the invoice and the invoice pages. */
export const isInvoiceKey = keysOf(getInvoice, getInvoicePage);

/** Keys an after-sales application changes: the refund pages, refunds, refundables and orders. */
export const isAftersalesKey = keysOf(getRefundPage, getRefund, getRefundable, getOrderDetail);

/** The buyer's refund pages. */
export const isRefundListKey = keysOf(getRefundPage);

/** Keys of one product's collection state. */
export function isCollectionKey(prodId: number) {
  return (key: unknown) => Array.isArray(key) && key[0] === isProductCollected.path && key[1] === prodId;
}

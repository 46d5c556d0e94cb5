// The endpoints speak the domain's contract: each one's request and answer types are the types the
// domain infers from the zod schemas the server's routes declare (decisions/0024), not a copy written
// here. These are compile-time checks (`tsc -b` checks test files): a hand-written body, query or answer
// type that comes back in an endpoint fails them, even when it agrees with the schema today.
import { describe, expectTypeOf, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import type {
  Address,
  AddressParam,
  AppLoginParam,
  AppLoginResult,
  AreaItem,
  CartTotals,
  Category,
  CenterInfo,
  ChangeItem,
  CheckSmsParam,
  CollectedShop,
  CommentPageQuery,
  CommentSummary,
  Coupon,
  CouponListQuery,
  CouponStatusCount,
  FlowLog,
  HomeSection,
  HotSearch,
  IndexImg,
  InvoiceApplyParam,
  LoginParam,
  LoginResult,
  MerchantMe,
  MerchantScorePriceParam,
  MyComment,
  MyOrder,
  MyOrderQuery,
  Notice,
  OrderConfirmAnswer,
  OrderConfirmParam,
  OrderDetail,
  OrderInvoice,
  OrderPayInfo,
  OrderSubmitAnswer,
  OrderSubmitParam,
  Page,
  PageQuery,
  PayAnswer,
  PayLevelAnswer,
  PayLevelParam,
  PayParam,
  PcWebConfig,
  ProdCommParam,
  ProdComment,
  ProductCard,
  ProductInfo,
  RefundApplyParam,
  RefundDetail,
  RefundExpressParam,
  RefundReapplyParam,
  RefundRecord,
  RefundableAnswer,
  RefundableQuery,
  RegisterParam,
  ResetPasswordParam,
  ScoreConfirmAnswer,
  ScoreConfirmParam,
  ScoreInfo,
  ScoreLevel,
  ScoreLevelQuery,
  ScoreLog,
  ScoreLogQuery,
  ScoreProdCard,
  ScoreProdInfo,
  ScoreProdQuery,
  ScoreSubmitAnswer,
  ScoreSubmitParam,
  SearchProdQuery,
  ShopCart,
  ShopHead,
  ShopHeadInfo,
  ShopSearchQuery,
  SignInAnswer,
  UserInfo,
} from '@mall/domain';
import type { QueryEndpoint } from './endpoint.ts';
import * as api from './index.ts';

/** An endpoint function: the client, then the body (or the one argument), answering `R`. */
type Call<A, R> = (http: AxiosInstance, body: A) => Promise<R>;
/** The answer of a query endpoint, whatever its arguments. */
type Answer<E> = E extends QueryEndpoint<never, infer R> ? R : never;
/** The arguments of a query endpoint. */
type Args<E> = E extends QueryEndpoint<infer A, unknown> ? A : never;

describe('endpoint types are the domain contract', () => {
  it('sends the domain request bodies', () => {
    expectTypeOf(api.login).toEqualTypeOf<Call<LoginParam, LoginResult>>();
    expectTypeOf(api.appLogin).toEqualTypeOf<Call<AppLoginParam, AppLoginResult>>();
    expectTypeOf(api.checkRegisterSms).toEqualTypeOf<Call<CheckSmsParam, string>>();
    expectTypeOf(api.registerOrBindUser).toEqualTypeOf<Call<RegisterParam, LoginResult>>();
    expectTypeOf(api.resetPassword).toEqualTypeOf<Call<ResetPasswordParam, boolean>>();
    expectTypeOf(api.addAddress).toEqualTypeOf<Call<AddressParam, number>>();
    expectTypeOf(api.updateAddress).toEqualTypeOf<Call<AddressParam, boolean>>();
    expectTypeOf(api.postFlowAnalysisLog).toEqualTypeOf<Call<FlowLog, void>>();
    expectTypeOf(api.changeCartItem).toEqualTypeOf<Call<ChangeItem, number>>();
    expectTypeOf(api.postComment).toEqualTypeOf<Call<ProdCommParam, boolean>>();
    expectTypeOf(api.applyInvoice).toEqualTypeOf<Call<InvoiceApplyParam, number>>();
    expectTypeOf(api.submitOrder).toEqualTypeOf<Call<OrderSubmitParam, OrderSubmitAnswer>>();
    expectTypeOf(api.applyRefund).toEqualTypeOf<Call<RefundApplyParam, string>>();
    expectTypeOf(api.reapplyRefund).toEqualTypeOf<Call<RefundReapplyParam, string>>();
    expectTypeOf(api.submitRefundExpress).toEqualTypeOf<Call<RefundExpressParam, boolean>>();
    expectTypeOf<Args<typeof api.confirmOrder>>().toEqualTypeOf<OrderConfirmParam>();
    expectTypeOf<Args<typeof api.payOrders>>().toEqualTypeOf<PayParam>();
  });

  it('asks with the domain queries', () => {
    expectTypeOf<Args<typeof api.searchProducts>>().toEqualTypeOf<SearchProdQuery>();
    expectTypeOf<Args<typeof api.getLatestProducts>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Args<typeof api.getBestSellers>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Args<typeof api.getComments>>().toEqualTypeOf<CommentPageQuery>();
    expectTypeOf<Args<typeof api.getCollectedProducts>>().toEqualTypeOf<PageQuery | void>();
    expectTypeOf<Args<typeof api.getMyComments>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Args<typeof api.getMyCoupons>>().toEqualTypeOf<CouponListQuery>();
    expectTypeOf<Args<typeof api.getInvoicePage>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Args<typeof api.getMyOrders>>().toEqualTypeOf<MyOrderQuery>();
    expectTypeOf<Args<typeof api.getRefundable>>().toEqualTypeOf<RefundableQuery>();
    expectTypeOf<Args<typeof api.getRefundPage>>().toEqualTypeOf<PageQuery>();
    expectTypeOf<Args<typeof api.getNoticePage>>().toEqualTypeOf<PageQuery | void>();
    expectTypeOf<Args<typeof api.searchShops>>().toEqualTypeOf<ShopSearchQuery>();
    expectTypeOf<Args<typeof api.getFollowedShops>>().toEqualTypeOf<PageQuery | void>();
  });

  it('answers the domain types', () => {
    expectTypeOf<Answer<typeof api.getUserInfo>>().toEqualTypeOf<UserInfo>();
    expectTypeOf<Answer<typeof api.getAddressList>>().toEqualTypeOf<Address[]>();
    expectTypeOf(api.getRegions).returns.resolves.toEqualTypeOf<AreaItem[]>();
    // The cart as the client holds it (selection as a boolean): derived from the wire type in domain.
    expectTypeOf<Answer<typeof api.getCartInfo>>().toEqualTypeOf<ShopCart[]>();
    expectTypeOf<Answer<typeof api.getCartTotals>>().toEqualTypeOf<CartTotals>();
    expectTypeOf<Answer<typeof api.getCategories>>().toEqualTypeOf<Category[]>();
    expectTypeOf<Answer<typeof api.searchProducts>>().toEqualTypeOf<Page<ProductCard>>();
    expectTypeOf<Answer<typeof api.getProduct>>().toEqualTypeOf<ProductInfo>();
    expectTypeOf<Answer<typeof api.getHomeSections>>().toEqualTypeOf<HomeSection[]>();
    expectTypeOf<Answer<typeof api.getLatestProducts>>().toEqualTypeOf<Page<ProductCard>>();
    expectTypeOf<Answer<typeof api.getBestSellers>>().toEqualTypeOf<Page<ProductCard>>();
    expectTypeOf<Answer<typeof api.getCommentSummary>>().toEqualTypeOf<CommentSummary>();
    expectTypeOf<Answer<typeof api.getComments>>().toEqualTypeOf<Page<ProdComment>>();
    expectTypeOf<Answer<typeof api.getCollectedProducts>>().toEqualTypeOf<Page<ProductCard>>();
    expectTypeOf<Answer<typeof api.getMyComments>>().toEqualTypeOf<Page<MyComment>>();
    expectTypeOf<Answer<typeof api.getMyCoupons>>().toEqualTypeOf<Page<Coupon>>();
    expectTypeOf<Answer<typeof api.getMyCouponCounts>>().toEqualTypeOf<CouponStatusCount>();
    expectTypeOf<Answer<typeof api.getInvoice>>().toEqualTypeOf<OrderInvoice>();
    expectTypeOf<Answer<typeof api.getInvoicePage>>().toEqualTypeOf<Page<OrderInvoice>>();
    expectTypeOf<Answer<typeof api.confirmOrder>>().toEqualTypeOf<OrderConfirmAnswer>();
    expectTypeOf<Answer<typeof api.getMyOrders>>().toEqualTypeOf<Page<MyOrder>>();
    expectTypeOf<Answer<typeof api.getOrderDetail>>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<Answer<typeof api.getCenterInfo>>().toEqualTypeOf<CenterInfo>();
    expectTypeOf<Answer<typeof api.getPayInfo>>().toEqualTypeOf<OrderPayInfo>();
    expectTypeOf<Answer<typeof api.payOrders>>().toEqualTypeOf<PayAnswer>();
    expectTypeOf<Answer<typeof api.getRefundable>>().toEqualTypeOf<RefundableAnswer>();
    expectTypeOf<Answer<typeof api.getRefundPage>>().toEqualTypeOf<Page<RefundRecord>>();
    expectTypeOf<Answer<typeof api.getRefund>>().toEqualTypeOf<RefundDetail>();
    expectTypeOf<Answer<typeof api.getPcWebConfig>>().toEqualTypeOf<PcWebConfig>();
    expectTypeOf<Answer<typeof api.getMerchantMe>>().toEqualTypeOf<MerchantMe>();
    expectTypeOf<Answer<typeof api.getIndexImgs>>().toEqualTypeOf<IndexImg[]>();
    expectTypeOf<Answer<typeof api.getTopNotices>>().toEqualTypeOf<Notice[]>();
    expectTypeOf<Answer<typeof api.getNoticePage>>().toEqualTypeOf<Page<Notice>>();
    expectTypeOf<Answer<typeof api.getNotice>>().toEqualTypeOf<Notice>();
    expectTypeOf<Answer<typeof api.getHotSearch>>().toEqualTypeOf<HotSearch[]>();
    expectTypeOf<Answer<typeof api.getShopHead>>().toEqualTypeOf<ShopHeadInfo>();
    expectTypeOf<Answer<typeof api.searchShops>>().toEqualTypeOf<Page<ShopHead>>();
    expectTypeOf<Answer<typeof api.getRecommendShops>>().toEqualTypeOf<ShopHead[]>();
    expectTypeOf<Answer<typeof api.getFollowedShops>>().toEqualTypeOf<Page<CollectedShop>>();
  });
});

describe('the loyalty endpoints (issue 14) are the domain contract', () => {
  it('sends the domain bodies and queries', () => {
    expectTypeOf(api.payLevel).toEqualTypeOf<Call<PayLevelParam, PayLevelAnswer>>();
    expectTypeOf(api.submitScoreOrder).toEqualTypeOf<Call<ScoreSubmitParam, ScoreSubmitAnswer>>();
    expectTypeOf(api.setMerchantScorePrice).toEqualTypeOf<Call<MerchantScorePriceParam, boolean>>();
    expectTypeOf<Args<typeof api.confirmScoreOrder>>().toEqualTypeOf<ScoreConfirmParam>();
    expectTypeOf<Args<typeof api.getScoreLog>>().toEqualTypeOf<ScoreLogQuery>();
    expectTypeOf<Args<typeof api.getScoreLevels>>().toEqualTypeOf<ScoreLevelQuery>();
    expectTypeOf<Args<typeof api.getScoreProdPage>>().toEqualTypeOf<ScoreProdQuery>();
  });

  it('answers the domain types', () => {
    expectTypeOf<Answer<typeof api.getScoreInfo>>().toEqualTypeOf<ScoreInfo>();
    expectTypeOf(api.signInToday).returns.resolves.toEqualTypeOf<SignInAnswer>();
    expectTypeOf<Answer<typeof api.getScoreLog>>().toEqualTypeOf<Page<ScoreLog>>();
    expectTypeOf<Answer<typeof api.getScoreLevels>>().toEqualTypeOf<Page<ScoreLevel>>();
    expectTypeOf<Answer<typeof api.getRightsRead>>().toEqualTypeOf<boolean>();
    expectTypeOf(api.markRightsRead).returns.resolves.toEqualTypeOf<boolean>();
    expectTypeOf<Answer<typeof api.getScoreProdPage>>().toEqualTypeOf<Page<ScoreProdCard>>();
    expectTypeOf<Answer<typeof api.getScoreProdInfo>>().toEqualTypeOf<ScoreProdInfo>();
    expectTypeOf<Answer<typeof api.confirmScoreOrder>>().toEqualTypeOf<ScoreConfirmAnswer>();
  });
});

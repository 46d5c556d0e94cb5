// Rule and server messages as plain Lingui message descriptors (no macros, so they run in Node and the
// browser alike). The `/*i18n*/` mark makes `lingui extract` put them in packages/domain/src/locales;
// ui, app and server translate them from the same compiled catalogs with `i18n._(descriptor)` (or
// `i18n._(id)`: every id is in the catalogs).
//
// Ids: `rule.*` are the validation rules of spec section 5 (the zod schemas of rules.ts carry the id as
// their message), `error.*` the business and server errors of spec section 8, `chat.*` the chat
// connection notices, `sandbox.*` the page of the sandbox payment provider's cashier (served by the
// server), `seo.*` the page titles and descriptions of seo.ts, `export.*` the column heads of the merchant's CSV exports. Numbers in the texts are the limits of constants.ts; messages.test.ts checks that they agree,
// so a changed limit cannot leave a stale message behind.
import type { MessageDescriptor } from '@lingui/core';

/**
 * The header of a 400 refusal that names its message's id (`rule.site.logo`, ...), beside the translated
 * text in the body: a console form places the refusal by the field the id belongs to (decisions/0096).
 */
export const MESSAGE_ID_HEADER = 'x-message-id';

export const messages = {
  // --- Validation rules (spec section 5) -------------------------------------------------------------
  invalid: /*i18n*/ { id: 'rule.invalid', message: 'Please check this field' },
  phoneInvalid: /*i18n*/ { id: 'rule.phone.invalid', message: 'Malformed phone number' },
  smsCodeRequired: /*i18n*/ { id: 'rule.smsCode.required', message: 'Please enter the code' },
  codeFirst: /*i18n*/ { id: 'rule.smsCode.requestFirst', message: 'Please get a verification code first' },
  usernameInvalid: /*i18n*/ { id: 'rule.username.invalid', message: '4-16 letters, digits or underscores' },
  passwordRequired: /*i18n*/ { id: 'rule.password.required', message: 'Please enter the password' },
  agreementRequired: /*i18n*/ {
    id: 'rule.agreement.required',
    message: 'Please agree to the following terms',
  },
  newPasswordRequired: /*i18n*/ { id: 'rule.newPassword.required', message: 'Please enter a new password' },
  newPasswordInvalid: /*i18n*/ {
    id: 'rule.newPassword.invalid',
    message: '6-20 half-width characters with at least two of letters, digits and symbols',
  },
  confirmPasswordRequired: /*i18n*/ {
    id: 'rule.confirmPassword.required',
    message: 'Please enter the password again',
  },
  confirmPasswordMismatch: /*i18n*/ {
    id: 'rule.confirmPassword.mismatch',
    message: 'Confirm password is inconsistent with new password',
  },
  storePasswordInvalid: /*i18n*/ {
    id: 'rule.storePassword.invalid',
    message: 'The store password is 6-12 digits',
  },
  nicknameRequired: /*i18n*/ { id: 'rule.nickname.required', message: 'Please enter a nickname' },
  nicknameTooLong: /*i18n*/ {
    id: 'rule.nickname.tooLong',
    message: 'The nickname can have at most 15 characters',
  },
  imageType: /*i18n*/ { id: 'rule.image.type', message: 'Only JPG, PNG, WebP or GIF images can be uploaded' },
  imageTooLarge: /*i18n*/ { id: 'rule.image.tooLarge', message: 'The image must not be larger than 2 MB' },
  searchEmpty: /*i18n*/ { id: 'rule.search.empty', message: 'Product name cannot be empty' },
  pointsInvalid: /*i18n*/ { id: 'rule.points.invalid', message: 'Please enter a valid number of points' },
  pointsStep: /*i18n*/ { id: 'rule.points.step', message: 'Points are used in multiples of 10' },
  pointsTooMany: /*i18n*/ { id: 'rule.points.tooMany', message: 'More points than this order can use' },
  cartNoneSelected: /*i18n*/ { id: 'rule.cart.noneSelected', message: 'Please select at least one item' },

  refundReasonRequired: /*i18n*/ {
    id: 'rule.refund.reasonRequired',
    message: 'Please choose a refund reason',
  },
  refundQuantity: /*i18n*/ {
    id: 'rule.refund.quantity',
    message: 'The quantity must be at least 1 and at most the quantity ordered',
  },
  refundAmountRequired: /*i18n*/ {
    id: 'rule.refund.amountRequired',
    message: 'Please enter the refund amount',
  },
  refundAmountInvalid: /*i18n*/ { id: 'rule.refund.amountInvalid', message: 'Please enter a valid amount' },
  refundAmountTooHigh: /*i18n*/ {
    id: 'rule.refund.amountTooHigh',
    message: 'The amount cannot exceed the maximum refundable',
  },
  refundExpressRequired: /*i18n*/ {
    id: 'rule.refund.expressRequired',
    message: 'Please choose the logistics company',
  },
  refundExpressNoRequired: /*i18n*/ {
    id: 'rule.refund.expressNoRequired',
    message: 'Please enter the logistics number',
  },
  refundNoteTooLong: /*i18n*/ {
    id: 'rule.refund.noteTooLong',
    message: 'The note can have at most 200 characters',
  },
  refundTooManyVouchers: /*i18n*/ { id: 'rule.refund.tooManyVouchers', message: 'Up to 5 voucher images' },
  refundLastItem: /*i18n*/ {
    id: 'rule.refund.lastItemWarning',
    message:
      'This is the last item of the order: the refund includes the shipping fee, and a refund of the whole order cannot be withdrawn',
  },

  storeNameRequired: /*i18n*/ { id: 'rule.store.nameRequired', message: 'Please enter the store name' },
  storeNameTooLong: /*i18n*/ {
    id: 'rule.store.nameTooLong',
    message: 'The store name can have at most 20 characters',
  },
  storeNameInvalid: /*i18n*/ {
    id: 'rule.store.nameInvalid',
    message: 'The store name cannot contain special characters',
  },
  contactPhoneInvalid: /*i18n*/ {
    id: 'rule.store.contactInvalid',
    message: 'Please enter a valid mobile or landline number',
  },
  storeDescriptionLength: /*i18n*/ {
    id: 'rule.store.descriptionLength',
    message: 'The description must have 10 to 200 characters',
  },
  storeLogoRequired: /*i18n*/ { id: 'rule.store.logoRequired', message: 'Please upload the store logo' },
  storeLicenceRequired: /*i18n*/ {
    id: 'rule.store.licenceRequired',
    message: 'Please upload the business licence',
  },
  idCardFrontRequired: /*i18n*/ {
    id: 'rule.store.idFrontRequired',
    message: 'Please upload the front of the ID card',
  },
  idCardBackRequired: /*i18n*/ {
    id: 'rule.store.idBackRequired',
    message: 'Please upload the back of the ID card',
  },

  regionRequired: /*i18n*/ { id: 'rule.region.required', message: 'Please select the region' },
  receiverRequired: /*i18n*/ { id: 'rule.address.receiverRequired', message: 'Please enter the recipient' },
  addressDetailTooShort: /*i18n*/ {
    id: 'rule.address.detailTooShort',
    message: 'The detailed address must have at least 5 characters',
  },

  commentScoreRequired: /*i18n*/ { id: 'rule.comment.scoreRequired', message: 'Please rate the product' },
  commentRequired: /*i18n*/ { id: 'rule.comment.required', message: 'Please enter your review' },
  commentTooLong: /*i18n*/ {
    id: 'rule.comment.tooLong',
    message: 'The review can have at most 150 characters',
  },
  commentTooManyImages: /*i18n*/ { id: 'rule.comment.tooManyImages', message: 'Up to 9 images' },

  realNameInvalid: /*i18n*/ {
    id: 'rule.realName.nameInvalid',
    message: 'Please enter your real name (2-20 Chinese characters or letters)',
  },
  idCardInvalid: /*i18n*/ {
    id: 'rule.realName.idCardInvalid',
    message: 'Please enter a valid ID card number',
  },

  invoiceTitleRequired: /*i18n*/ {
    id: 'rule.invoice.titleRequired',
    message: 'Please enter the invoice title',
  },
  invoiceTaxNumberInvalid: /*i18n*/ {
    id: 'rule.invoice.taxNumberInvalid',
    message: 'Please enter a valid taxpayer identification number',
  },

  // --- Business errors (spec section 8) --------------------------------------------------------------
  stockInsufficient: /*i18n*/ { id: 'error.stock.insufficient', message: 'Insufficient inventory' },
  eventNotStarted: /*i18n*/ { id: 'error.event.notStarted', message: 'The event has not started' },
  eventEnded: /*i18n*/ { id: 'error.event.ended', message: 'The event has ended' },
  productNotInStock: /*i18n*/ { id: 'error.product.notInStock', message: 'The product is not in stock' },
  productSoldOut: /*i18n*/ { id: 'error.product.soldOut', message: 'Sold out' },
  orderPaymentStatusChanged: /*i18n*/ {
    id: 'error.order.paymentStatusChanged',
    message: 'The payment status of the order has changed, please refresh',
  },
  orderExpired: /*i18n*/ { id: 'error.order.expired', message: 'The order has expired' },
  qrCodeExpired: /*i18n*/ { id: 'error.qrCode.expired', message: 'The QR code has expired' },
  seckillBusy: /*i18n*/ { id: 'error.seckill.busy', message: 'The flash sale is too busy, please try later' },
  addressLimitReached: /*i18n*/ {
    id: 'error.address.limitReached',
    message: 'Delivery address limit reached',
  },
  signInNotAvailable: /*i18n*/ { id: 'error.signIn.notAvailable', message: 'Sign-in is not available yet' },
  signInAlready: /*i18n*/ { id: 'error.signIn.already', message: 'You have already signed in today' },
  partnerMallLogin: /*i18n*/ {
    id: 'error.login.partnerMall',
    message: 'Please log in from the partner mall',
  },
  noRelatedProducts: /*i18n*/ { id: 'error.search.noResults', message: 'Sorry, no related products' },
  pageNotFound: /*i18n*/ { id: 'error.page.notFound', message: 'This page could not be found' },
  errorPageFailed: /*i18n*/ {
    id: 'error.page.errorPageFailed',
    message: 'An error occurred while showing the error page',
  },
  serverProblem: /*i18n*/ { id: 'error.server', message: 'The server had a small problem~' },
  realNameMismatch: /*i18n*/ {
    id: 'error.realName.mismatch',
    message: 'Authentication failed: the name and the ID card number do not match',
  },
  loginFirst: /*i18n*/ { id: 'error.auth.loginFirst', message: 'Please log in first' },
  unknownError: /*i18n*/ { id: 'error.unknown', message: 'Unknown error' },

  // --- Accounts (server) -----------------------------------------------------------------------------
  smsTooFrequent: /*i18n*/ {
    id: 'error.sms.tooFrequent',
    message: 'A code was just sent, please wait a minute before asking again',
  },
  smsCodeWrong: /*i18n*/ { id: 'error.sms.codeWrong', message: 'The verification code is incorrect' },
  smsCodeExpired: /*i18n*/ {
    id: 'error.sms.codeExpired',
    message: 'The verification code has expired, please get a new one',
  },
  smsCodeBurnt: /*i18n*/ {
    id: 'error.sms.codeBurnt',
    message: 'Too many wrong codes, please get a new one',
  },
  registerVerificationExpired: /*i18n*/ {
    id: 'error.register.verificationExpired',
    message: 'The phone verification has expired, please verify your phone again',
  },
  userNameTaken: /*i18n*/ { id: 'error.account.userNameTaken', message: 'This username is already taken' },
  mobileTaken: /*i18n*/ {
    id: 'error.account.mobileTaken',
    message: 'This phone number is already registered',
  },
  mobileNotRegistered: /*i18n*/ {
    id: 'error.account.mobileNotRegistered',
    message: 'This phone number is not registered',
  },
  accountDisabled: /*i18n*/ { id: 'error.account.disabled', message: 'This account has been disabled' },
  loginFailed: /*i18n*/ { id: 'error.login.failed', message: 'Incorrect username or password' },
  loginTooManyFailures: /*i18n*/ {
    id: 'error.login.tooManyFailures',
    message: 'Too many failed logins, please try again later',
  },
  passwordUnreadable: /*i18n*/ {
    id: 'error.password.unreadable',
    message: 'The password could not be read, please refresh the page and try again',
  },
  oldPasswordWrong: /*i18n*/ { id: 'error.password.oldWrong', message: 'The current password is incorrect' },
  ssoCodeInvalid: /*i18n*/ { id: 'error.sso.invalid', message: 'The sign-on code is invalid' },
  ssoCodeExpired: /*i18n*/ { id: 'error.sso.expired', message: 'The sign-on code has expired' },
  ssoCodeUsed: /*i18n*/ { id: 'error.sso.used', message: 'The sign-on code has already been used' },

  // --- Generic server errors -------------------------------------------------------------------------
  signatureMissing: /*i18n*/ { id: 'error.signature.missing', message: 'The request signature is missing' },
  signatureInvalid: /*i18n*/ { id: 'error.signature.invalid', message: 'The request signature is invalid' },
  signatureExpired: /*i18n*/ {
    id: 'error.signature.expired',
    message: "The request has expired, please check your device's time",
  },
  signatureReplayed: /*i18n*/ {
    id: 'error.signature.replayed',
    message: 'This request has already been received',
  },
  tokenInvalid: /*i18n*/ {
    id: 'error.token.invalid',
    message: 'Your login has expired, please log in again',
  },
  tooManyRequests: /*i18n*/ {
    id: 'error.tooManyRequests',
    message: 'Too many requests, please try again later',
  },
  malformedRequest: /*i18n*/ { id: 'error.request.malformed', message: 'The request is malformed' },
  bodyTooLarge: /*i18n*/ { id: 'error.request.tooLarge', message: 'The request is too large' },
  unsupportedMediaType: /*i18n*/ {
    id: 'error.request.unsupportedMediaType',
    message: 'The request body must be JSON',
  },
  notFound: /*i18n*/ { id: 'error.notFound', message: 'The requested item does not exist' },

  // --- Catalogue ---------------------------------------------------------------------------------------
  productNotFound: /*i18n*/ {
    id: 'error.product.notFound',
    message: 'The product does not exist or is no longer on sale',
  },
  shopNotFound: /*i18n*/ { id: 'error.shop.notFound', message: 'The store does not exist' },
  noticeNotFound: /*i18n*/ { id: 'error.notice.notFound', message: 'The notice does not exist' },
  queryIdInvalid: /*i18n*/ { id: 'rule.query.id', message: 'Please give a valid id' },
  queryPageInvalid: /*i18n*/ {
    id: 'rule.query.page',
    message: 'The page number and the page size must be positive whole numbers',
  },
  querySortInvalid: /*i18n*/ { id: 'rule.query.sort', message: 'Unknown sort order' },
  queryStatusInvalid: /*i18n*/ { id: 'rule.query.status', message: 'Unknown status' },
  queryEvaluateInvalid: /*i18n*/ { id: 'rule.query.evaluate', message: 'Unknown review filter' },
  queryTextTooLong: /*i18n*/ { id: 'rule.query.textTooLong', message: 'The search text is too long' },

  // --- Orders and coupons -------------------------------------------------------------------------------
  couponUnusable: /*i18n*/ {
    id: 'error.coupon.unusable',
    message: 'This coupon cannot be used for this order',
  },
  orderAddressMissing: /*i18n*/ {
    id: 'error.order.addressMissing',
    message: 'Please choose a delivery address',
  },
  orderSettlementMissing: /*i18n*/ {
    id: 'error.order.settlementMissing',
    message: 'The order confirmation has expired, please confirm the order again',
  },
  orderPriceChanged: /*i18n*/ {
    id: 'error.order.priceChanged',
    message: 'The price of {name} has changed, please confirm the order again',
  },
  orderProductOffSale: /*i18n*/ {
    id: 'error.order.productOffSale',
    message: '{name} is no longer on sale, please remove it and confirm again',
  },
  orderRemarksTooLong: /*i18n*/ {
    id: 'rule.order.remarksTooLong',
    message: 'The message to the merchant can be at most 100 characters',
  },
  orderCartChanged: /*i18n*/ {
    id: 'error.order.cartChanged',
    message: 'The items in your cart have changed, please confirm the order again',
  },
  orderShopUnknown: /*i18n*/ {
    id: 'error.order.shopUnknown',
    message: 'The store is not part of this order',
  },
  orderNotFound: /*i18n*/ { id: 'error.order.notFound', message: 'The order does not exist' },
  orderCannotCancel: /*i18n*/ {
    id: 'error.order.cannotCancel',
    message: 'Only an order pending payment can be cancelled',
  },

  // --- After-sales (decisions/0018) ----------------------------------------------------------------
  refundNotFound: /*i18n*/ { id: 'error.refund.notFound', message: 'The after-sales request does not exist' },
  refundOrderNotPaid: /*i18n*/ {
    id: 'error.refund.orderNotPaid',
    message: 'Only a paid order can be refunded',
  },
  refundItemNotFound: /*i18n*/ { id: 'error.refund.itemNotFound', message: 'The order item does not exist' },
  refundOpenExists: /*i18n*/ {
    id: 'error.refund.openExists',
    message: 'An after-sales request for this item is already in progress',
  },
  refundNoReasonExpired: /*i18n*/ {
    id: 'error.refund.noReasonExpired',
    message: 'No-reason returns are only possible within {days} days after receipt',
  },
  refundNotShipped: /*i18n*/ {
    id: 'error.refund.notShipped',
    message: 'The goods have not been shipped yet: choose refund only',
  },
  refundNothingLeft: /*i18n*/ {
    id: 'error.refund.nothingLeft',
    message: 'Nothing is left to refund',
  },
  refundStatusChanged: /*i18n*/ {
    id: 'error.refund.statusChanged',
    message: 'The after-sales request has changed, please refresh',
  },
  refundCannotWithdraw: /*i18n*/ {
    id: 'error.refund.cannotWithdraw',
    message: 'A refund of the whole order cannot be withdrawn',
  },
  refundRefuseReasonRequired: /*i18n*/ {
    id: 'error.refund.refuseReasonRequired',
    message: 'Please enter the reason for the refusal (at most 200 characters)',
  },

  orderCannotReceive: /*i18n*/ {
    id: 'error.order.cannotReceive',
    message: 'Only a shipped order can be confirmed as received',
  },
  orderCannotDelete: /*i18n*/ {
    id: 'error.order.cannotDelete',
    message: 'Only a completed or cancelled order can be deleted',
  },
  orderCannotShip: /*i18n*/ {
    id: 'error.order.cannotShip',
    message: 'Only a paid order pending delivery can be shipped',
  },
  expressNameRequired: /*i18n*/ {
    id: 'rule.express.nameRequired',
    message: 'Please enter the express company',
  },
  expressNoRequired: /*i18n*/ {
    id: 'rule.express.noRequired',
    message: 'Please enter the tracking number',
  },
  commentNotAllowed: /*i18n*/ {
    id: 'error.comment.notAllowed',
    message: 'Only an item of your completed order can be reviewed',
  },
  commentExists: /*i18n*/ {
    id: 'error.comment.exists',
    message: 'This item has already been reviewed',
  },
  commentPicInvalid: /*i18n*/ {
    id: 'rule.comment.picInvalid',
    message: 'Please upload the images first',
  },
  invoiceExists: /*i18n*/ {
    id: 'error.invoice.exists',
    message: 'An invoice has already been requested for this order',
  },
  invoiceNotFound: /*i18n*/ { id: 'error.invoice.notFound', message: 'The invoice does not exist' },
  invoiceOrderUnpaid: /*i18n*/ {
    id: 'error.invoice.orderUnpaid',
    message: 'An invoice can be requested once the order is paid',
  },
  invoiceAlreadyIssued: /*i18n*/ {
    id: 'error.invoice.alreadyIssued',
    message: 'The invoice has already been issued',
  },
  invoiceFileInvalid: /*i18n*/ {
    id: 'rule.invoice.fileInvalid',
    message: 'Please give the address of the invoice document',
  },
  merchantLoginFailed: /*i18n*/ {
    id: 'error.merchant.loginFailed',
    message: 'Wrong merchant account or password',
  },

  // --- Chat (spec section 8) -------------------------------------------------------------------------
  chatCustomerServiceOffline: /*i18n*/ {
    id: 'chat.serviceOffline',
    message: 'Customer service is not online',
  },
  chatLoggedInElsewhere: /*i18n*/ {
    id: 'chat.loggedInElsewhere',
    message: 'You have logged in elsewhere, please refresh the page',
  },
  chatAccountOffline: /*i18n*/ {
    id: 'chat.accountOffline',
    message: 'Your account is offline, please log in again',
  },
  chatReconnecting: /*i18n*/ { id: 'chat.reconnecting', message: 'Disconnected, reconnecting…' },
  chatConnectionBroken: /*i18n*/ {
    id: 'chat.connectionBroken',
    message: 'The connection is broken, please refresh the page',
  },
  chatInquiryExpired: /*i18n*/ {
    id: 'chat.inquiryExpired',
    message: 'The inquiry started on another page has expired, click Re-consult',
  },

  // --- Payment (issue 5 item 3, decisions/0017); `sandbox.*` the sandbox provider's cashier page ----------
  payTypeInvalid: /*i18n*/ { id: 'rule.pay.type', message: 'Please choose a payment method' },
  payReturnUrlInvalid: /*i18n*/ { id: 'rule.pay.returnUrl', message: 'The return address is invalid' },
  payBalanceInsufficient: /*i18n*/ { id: 'error.pay.balanceInsufficient', message: 'Insufficient balance' },
  payPointsInsufficient: /*i18n*/ { id: 'error.pay.pointsInsufficient', message: 'Insufficient points' },
  paymentNotFound: /*i18n*/ { id: 'error.payment.notFound', message: 'The payment does not exist' },
  paymentNotifyInvalid: /*i18n*/ {
    id: 'error.payment.notifyInvalid',
    message: 'The payment notification is invalid',
  },
  sandboxCashierTitle: /*i18n*/ { id: 'sandbox.cashier.title', message: 'Sandbox cashier' },
  sandboxCashierNote: /*i18n*/ {
    id: 'sandbox.cashier.note',
    message: 'A test payment: no real money is moved',
  },
  sandboxAmount: /*i18n*/ { id: 'sandbox.amount', message: 'Amount to pay' },
  sandboxOrders: /*i18n*/ { id: 'sandbox.orders', message: 'Orders' },
  sandboxPay: /*i18n*/ { id: 'sandbox.pay', message: 'Pay' },
  sandboxCancel: /*i18n*/ { id: 'sandbox.cancel', message: 'Cancel' },
  sandboxPaid: /*i18n*/ { id: 'sandbox.paid', message: 'Payment successful' },
  sandboxBack: /*i18n*/ { id: 'sandbox.back', message: 'Back to the mall' },
  sandboxAlipay: /*i18n*/ { id: 'sandbox.method.alipay', message: 'Alipay' },
  sandboxWechat: /*i18n*/ { id: 'sandbox.method.wechat', message: 'WeChat Pay' },
  sandboxPaypal: /*i18n*/ { id: 'sandbox.method.paypal', message: 'PayPal' },

  // --- Money and goods rules (issue 11 item 7, decisions/0033) ---------------------------------------
  lineUnitsTooMany: /*i18n*/ {
    id: 'rule.order.lineUnitsTooMany',
    message: 'At most 200 units of one item can be bought at a time',
  },
  unpaidOrdersTooMany: /*i18n*/ {
    id: 'error.order.unpaidTooMany',
    message: 'You already have 10 unpaid orders: please pay or cancel one first',
  },
  orderRefundOpen: /*i18n*/ {
    id: 'error.order.refundOpen',
    message: 'A refund of the whole order is in progress: answer it before shipping',
  },
  // ── Issue 11, payment providers (payc, decisions/0029) ──
  payMethodUnavailable: /*i18n*/ {
    id: 'error.pay.methodUnavailable',
    message: 'This payment method is not available, please choose another',
  },
  payProviderUnavailable: /*i18n*/ {
    id: 'error.pay.providerUnavailable',
    message: 'The payment service did not answer, please try again later',
  },
  sandboxBanner: /*i18n*/ {
    id: 'sandbox.banner',
    message: 'Sandbox: this is not a real payment. No real money moves and nothing is charged.',
  },
  // --- Limits (issue 11: shared limits, login throttling, password reset and change) ---
  resetCodeInvalid: /*i18n*/ {
    id: 'error.resetPassword.codeInvalid',
    message: 'The verification code is wrong or no longer valid; get a new code if needed',
  },
  // --- SMS sending caps and code-check throttles (issue 11, decisions/0031) ---------------------------
  smsDailyLimit: /*i18n*/ {
    id: 'error.sms.dailyLimit',
    message: 'Too many codes were sent to this phone number today, please try again tomorrow',
  },
  smsTooManyChecks: /*i18n*/ {
    id: 'error.sms.tooManyChecks',
    message: 'Too many verification attempts, please try again later',
  },
  // --- Hygiene (issue 11 item 9: paging cap, own uploads only) ------------------------------------------
  queryPageTooDeep: /*i18n*/ {
    id: 'rule.query.pageTooDeep',
    message: 'Only the first 1000 pages can be shown, please narrow the search',
  },
  imageNotUploaded: /*i18n*/ {
    id: 'rule.image.notUploaded',
    message: 'Please upload the image here first',
  },
  // --- Promotions (issue 13): flash sale, group buying, special discounts, the coupon centre ----------
  activityNotFound: /*i18n*/ { id: 'error.activity.notFound', message: 'The activity does not exist' },
  seckillPathInvalid: /*i18n*/ {
    id: 'error.seckill.pathInvalid',
    message: 'This flash sale link has expired, please try again from the product page',
  },
  seckillLimitReached: /*i18n*/ {
    id: 'error.seckill.limitReached',
    message: 'You can buy at most {max} of this flash sale',
  },
  groupTeamFull: /*i18n*/ { id: 'error.group.teamFull', message: 'This group is already full' },
  groupTeamClosed: /*i18n*/ { id: 'error.group.teamClosed', message: 'This group is no longer open' },
  groupOwnTeam: /*i18n*/ { id: 'error.group.ownTeam', message: 'You are already in this group' },
  groupLimitReached: /*i18n*/ {
    id: 'error.group.limitReached',
    message: 'You can buy at most {max} of this group buy',
  },
  couponNoneLeft: /*i18n*/ { id: 'error.coupon.noneLeft', message: 'This coupon has all been claimed' },
  couponLimitReached: /*i18n*/ {
    id: 'error.coupon.limitReached',
    message: 'You have already claimed this coupon {max} times',
  },
  activityWindowInvalid: /*i18n*/ {
    id: 'rule.activity.window',
    message: 'The end time must be after the start time, and not already past',
  },
  activityOverlap: /*i18n*/ {
    id: 'error.activity.overlap',
    message: 'This product already takes part in another activity at that time',
  },
  activityProductNotOwned: /*i18n*/ {
    id: 'error.activity.productNotOwned',
    message: 'The product does not belong to your store',
  },
  couponProdsInvalid: /*i18n*/ {
    id: 'rule.coupon.prods',
    message: 'A coupon takes at most 500 products, each given by a valid product number',
  },
  couponProductNotFound: /*i18n*/ {
    id: 'error.coupon.productNotFound',
    message: 'Product {prodId} does not exist: please remove it from the coupon',
  },
  discountRulesInvalid: /*i18n*/ {
    id: 'rule.discount.rules',
    message:
      'Each rule needs a higher threshold than the one before, a saving below its threshold and at least the saving before it',
  },
  preSaleNotShippable: /*i18n*/ {
    id: 'error.preSale.notShippable',
    message: 'This is a pre-sale order: it ships from {date}',
  },
  preSaleDateInvalid: /*i18n*/ {
    id: 'rule.preSale.date',
    message: 'Please choose a shipping date after today',
  },
  // --- Search engines: page titles and descriptions (issue 12 item 1, seo.ts, decisions/0041) ---------
  seoTitleWithSite: /*i18n*/ { id: 'seo.title.withSite', message: '{page} - {site}' },
  seoTitlePaged: /*i18n*/ { id: 'seo.title.paged', message: '{page} (page {n})' },
  seoHomeDescription: /*i18n*/ {
    id: 'seo.home.description',
    message:
      '{site}: genuine goods from around the world, flash sales, group buying, coupons and a points mall',
  },
  seoPageDescription: /*i18n*/ { id: 'seo.page.description', message: '{page} at {site}' },
  seoListTitle: /*i18n*/ { id: 'seo.list.title', message: 'All products' },
  seoSearchTitle: /*i18n*/ { id: 'seo.search.title', message: 'Search results for "{keyword}"' },
  seoSearchDescription: /*i18n*/ {
    id: 'seo.search.description',
    message: 'Products matching "{keyword}" at {site}: compare prices and buy online',
  },
  seoCategoryDescription: /*i18n*/ {
    id: 'seo.category.description',
    message: '{category} at {site}: compare prices and buy online',
  },
  seoProductTitle: /*i18n*/ { id: 'seo.product.title', message: 'Product details' },
  seoProductDescription: /*i18n*/ {
    id: 'seo.product.description',
    message: '{name} for ¥{price} at {site}',
  },
  seoShopTitle: /*i18n*/ { id: 'seo.shop.title', message: 'Store' },
  seoShopDescription: /*i18n*/ { id: 'seo.shop.description', message: 'The products of {shop} at {site}' },
  seoNoticesTitle: /*i18n*/ { id: 'seo.notices.title', message: 'Notices' },
  seoTermsTitle: /*i18n*/ { id: 'seo.terms.title', message: 'Terms of service' },
  seoPrivacyTitle: /*i18n*/ { id: 'seo.privacy.title', message: 'Privacy policy' },
  seoFlashSaleTitle: /*i18n*/ { id: 'seo.flashSale.title', message: 'Flash sale' },
  seoGroupBuyTitle: /*i18n*/ { id: 'seo.groupBuy.title', message: 'Group buying' },
  seoDiscountsTitle: /*i18n*/ { id: 'seo.discounts.title', message: 'Limited-time offers' },
  seoCouponsTitle: /*i18n*/ { id: 'seo.coupons.title', message: 'Coupon center' },
  seoPointsMallTitle: /*i18n*/ { id: 'seo.pointsMall.title', message: 'Points mall' },

  // --- Promotions, server (issue 13, promo): merchant coupons ---------------------------------------------
  couponAmountsInvalid: /*i18n*/ {
    id: 'rule.coupon.amounts',
    message: 'The saving must be below the threshold; a rate must be between 0.1 and 9.9',
  },
  // --- Loyalty (issue 14): points centre, sign-in, levels, paid membership, points mall -----------------
  // (Already signed today and sign-in not available are spec section 8's: signInAlready, signInNotAvailable.)
  scoreInsufficient: /*i18n*/ {
    id: 'error.score.insufficient',
    message: 'Not enough points: this needs {need} and you have {have}',
  },
  scoreProdNotFound: /*i18n*/ {
    id: 'error.score.prodNotFound',
    message: 'This product is not in the points mall',
  },
  scoreCashPayType: /*i18n*/ {
    id: 'error.score.cashPayType',
    message: 'Please pay the cash part of a points order with another payment method',
  },
  scorePriceInvalid: /*i18n*/ {
    id: 'rule.score.price',
    message: 'A points price is a whole number from 1 to 99,999,999, and the cash part at most two decimals',
  },
  levelNotFound: /*i18n*/ { id: 'error.level.notFound', message: 'The membership level does not exist' },
  levelPlanNotFound: /*i18n*/ {
    id: 'error.level.planNotFound',
    message: 'This membership plan is not on sale',
  },
  levelPaidOther: /*i18n*/ {
    id: 'error.level.paidOther',
    message: 'Your {level} membership runs until {date}: you can buy another plan after it ends',
  },
  levelUnpaidOther: /*i18n*/ {
    id: 'error.level.unpaidOther',
    message: 'You have an unpaid order for the {level} plan: pay or cancel it before buying another plan',
  },
  rightsNotRead: /*i18n*/ {
    id: 'error.rights.notRead',
    message: 'Please read the membership rights agreement first',
  },
  memberOrderNotRefundable: /*i18n*/ {
    id: 'error.member.notRefundable',
    message: 'A paid membership cannot be refunded once it is paid',
  },
  // --- Points mall, server (issue 14, server-score-mall) ----------------------------------------------------
  scorePriceChanged: /*i18n*/ {
    id: 'error.score.priceChanged',
    message: 'The points price of this product has changed to {need} points: please confirm the order again',
  },
  // --- Loyalty fixes (issue 14, loyalty-fixes): free shipping re-checked at submit ----------------------
  orderFreeShippingLost: /*i18n*/ {
    id: 'error.order.freeShippingLost',
    message: 'Your membership level no longer includes free shipping, please confirm the order again',
  },
  // --- Store opening and the platform, contract (issue 15, lead) -----------------------------------------
  platformLoginFailed: /*i18n*/ {
    id: 'error.platform.loginFailed',
    message: 'Wrong platform account or password',
  },
  auditRemarkRequired: /*i18n*/ {
    id: 'rule.audit.remarkRequired',
    message: 'Please give the reason for the rejection',
  },
  auditRemarkTooLong: /*i18n*/ {
    id: 'rule.audit.remarkTooLong',
    message: 'The reason can have at most 200 characters',
  },
  offlineReasonRequired: /*i18n*/ {
    id: 'rule.shop.offlineReasonRequired',
    message: 'Please give the reason for taking the store offline',
  },
  // --- Points-only refunds (issue 14, refund screen fixes): a whole order covers every unit left ------
  refundWholeUnitsLeft: /*i18n*/ {
    id: 'error.refund.wholeUnitsLeft',
    message: 'A refund of the whole order covers all {count} units left: set the quantity to {count}',
  },
  // --- The platform's accounts, roles and store offline/online (issue 15, platform) -------------------
  platformForbidden: /*i18n*/ {
    id: 'error.platform.forbidden',
    message: 'Your platform role may not do this',
  },
  shopNotOpen: /*i18n*/ {
    id: 'error.shop.notOpen',
    message: 'Only an open store can be taken offline',
  },
  shopNotOffline: /*i18n*/ {
    id: 'error.shop.notOffline',
    message: 'Only an offline store can be brought back online',
  },
  // --- Store opening: the application, its audit and the store account (issue 15, store) -----------------
  storeApplyExists: /*i18n*/ {
    id: 'error.storeApply.exists',
    message: 'You already have a store application under review or approved',
  },
  storeApplyNotFound: /*i18n*/ {
    id: 'error.storeApply.notFound',
    message: 'The store application does not exist',
  },
  storeApplyNotRejected: /*i18n*/ {
    id: 'error.storeApply.notRejected',
    message: 'Only a rejected application can be modified and resubmitted',
  },
  storeApplyAudited: /*i18n*/ {
    id: 'error.storeApply.audited',
    message: 'This application has already been audited',
  },
  storeNameTaken: /*i18n*/ {
    id: 'error.storeApply.nameTaken',
    message: 'This store name is already taken, please choose another',
  },
  storeAccountNone: /*i18n*/ {
    id: 'error.storeAccount.none',
    message: 'You have no approved store yet',
  },
  // --- Real-name verification, server (issue 15, real name) --------------------------------------------
  realNameUnavailable: /*i18n*/ {
    id: 'error.realName.unavailable',
    message: 'Real-name verification is not available at the moment, please try again later',
  },
  realNameAlreadyVerified: /*i18n*/ {
    id: 'error.realName.alreadyVerified',
    message: 'Your account has already passed real-name verification',
  },
  realNameIdentityTaken: /*i18n*/ {
    id: 'error.realName.identityTaken',
    message: 'This identity is already verified on another account',
  },
  realNameTooManyAttempts: /*i18n*/ {
    id: 'error.realName.tooManyAttempts',
    message: 'Too many verification attempts, please try again tomorrow',
  },
  // --- Account centre: profile and password (issue 15, account) ----------------------------------------
  birthDateInFuture: /*i18n*/ {
    id: 'rule.birthDate.future',
    message: 'The birthday cannot be in the future',
  },
  // --- Chat websocket: refused frames (issue 16, chat gateway, decisions/0057) --------------------------
  chatFrameInvalid: /*i18n*/ {
    id: 'chat.frame.invalid',
    message: 'This message could not be understood',
  },
  chatFrameTooLarge: /*i18n*/ { id: 'chat.frame.tooLarge', message: 'This message is too large' },
  chatFramesTooFast: /*i18n*/ {
    id: 'chat.frame.tooFast',
    message: 'Messages are being sent too fast, please slow down',
  },
  chatUpgradeRequired: /*i18n*/ {
    id: 'chat.upgradeRequired',
    message: 'This address is the chat connection: open it as a websocket',
  },
  // --- Customer-service chat: the service's rules and errors (issue 16, chat service) ------------------
  chatConversationNotFound: /*i18n*/ {
    id: 'error.chat.conversationNotFound',
    message: 'The conversation does not exist',
  },
  chatTextEmpty: /*i18n*/ { id: 'rule.chat.textEmpty', message: 'Please enter a message' },
  chatTextTooLong: /*i18n*/ {
    id: 'rule.chat.textTooLong',
    message: 'A message can have at most 500 characters',
  },
  chatTextInvalid: /*i18n*/ {
    id: 'rule.chat.textInvalid',
    message: 'This message contains characters that cannot be sent',
  },
  chatImageInvalid: /*i18n*/ {
    id: 'error.chat.imageInvalid',
    message: 'Please upload the image again before sending it',
  },
  chatProductUnavailable: /*i18n*/ {
    id: 'error.chat.productUnavailable',
    message: 'The product does not exist or is no longer on sale',
  },
  chatServiceHoursInvalid: /*i18n*/ {
    id: 'rule.chat.serviceHours',
    message: 'Service hours are a start and an end time (HH:mm) that differ',
  },
  // --- Merchant centre: the order list's filters and export (issue 17 item 4) ----------------------------
  queryDateInvalid: /*i18n*/ { id: 'rule.query.date', message: 'Please choose a valid date' },
  queryDateRangeInvalid: /*i18n*/ {
    id: 'rule.query.dateRange',
    message: 'The end date cannot be before the start date',
  },
  // --- Platform console: reports (issue 18 item 7, decisions/0092) -------------------------------------
  // --- Platform console: the audit log's filter (decisions/0099) ---------------------------------------
  auditActionUnknown: /*i18n*/ {
    id: 'rule.audit.actionUnknown',
    message: 'Choose an action from the list',
  },
  auditTargetUnknown: /*i18n*/ {
    id: 'rule.audit.targetUnknown',
    message: 'Choose a target type from the list',
  },
  reportRangeTooLong: /*i18n*/ {
    id: 'rule.report.rangeTooLong',
    message: 'A report covers at most 92 days: choose a shorter range',
  },
  reportYearInvalid: /*i18n*/ {
    id: 'rule.report.year',
    message: 'A report covers days from the year 2000 to 2100',
  },
  reportDay: /*i18n*/ { id: 'export.report.day', message: 'Day' },
  reportPaidOrders: /*i18n*/ { id: 'export.report.paidOrders', message: 'Paid orders' },
  reportSales: /*i18n*/ { id: 'export.report.sales', message: 'Sales (yuan)' },
  reportRefunds: /*i18n*/ { id: 'export.report.refunds', message: 'Refunds' },
  reportRefunded: /*i18n*/ { id: 'export.report.refunded', message: 'Refunded (yuan)' },
  reportRefundRate: /*i18n*/ { id: 'export.report.refundRate', message: 'Refund rate' },
  reportNewMembers: /*i18n*/ { id: 'export.report.newMembers', message: 'New members' },
  reportVisitors: /*i18n*/ { id: 'export.report.visitors', message: 'Visitors' },
  reportTotal: /*i18n*/ { id: 'export.report.total', message: 'Total' },
  // The best-selling products' and stores' CSV (decisions/0092).
  reportRank: /*i18n*/ { id: 'export.report.rank', message: 'Rank' },
  reportProdId: /*i18n*/ { id: 'export.report.prodId', message: 'Product ID' },
  reportProduct: /*i18n*/ { id: 'export.report.product', message: 'Product' },
  reportShopId: /*i18n*/ { id: 'export.report.shopId', message: 'Store ID' },
  reportShop: /*i18n*/ { id: 'export.report.shop', message: 'Store' },
  reportQuantity: /*i18n*/ { id: 'export.report.quantity', message: 'Units sold' },
  queryOrderNumberInvalid: /*i18n*/ {
    id: 'rule.query.orderNumber',
    message: 'An order number is made of digits only',
  },
  queryMobileInvalid: /*i18n*/ { id: 'rule.query.mobile', message: 'Search a mobile number by its digits' },
  orderExportTooMany: /*i18n*/ {
    id: 'error.merchant.exportTooMany',
    message: 'More than {max} orders match: narrow the filters and export again',
  },
  exportOrderNumber: /*i18n*/ { id: 'export.order.orderNumber', message: 'Order number' },
  exportCreateTime: /*i18n*/ { id: 'export.order.createTime', message: 'Placed at' },
  exportStatus: /*i18n*/ { id: 'export.order.status', message: 'Status' },
  exportReceiver: /*i18n*/ { id: 'export.order.receiver', message: 'Receiver' },
  exportMobile: /*i18n*/ { id: 'export.order.mobile', message: 'Mobile' },
  exportAddress: /*i18n*/ { id: 'export.order.address', message: 'Address' },
  exportItems: /*i18n*/ { id: 'export.order.items', message: 'Items' },
  exportQuantity: /*i18n*/ { id: 'export.order.quantity', message: 'Quantity' },
  exportTotal: /*i18n*/ { id: 'export.order.total', message: 'Goods total' },
  exportFreight: /*i18n*/ { id: 'export.order.freight', message: 'Freight' },
  exportReduce: /*i18n*/ { id: 'export.order.reduce', message: 'Reductions' },
  exportActualTotal: /*i18n*/ { id: 'export.order.actualTotal', message: 'Paid amount' },
  exportPayTime: /*i18n*/ { id: 'export.order.payTime', message: 'Paid at' },
  exportExpress: /*i18n*/ { id: 'export.order.express', message: 'Express company' },
  exportExpressNo: /*i18n*/ { id: 'export.order.expressNo', message: 'Tracking number' },
  exportRemarks: /*i18n*/ { id: 'export.order.remarks', message: 'Buyer remarks' },
  // --- Merchant staff and permissions (issue 17 item 1, merchant module, decisions/0060) ----------------
  merchantForbidden: /*i18n*/ {
    id: 'error.merchant.forbidden',
    message: 'Your account may not do this: ask the store owner',
  },
  merchantStaffNotFound: /*i18n*/ {
    id: 'error.merchant.staffNotFound',
    message: 'The staff account does not exist',
  },
  merchantStaffRoleInvalid: /*i18n*/ {
    id: 'rule.merchant.staffRole',
    message: 'Choose what the staff account may do: orders, products, chat or everything',
  },
  merchantStaffStatusInvalid: /*i18n*/ {
    id: 'rule.merchant.staffStatus',
    message: 'A staff account is either enabled or disabled',
  },
  merchantStaffNoteTooLong: /*i18n*/ {
    id: 'rule.merchant.staffNote',
    message: 'A note can have at most 30 characters',
  },
  merchantStaffTooMany: /*i18n*/ {
    id: 'error.merchant.staffTooMany',
    message: 'A store can have at most 50 staff accounts',
  },
  // --- The merchant's products (issue 17 item 3, decisions/0061) ---------------------------------------
  merchantProdNotFound: /*i18n*/ {
    id: 'error.merchantProd.notFound',
    message: 'The product does not exist in your store',
  },
  merchantProdCategoryInvalid: /*i18n*/ {
    id: 'rule.merchantProd.category',
    message: 'Please choose an enabled third-level category',
  },
  merchantProdOriPriceLow: /*i18n*/ {
    id: 'rule.merchantProd.oriPrice',
    message: 'The original price of a specification cannot be lower than its price',
  },
  merchantProdImageInvalid: /*i18n*/ {
    id: 'rule.merchantProd.image',
    message: "Please upload the product's pictures here first",
  },
  merchantProdSkuInvalid: /*i18n*/ {
    id: 'error.merchantProd.skuInvalid',
    message: 'A specification of the form is not one of this product: please reload the product',
  },
  merchantProdStockChanged: /*i18n*/ {
    id: 'error.merchantProd.stockChanged',
    message:
      'The stock changed while you were editing (orders came in): please reload the product and try again',
  },
  merchantProdSkuInActivity: /*i18n*/ {
    id: 'error.merchantProd.skuInActivity',
    message: 'A specification in a flash sale or group buy that has not ended cannot go off sale',
  },
  merchantProdSkuPriceInActivity: /*i18n*/ {
    id: 'error.merchantProd.skuPriceInActivity',
    message: 'The price of a specification in a flash sale or group buy that has not ended cannot change',
  },
  merchantProdInActivity: /*i18n*/ {
    id: 'error.merchantProd.inActivity',
    message: 'A product in a running flash sale or group buy cannot go off sale',
  },
  // ---- The chat's last gaps (issue 16): the merchant's conversation pages. ----
  chatCursorInvalid: /*i18n*/ {
    id: 'rule.chat.cursor',
    message: 'To see the next conversations, give the time and the id of the last one shown',
  },
  // --- The merchant centre app (issue 17: sign-in) ---------------------------------------------------
  merchantUsernameRequired: /*i18n*/ {
    id: 'rule.merchant.usernameRequired',
    message: 'Please enter the store account',
  },
  // --- The platform console app (issue 18: sign-in) --------------------------------------------------
  platformUsernameRequired: /*i18n*/ {
    id: 'rule.platform.usernameRequired',
    message: 'Please enter the platform account',
  },
  // --- The merchant centre's discounts, coupons and points prices (issue 17 item 7, decisions/0067) -----
  promoStarted: /*i18n*/ {
    id: 'error.promo.started',
    message: 'This activity has started: it can no longer be changed',
  },
  promoStopped: /*i18n*/ {
    id: 'error.promo.stopped',
    message: 'This activity has been stopped: it can no longer be changed',
  },
  couponStopped: /*i18n*/ {
    id: 'error.coupon.stopped',
    message: 'This coupon is no longer being issued',
  },
  // --- The merchant centre: flash sales and group buys (issue 17 item 7) ----------------------------
  activityStarted: /*i18n*/ {
    id: 'error.activity.started',
    message: 'The activity has started: it can no longer be edited',
  },
  activityProductOffSale: /*i18n*/ {
    id: 'error.activity.productOffSale',
    message: 'The product or one of the chosen specifications is off sale',
  },
  activityProductFixed: /*i18n*/ {
    id: 'error.activity.productFixed',
    message: "An activity's product cannot change: stop it and create a new one",
  },
  // --- Reviews' replies and store settings (issue 17 items 6 and 9, decisions/0065) -----------------
  merchantCommentNotFound: /*i18n*/ {
    id: 'error.merchantComment.notFound',
    message: 'The review does not exist',
  },
  merchantReplyRequired: /*i18n*/ { id: 'rule.merchantReply.required', message: 'Please enter the reply' },
  merchantReplyTooLong: /*i18n*/ {
    id: 'rule.merchantReply.tooLong',
    message: 'The reply can have at most 200 characters',
  },
  plainTextNoHtml: /*i18n*/ {
    id: 'rule.text.noHtml',
    message: 'Please write plain text, without HTML tags',
  },
  storeLogoInvalid: /*i18n*/ {
    id: 'rule.storeSettings.logo',
    message: "Please upload the store's logo here first",
  },
  storeAddressTooLong: /*i18n*/ {
    id: 'rule.storeSettings.address',
    message: 'The address can have at most 100 characters',
  },
  storeHoursTooLong: /*i18n*/ {
    id: 'rule.storeSettings.hours',
    message: 'The business hours can have at most 50 characters',
  },
  storeNoticeInvalid: /*i18n*/ {
    id: 'rule.storeSettings.notice',
    message: 'At most 5 notices, each of 1 to 100 characters',
  },
  storeFreightInvalid: /*i18n*/ {
    id: 'rule.storeSettings.freight',
    message:
      'Freight: a fee of 0 to 999 yuan and a free-shipping threshold of 0 (never free) to 99,999 yuan, in cents at most',
  },
  // --- The platform console's site configuration (issue 18 item 2, decisions/0082) ------------------------
  siteWelcomeInvalid: /*i18n*/ {
    id: 'rule.site.welcome',
    message: 'Please enter the welcome text (at most 100 characters)',
  },
  siteLogoTextTooLong: /*i18n*/ {
    id: 'rule.site.logoText',
    message: 'The logo text can have at most 30 characters',
  },
  siteCompanyNameInvalid: /*i18n*/ {
    id: 'rule.site.companyName',
    message: 'Please enter the company name (at most 50 characters)',
  },
  siteCompanyInfoTooLong: /*i18n*/ {
    id: 'rule.site.companyInfo',
    message: 'The company information can have at most 500 characters',
  },
  siteCopyrightInvalid: /*i18n*/ {
    id: 'rule.site.copyright',
    message: 'Please enter the copyright line (at most 100 characters)',
  },
  siteLogoInvalid: /*i18n*/ {
    id: 'rule.site.logo',
    message: 'Please upload the logo here first',
  },
  siteFaviconInvalid: /*i18n*/ {
    id: 'rule.site.favicon',
    message: 'Please upload the site icon here first',
  },
  // --- The merchant centre's after-sales and invoices (issue 17 items 4 and 5) -------------------------
  queryRefundSnInvalid: /*i18n*/ {
    id: 'rule.query.refundSn',
    message: 'Enter the digits of an after-sales number',
  },
  invoiceDocumentType: /*i18n*/ {
    id: 'rule.invoiceDocument.type',
    message: 'Only a PDF document can be uploaded',
  },
  invoiceDocumentTooLarge: /*i18n*/ {
    id: 'rule.invoiceDocument.tooLarge',
    message: 'The document must not be larger than 5 MB',
  },
  invoiceDocumentRequired: /*i18n*/ {
    id: 'rule.invoiceDocument.required',
    message: 'Please upload the invoice as a PDF document',
  },
  invoiceFileMissing: /*i18n*/ {
    id: 'error.invoice.fileMissing',
    message: 'The invoice has no document yet',
  },
  // --- The merchant centre's chat workspace (issue 17 item 8): quick replies ------------------------
  quickReplyTextInvalid: /*i18n*/ {
    id: 'rule.quickReply.text',
    message: 'A quick reply has 1 to 200 characters',
  },
  quickReplySortInvalid: /*i18n*/ {
    id: 'rule.quickReply.sort',
    message: 'The order is a whole number from 0 to 9999',
  },
  quickReplyNotFound: /*i18n*/ {
    id: 'error.quickReply.notFound',
    message: 'The quick reply does not exist',
  },
  quickReplyTooMany: /*i18n*/ {
    id: 'error.quickReply.tooMany',
    message: 'A store can keep at most 50 quick replies',
  },
  // --- Members in the platform console (issue 18, members) ------------------------------------------------
  memberIdInvalid: /*i18n*/ { id: 'rule.member.userId', message: 'Please give a valid member id' },
  memberNotFound: /*i18n*/ { id: 'error.member.notFound', message: 'This member does not exist' },
  memberStatusInvalid: /*i18n*/ {
    id: 'rule.member.status',
    message: 'A member is either enabled (1) or disabled (0)',
  },
  memberStatusUnchanged: /*i18n*/ {
    id: 'error.member.statusUnchanged',
    message: 'The member already has this status',
  },
  memberScoreChangeInvalid: /*i18n*/ {
    id: 'rule.member.scoreChange',
    message: 'The points change must be a whole number other than 0, at most 1,000,000 either way',
  },
  memberBalanceChangeInvalid: /*i18n*/ {
    id: 'rule.member.balanceChange',
    message: 'The balance change must be a whole number of fen other than 0, at most ¥100,000 either way',
  },
  memberAdjustReasonRequired: /*i18n*/ {
    id: 'rule.member.adjustReasonRequired',
    message: 'Please give the reason for the adjustment',
  },
  memberScoreBelowZero: /*i18n*/ {
    id: 'error.member.scoreBelowZero',
    message: 'The member has only {score} points: the points cannot go below zero',
  },
  memberScoreAboveMax: /*i18n*/ {
    id: 'error.member.scoreAboveMax',
    message: 'The member has {score} points: the points cannot go above {max}',
  },
  memberBalanceBelowZero: /*i18n*/ {
    id: 'error.member.balanceBelowZero',
    message: 'The member has only {balance}: the balance cannot go below zero',
  },
  // --- Loyalty rules and levels in the platform console (issue 18, marketing) ------------------------------
  loyaltySignInScoresInvalid: /*i18n*/ {
    id: 'rule.loyalty.signInScores',
    message: 'Please give the points of each of the 7 sign-in days, whole numbers from 0 to 10,000',
  },
  loyaltySignInGrowthInvalid: /*i18n*/ {
    id: 'rule.loyalty.signInGrowth',
    message: 'The growth of a sign-in must be a whole number from 0 to 10,000',
  },
  loyaltyUnitInvalid: /*i18n*/ {
    id: 'rule.loyalty.unit',
    message: 'The amount per point or per growth must be a whole number of fen from 1 to 1,000,000',
  },
  levelNameInvalid: /*i18n*/ {
    id: 'rule.level.name',
    message: "Please enter the level's name in Chinese and English, at most 30 characters each",
  },
  levelNeedGrowthInvalid: /*i18n*/ {
    id: 'rule.level.needGrowth',
    message: 'The growth a level needs must be a whole number from 0 to 100,000,000',
  },
  levelPriceInvalid: /*i18n*/ {
    id: 'rule.level.price',
    message: "A paid plan's price must be a whole number of fen from 1 to 10,000,000",
  },
  levelTermInvalid: /*i18n*/ {
    id: 'rule.level.term',
    message: "A paid plan's term must be from 1 to 3660 days",
  },
  levelRightsInvalid: /*i18n*/ {
    id: 'rule.level.rights',
    message: 'Please choose at most 20 different rights',
  },
  levelFieldsMismatch: /*i18n*/ {
    id: 'rule.level.fields',
    message: 'An ordinary level takes a growth threshold and no price; a paid plan takes a price and a term',
  },
  levelGrowthOrder: /*i18n*/ {
    id: 'error.level.growthOrder',
    message:
      'The growth a level needs must be more than the level before it needs and less than the level after it needs',
  },
  levelRightsUnknown: /*i18n*/ {
    id: 'error.level.rightsUnknown',
    message: 'One of the chosen rights does not exist',
  },
  levelTypeInvalid: /*i18n*/ {
    id: 'rule.level.type',
    message: 'Please choose an ordinary level or a paid plan',
  },
  levelStatusInvalid: /*i18n*/ {
    id: 'rule.level.status',
    message: 'The status must be 1 (shown) or 0 (hidden)',
  },
  levelOrdinaryShown: /*i18n*/ {
    id: 'rule.level.ordinaryShown',
    message:
      'An ordinary level is always shown and ordered by the growth it needs: only a paid plan takes a status and an order',
  },
  levelDeleteBought: /*i18n*/ {
    id: 'error.level.deleteBought',
    message: 'This paid plan has been bought, so it cannot be deleted: hide it instead',
  },
  levelDeleteLowest: /*i18n*/ {
    id: 'error.level.deleteLowest',
    message: "The lowest level is every member's floor and cannot be deleted",
  },
  rightsNameInvalid: /*i18n*/ {
    id: 'rule.rights.name',
    message: "Please enter the right's name in Chinese and English, at most 30 characters each",
  },
  rightsDescriptionInvalid: /*i18n*/ {
    id: 'rule.rights.description',
    message: "A right's description may have at most 200 characters in each language",
  },
  rightsDiscountInvalid: /*i18n*/ {
    id: 'rule.rights.discount',
    message:
      'The member price is the percent of the price members pay, a whole number from 1 to 99 (95: members pay 95%), or none',
  },
  rightsSignInScoreInvalid: /*i18n*/ {
    id: 'rule.rights.signInScore',
    message: 'The extra points of a sign-in must be a whole number from 0 to 10,000',
  },
  rightsNotFound: /*i18n*/ { id: 'error.rights.notFound', message: 'The level right does not exist' },
  rightsDeleteLinked: /*i18n*/ {
    id: 'error.rights.deleteLinked',
    message: 'A level still gives this right: remove it from every level first',
  },
  // --- The platform's home content: banners, notices, hot search words (issue 18, content) -------------
  contentTitleInvalid: /*i18n*/ {
    id: 'rule.content.title',
    message: 'Please enter the title in Chinese and English, at most 100 characters each',
  },
  contentSeqInvalid: /*i18n*/ {
    id: 'rule.content.seq',
    message: 'The order must be a whole number from 0 to 9999',
  },
  indexImgImageInvalid: /*i18n*/ {
    id: 'rule.indexImg.image',
    message: 'Please upload the banner picture',
  },
  indexImgProductUnavailable: /*i18n*/ {
    id: 'error.indexImg.productUnavailable',
    message: 'The linked product does not exist or is not on sale',
  },
  indexImgNotFound: /*i18n*/ { id: 'error.indexImg.notFound', message: 'The banner does not exist' },
  noticePublishTimeInvalid: /*i18n*/ {
    id: 'rule.notice.publishTime',
    message: 'Please give the publish time as YYYY-MM-DD hh:mm:ss',
  },
  noticeImageInvalid: /*i18n*/ {
    id: 'rule.notice.image',
    message: "The notice's pictures must be uploaded in the platform console: please upload them again",
  },
  noticeContentTooLong: /*i18n*/ {
    id: 'rule.notice.contentTooLong',
    message: 'The notice is too long',
  },
  hotSearchNotFound: /*i18n*/ {
    id: 'error.hotSearch.notFound',
    message: 'The hot search word does not exist',
  },
  // --- The platform's home sections (issue 18, content; decisions/0102) ---------------------------------
  prodTagStyleInvalid: /*i18n*/ {
    id: 'rule.prodTag.style',
    message: "Please choose the section's layout",
  },
  prodTagProdsInvalid: /*i18n*/ {
    id: 'rule.prodTag.prods',
    message: 'A section takes at most 50 products, each of them once',
  },
  prodTagProductNotFound: /*i18n*/ {
    id: 'error.prodTag.productNotFound',
    message: 'Product {prodId} does not exist: please remove it from the section',
  },
  prodTagNotFound: /*i18n*/ { id: 'error.prodTag.notFound', message: 'The home section does not exist' },
  prodTagTooMany: /*i18n*/ {
    id: 'error.prodTag.tooMany',
    message: 'The home page takes at most {max} sections: please delete one first',
  },
  // --- The platform's category tree (issue 18, categories) ---------------------------------------------
  categoryNameInvalid: /*i18n*/ {
    id: 'rule.category.name',
    message: 'Please enter the category name in Chinese and English, at most 50 characters each',
  },
  categoryPicInvalid: /*i18n*/ {
    id: 'rule.category.pic',
    message: 'Please upload the category picture again',
  },
  categoryIconInvalid: /*i18n*/ {
    id: 'rule.category.icon',
    message: 'Please upload the category icon again',
  },
  categoryNotFound: /*i18n*/ { id: 'error.category.notFound', message: 'The category does not exist' },
  categoryParentNotFound: /*i18n*/ {
    id: 'error.category.parentNotFound',
    message: 'The parent category does not exist',
  },
  categoryLevelInvalid: /*i18n*/ {
    id: 'error.category.level',
    message:
      'The category tree has three levels: a category goes at the top or under a first- or second-level category, never under itself or its own subcategories',
  },
  categoryProductsLevel: /*i18n*/ {
    id: 'error.category.productsLevel',
    message: 'Products sit on third-level categories: a category with products must stay at the third level',
  },
  categorySortInvalid: /*i18n*/ {
    id: 'rule.category.sort',
    message: 'Please list every subcategory of the parent category exactly once',
  },
  categoryHasChildren: /*i18n*/ {
    id: 'error.category.hasChildren',
    message: 'The category has subcategories: delete or move them first',
  },
  categoryHasProducts: /*i18n*/ {
    id: 'error.category.hasProducts',
    message: 'The category has products: move them to another category first',
  },
} satisfies Record<string, MessageDescriptor>;

export type MessageKey = keyof typeof messages;

/** Every message by its id. */
export const messageById: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(messages).map((d) => [d.id, d]),
);

/** The descriptor of a message id, or undefined for an id that is not ours. */
export function messageOf(id: string): MessageDescriptor | undefined {
  return messageById.get(id);
}

export function isMessageId(id: unknown): id is string {
  return typeof id === 'string' && messageById.has(id);
}

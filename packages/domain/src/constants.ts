// Business constants and limits of spec section 9 (and the ones the issues fix where the spec is silent).
// One place: the client forms, the server and the tests read them from here.

/** Inactivity after which analytics starts a new session id and resets step to 0. */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;
/** A loading indicator appears only after this delay, so fast answers never flash a spinner. */
export const FETCH_MIN_DELAY_MS = 200;
/** Inputs that query as you type wait this long after the last keystroke. */
export const DEBOUNCE_MS = 200;
/** After an SMS code is requested the send button counts down this many seconds. */
export const SMS_RESEND_SECONDS = 60;
/** An SMS code stays valid this long (server). */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong tries before an SMS code is burnt (server). */
export const SMS_CODE_MAX_TRIES = 5;
/** Texts per mobile in a day (24 hours from the first), all purposes together (server; decisions/0031). */
export const SMS_DAILY_MAX_PER_MOBILE = 10;
/** Code checks (login by code, registration step 2, password reset) per mobile in SMS_CHECK_WINDOW_MS. */
export const SMS_CHECKS_PER_MOBILE = 10;
/** Code checks per client address in SMS_CHECK_WINDOW_MS, whatever the mobile. */
export const SMS_CHECKS_PER_ADDRESS = 100;
/** The window of the code-check throttles: one hour. */
export const SMS_CHECK_WINDOW_MS = 60 * 60 * 1000;
/** How long the "product name cannot be empty" search message stays. */
export const SEARCH_ERROR_MS = 1000;
/** Seconds before the automatic redirect after registration and after a password change. */
export const REDIRECT_COUNTDOWN_SECONDS = 3;

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 16;
export const PHONE_LENGTH = 11;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const STORE_PASSWORD_MIN = 6;
export const STORE_PASSWORD_MAX = 12;
export const NICKNAME_MAX = 15;

export const COMMENT_MAX_CHARS = 150;
export const COMMENT_MAX_IMAGES = 9;
export const REFUND_MAX_VOUCHERS = 5;
export const REFUND_NOTE_MAX = 200;
export const STORE_NAME_MAX = 20;
export const STORE_DESCRIPTION_MIN = 10;
export const STORE_DESCRIPTION_MAX = 200;
export const ADDRESS_DETAIL_MIN = 5;
/** The spec leaves the limit open; 20 is what the large Chinese malls allow (docs/decisions). */
export const ADDRESS_MAX_COUNT = 20;

/** Uploaded images: at most 2 MB, and one of these formats (checked by content on the server). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The largest invoice document (a PDF) a merchant may upload. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Points are credited in multiples of this and expire within a year of being earned. */
export const POINTS_STEP = 10;
export const POINTS_VALIDITY_DAYS = 365;
/** Points exchange rate: this many points are worth ¥1 (so 1 point = 1 cent at 100). */
export const POINTS_PER_YUAN = 100;
/** Points earned when an order completes: this many per whole yuan of its actual total (decisions/0019). */
export const POINTS_EARNED_PER_YUAN = 1;
/** A shipped order is confirmed received automatically this many days after shipping (MALL_AUTO_RECEIPT_DAYS). */
export const AUTO_RECEIPT_DAYS = 10;
/** Points may pay at most this percentage of an order's goods amount after coupons (not freight). */
export const POINTS_MAX_PERCENT = 50;

/** The message to the merchant at submit: at most this many characters (decisions/0013). */
export const ORDER_REMARKS_MAX = 100;
/** A confirmed settlement (its uuid) can be submitted for this long. */
export const SETTLEMENT_TTL_MS = 30 * 60 * 1000;
/** An order left unpaid this many minutes after it was submitted is cancelled (server `MALL_ORDER_PAY_MINUTES`). */
export const ORDER_PAY_MINUTES = 30;

/**
 * Returns without a reason are accepted within this many days of receipt; a refund-only request made
 * later than this after receipt is never accepted by the merchant's time-out (decisions/0033).
 */
export const NO_REASON_RETURN_DAYS = 7;

/**
 * At most this many units of one SKU in a cart line, a "buy now" and a line of a submitted order (the
 * cart's quantity stepper stops here too; decisions/0033).
 */
export const LINE_UNITS_MAX = 200;
/** A flash sale's hidden order path (GET /p/seckill/orderPath) is valid this long (decisions/0042). */
export const SECKILL_PATH_TTL_MS = 5 * 60 * 1000;
/**
 * A flash-sale order left unpaid this many minutes after submit is cancelled and its units go back to the
 * activity (server `MALL_SECKILL_PAY_MINUTES`; decisions/0042): short, so unpaid units return to sale.
 */
export const SECKILL_PAY_MINUTES = 5;
/** A shopper may hold at most this many orders pending payment; submit refuses beyond (decisions/0033). */
export const UNPAID_ORDERS_MAX = 10;
/** Customer service hours: 7 days a week, 8 hours a day. */
export const SERVICE_HOURS = '7*8';

/** Display timings. */
export const NOTICE_TICKER_SPEED_MS = 800;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
/** A page whose script chunk failed to load reloads at most once in this interval. */
export const CHUNK_RELOAD_INTERVAL_MS = 60 * 1000;

/** Payment methods of section 9 and their contract payType codes. */
export const PayType = {
  points: 0,
  alipay: 2,
  wechat: 3,
  balance: 9,
  paypal: 10,
} as const;
export type PayType = (typeof PayType)[keyof typeof PayType];

/** Delivery types of section 9. */
export const DeliveryType = { express: 1, pickup: 2, sameCity: 3, none: 4 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];

/** Client system types of the pay call. */
export const SystemType = { pc: 1, h5: 2 } as const;

/**
 * Paging of the contract: `current` from 1 to PAGE_CURRENT_MAX, `size` 10 by default and at most 100
 * (a larger size is read as 100). A page number beyond PAGE_CURRENT_MAX is refused with a 400
 * (`rule.query.pageTooDeep`): an OFFSET of (current - 1) x size rows is scanned and thrown away, so the
 * cap bounds the work a single request can ask of the database (at most 99,900 rows skipped).
 */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
export const PAGE_CURRENT_MAX = 1000;

/** Products one coupon may name (the merchant's and the platform's; none: all products). */
export const COUPON_PRODS_MAX = 500;

// What the journeys share: a Chromium page that records console errors, the mall's address, signed API
// calls for set-up (the same signature the storefront sends), the development SMS outbox, the shoppers'
// wallets and the demo merchants' sign-in.
import { constants, publicEncrypt } from 'node:crypto';
import { expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { sign, type OrderDetail } from '@mall/domain';
import { chromePath } from '../scripts/chrome-path.mjs';

export const baseURL = () => inject('baseURL');

export const demoShoppers = {
  zh: { userName: 'demo', mobile: '13800000000', password: 'Demo@1234' },
  en: { userName: 'demo2', mobile: '13800000001', password: 'Demo@1234' },
} as const;

export const viewports = {
  pc: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;

let browser: Browser | undefined;

export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromePath() ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export interface ShopperPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far (a journey ends with none). */
  errors: string[];
}

export async function openPage(viewport: { width: number; height: number }): Promise<ShopperPage> {
  const context = await (await launch()).newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * A journey's end: no console error and no uncaught exception. The errors are joined into the one line a
 * failure's summary shows (`npm test` names each failed test with its message's first line).
 */
export function expectNoConsoleErrors(errors: string[]): void {
  expect(errors.join(' | '), 'console errors').toBe('');
}

/** A signed call to the API, as the storefront makes it; answers the parsed body (or throws with the text). */
export async function api<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    token,
    locale = 'zh',
  }: { method?: string; body?: unknown; token?: string; locale?: 'zh' | 'en' } = {},
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = { 'accept-language': locale };
  if (token) headers.authorization = `bearer ${token}`;
  if (method !== 'GET') {
    Object.assign(headers, sign({ body: text, origin: '', now: Date.now() }));
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseURL()}/api${path}`, { method, headers, ...(text ? { body: text } : {}) });
  const answer = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${answer}`);
  return (answer ? JSON.parse(answer) : undefined) as T;
}

/** The latest development SMS code sent to a mobile. */
export async function latestSmsCode(mobile: string): Promise<string> {
  const sms = await api<{ code: string }>(`/dev/sms/latest?mobile=${mobile}`);
  return sms.code;
}

const tokens = new Map<string, string>();

/**
 * Signs a shopper in through the API by SMS code (set-up only; the journeys log in through the page).
 * One token per mobile and test file: a second code within 60 s would be refused.
 */
export async function apiLogin(mobile: string): Promise<string> {
  const known = tokens.get(mobile);
  if (known) return known;
  await api('/sms/sendLoginCode', { method: 'POST', body: { mobile } });
  const code = await latestSmsCode(mobile);
  const result = await api<{ access_token: string }>('/login', {
    method: 'POST',
    body: { principal: mobile, credentials: code, appType: 1, loginType: 1 },
  });
  tokens.set(mobile, result.access_token);
  return result.access_token;
}

/** Empties a shopper's cart (so each journey starts from nothing). */
export async function emptyCart(token: string): Promise<void> {
  await api('/p/shopCart/deleteAll', { method: 'DELETE', token });
}

/** A password RSA-encrypted with the server's public key, as the storefront and the merchant CLI send it. */
async function encryptPassword(password: string): Promise<string> {
  const pem = await api<string>('/rsa/publicKey');
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

/**
 * Signs a shopper in through the API by password (set-up only). Unlike `apiLogin` it sends no SMS, so
 * two test files may sign the same shopper in within the SMS code's 60 s resend limit.
 */
export async function apiPasswordLogin(principal: string, password: string): Promise<string> {
  const result = await api<{ access_token: string }>('/login', {
    method: 'POST',
    body: { principal, credentials: await encryptPassword(password), appType: 1, loginType: 0 },
  });
  return result.access_token;
}

/** A shopper's wallet as the user info tells it: the balance in cents (exact) and the points. */
export interface Wallet {
  balanceCents: number;
  score: number;
}

export async function wallet(token: string): Promise<Wallet> {
  const info = await api<{ balance: number; score: number }>('/p/user/userInfo', { token });
  return { balanceCents: Math.round(info.balance * 100), score: info.score };
}

const merchantTokens = new Map<number, string>();

/**
 * Signs a demo merchant in through the merchant API (`shopN` / `Shop@1234` owns shop N, as the merchant
 * CLI does); one token per shop and test file, for `api(path, { token })` on the `/merchant/` routes.
 */
export async function merchantLogin(shopId: number): Promise<string> {
  const known = merchantTokens.get(shopId);
  if (known) return known;
  const answer = await api<{ access_token: string; shopId: number }>('/merchant/login', {
    method: 'POST',
    body: { username: `shop${shopId}`, password: await encryptPassword('Shop@1234') },
  });
  if (answer.shopId !== shopId) throw new Error(`shop${shopId} signed in to shop ${answer.shopId}`);
  merchantTokens.set(shopId, answer.access_token);
  return answer.access_token;
}

/** Signs a platform account in through the platform API (the demo's `admin` / `Admin@1234` by default). */
export async function platformLogin(username = 'admin', password = 'Admin@1234'): Promise<string> {
  const answer = await api<{ access_token: string }>('/platform/login', {
    method: 'POST',
    body: { username, password: await encryptPassword(password) },
  });
  return answer.access_token;
}

/** Signs a merchant account in by name and password (answers the token and the shop it owns). */
export async function merchantPasswordLogin(
  username: string,
  password: string,
): Promise<{ access_token: string; shopId: number }> {
  return api('/merchant/login', {
    method: 'POST',
    body: { username, password: await encryptPassword(password) },
  });
}

/** Wire yuan to cents. */
/** A real 1x1 PNG for the upload fields: the uploads check the content, not the name. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const cents = (yuan: number) => Math.round(yuan * 100);

/** A demo shopper signed in (by the token cookie) in a PC page, cart emptied; `close` checks no console error. */
export interface Shopper {
  token: string;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

export async function startShopper(who: 'zh' | 'en'): Promise<Shopper> {
  const account = demoShoppers[who];
  const token = await apiPasswordLogin(account.mobile, account.password);
  await emptyCart(token);
  const { context, page, errors } = await openPage(viewports.pc);
  await context.addCookies([{ name: 'token', value: token, url: baseURL() }]);
  return {
    token,
    page,
    errors,
    close: async () => {
      expectNoConsoleErrors(errors);
      await context.close();
    },
  };
}

/** Watches the page's answers from one API path; `latest()` is the last body seen. */
export function watch<T>(page: Page, path: string) {
  let latest: T | undefined;
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith(path) && response.ok())
      response.json().then(
        (body) => (latest = body as T),
        () => undefined,
      );
  };
  page.on('response', onResponse);
  return { latest: () => latest, stop: () => page.off('response', onResponse) };
}

const payLabels = {
  zh: { balance: /^余额/, pay: '立即支付', paid: '支付成功' },
  en: { balance: /^Balance/, pay: 'Pay now', paid: 'Payment successful' },
} as const;

/** Pays the order shown on the payment page with the balance; the wallet loses exactly what it asked. */
export async function payWithBalance(
  s: Shopper,
  orderNumber: string,
  locale: 'zh' | 'en' = 'zh',
): Promise<void> {
  const { page, token } = s;
  const labels = payLabels[locale];
  await page.waitForURL(/\/payment\?/);
  const info = await api<{ totalFee: number }>(
    `/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${orderNumber}`,
    { token },
  );
  const before = await wallet(token);
  await page.getByRole('radio', { name: labels.balance }).click();
  await page.getByRole('button', { name: labels.pay }).click();
  await page.getByRole('status').getByText(labels.paid).waitFor({ timeout: 15_000 });
  expect(await wallet(token)).toEqual({
    ...before,
    balanceCents: before.balanceCents - cents(info.totalFee),
  });
}

export const orderOf = (s: Shopper, orderNumber: string) =>
  api<OrderDetail>(`/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: s.token });

/** The first order number of the page's `orderNumbers` query. */
export const orderNumberInUrl = (page: Page) => {
  const url = new URL(page.url());
  return (url.searchParams.get('orderNumbers') ?? '').split(',')[0]!;
};

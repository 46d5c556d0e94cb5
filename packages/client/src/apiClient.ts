// The mall's HTTP client, one per app (docs/architecture.md, packages/client; docs/api.md). It adds the
// language, the bearer token on the paths that need it and the request signature of spec section 7 on
// every non-GET, and applies the error policy of spec section 8 (400 warning toast with the server's
// text, 500 server-trouble toast, 401 drops the token and asks for the login popup). A 401 speaks of the
// token its request was sent under: when the session has changed since (signed in again, another tab),
// the reply is stale and leaves the current session alone (decisions/0062). What it needs of an app's
// session (token, toast, show-login, translator, language) comes in as options.
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import { isSignedMethod, messages, sign, type Locale } from '@mall/domain';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 on this request removes the token but never opens the login popup. */
    dontShowLogin?: boolean;
    /** Failures of this request are the caller's alone: no toast, no login popup (background calls). */
    silent?: boolean;
    /** A refusal (400) of this request is shown by its page (e.g. in a form): no toast for it. */
    refusalShown?: boolean;
  }
}

export type NotifyType = 'warning' | 'error' | 'success' | 'info';

export interface ApiClientOptions {
  getLocale: () => Locale;
  getToken: () => string | undefined;
  clearToken: () => void;
  notify: (type: NotifyType, message: string) => void;
  onShowLogin: () => void;
  translate: (descriptor: MessageDescriptor) => string;
  /** Defaults to `import.meta.env.VITE_API_BASE` or '/api'. */
  baseURL?: string;
  /** The page origin for the signature; defaults to `window.location.origin` ('' outside a browser). */
  getOrigin?: () => string;
  /** The clock for the signature; defaults to Date.now. */
  now?: () => number;
  /** A transport for tests. */
  adapter?: AxiosAdapter;
}

/**
 * Paths (relative to the API base) that carry `Authorization: bearer <token>`. `/merchant/`: the merchant
 * centre's client, whose `getToken` answers the merchant token (the login itself needs none); `/platform/`
 * likewise the platform console's, with the platform token. The page log
 * (/flowAnalysisLog) carries it so that the server takes the user of a record from the token, not from
 * the body. The coupon centre's lists are public but answer the shopper's own claims (`receivedNum`)
 * when a token comes with them (a dead token there is no 401: the server answers as to a visitor).
 */
const AUTH_PREFIXES = [
  '/p/',
  '/user/registerOrBindUser',
  '/special/rights/read',
  '/flowAnalysisLog',
  '/merchant/',
  '/platform/',
  '/coupon/getCouponPage',
  '/coupon/listByProdId',
] as const;

/** The is-collection check answers 401 to visitors: silently, no popup. */
export const SILENT_401_PATH = '/p/user/collection/isCollection';

/** The request's path relative to the API base, without the query. */
export function requestPath(url: string | undefined, baseURL?: string): string {
  let path = url ?? '';
  if (baseURL && path.startsWith(baseURL)) path = path.slice(baseURL.length);
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
      if (baseURL && path.startsWith(baseURL)) path = path.slice(baseURL.length);
    } catch {
      // keep the text as it is
    }
  }
  const q = path.search(/[?#]/);
  if (q >= 0) path = path.slice(0, q);
  return path.startsWith('/') ? path : `/${path}`;
}

export function needsAuthorization(path: string): boolean {
  if (path === '/merchant/login' || path === '/platform/login') return false;
  return AUTH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The API base: `VITE_API_BASE`, or `/api` (the chat socket's URL starts from it too). */
export function defaultBaseURL(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env;
  return env?.VITE_API_BASE || '/api';
}

function defaultOrigin(): string {
  return typeof window !== 'undefined' && window.location ? window.location.origin : '';
}

/** Where a request records the session token current when it was sent (undefined: signed out). */
const SENT_UNDER = Symbol('mall.sentUnder');
type TrackedConfig = InternalAxiosRequestConfig & { [SENT_UNDER]?: { token: string | undefined } };

function isFormData(data: unknown): boolean {
  return typeof FormData !== 'undefined' && data instanceof FormData;
}

/** The response text of an error reply (plain text per docs/api.md). */
export function errorText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data === undefined || data === null) return '';
  // A refusal of a binary download (an invoice's PDF, asked as an ArrayBuffer) is still UTF-8 text.
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  try {
    return JSON.stringify(data);
  } catch {
    return String(data);
  }
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const baseURL = options.baseURL ?? defaultBaseURL();
  const getOrigin = options.getOrigin ?? defaultOrigin;
  const now = options.now ?? Date.now;

  const client = axios.create({
    baseURL,
    headers: { Accept: 'application/json' },
    // The body is serialized (and signed) in the request interceptor: send that exact text.
    transformRequest: [(data: unknown) => data],
    // Success replies are bare JSON; error replies are plain text and stay text.
    transformResponse: [
      function (this: unknown, data: unknown, _headers?: unknown, status?: number) {
        if (typeof data !== 'string' || (status !== undefined && status >= 300)) return data;
        if (data === '') return undefined;
        try {
          return JSON.parse(data) as unknown;
        } catch {
          return data;
        }
      },
    ],
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Accept-Language', options.getLocale());
    const path = requestPath(config.url, config.baseURL ?? baseURL);
    const token = options.getToken();
    (config as TrackedConfig)[SENT_UNDER] = { token };
    if (token && needsAuthorization(path)) headers.set('Authorization', `bearer ${token}`);
    else headers.delete('Authorization');

    const method = (config.method ?? 'get').toUpperCase();
    if (isSignedMethod(method)) {
      let body = '';
      if (isFormData(config.data)) {
        headers.delete('Content-Type'); // the browser adds the multipart boundary
      } else if (config.data instanceof URLSearchParams) {
        // Form-encoded (the recent-browse call): the exact text sent is signed.
        body = config.data.toString();
        config.data = body;
        headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
      } else if (config.data !== undefined) {
        // A string is taken as JSON text already serialized; anything else is serialized here.
        body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
        config.data = body;
        headers.set('Content-Type', 'application/json');
      }
      const signature = sign({ body, origin: getOrigin(), now: now() });
      for (const [name, value] of Object.entries(signature)) headers.set(name, value);
    }
    config.headers = headers;
    return config;
  });

  /** Whether the session token is still the one `config` was sent under (unrecorded: assume so). */
  const sameSession = (config: InternalAxiosRequestConfig): boolean => {
    const sent = (config as TrackedConfig)[SENT_UNDER];
    return !sent || sent.token === options.getToken();
  };

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response) {
      const { status, data } = error.response;
      const config = error.config;
      if (status === 401 && config && !sameSession(config)) {
        // Sent under an older session (or before a sign-in): the reply says nothing of the current one.
      } else if (config?.silent) {
        if (status === 401) options.clearToken();
      } else if (status === 400) {
        if (!config?.refusalShown) options.notify('warning', errorText(data));
      } else if (status === 401) {
        options.clearToken();
        const path = requestPath(config?.url, config?.baseURL ?? baseURL);
        if (!config?.dontShowLogin && path !== SILENT_401_PATH) options.onShowLogin();
      } else if (status >= 500) {
        options.notify('error', options.translate(messages.serverProblem));
      }
    }
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  });

  return client;
}

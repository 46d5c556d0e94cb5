// A transport for tests and stories: records each request and answers from a function (no network).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createApiClient, type ApiClientOptions } from './apiClient.ts';

export interface FakeReply {
  status: number;
  /** The raw response text, as the server sends it. */
  body: string;
  contentType?: string;
}

export function fakeServer(
  reply: (config: InternalAxiosRequestConfig) => FakeReply = () => ({ status: 200, body: 'true' }),
) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const r = reply(config);
    const response: AxiosResponse = {
      data: r.body,
      status: r.status,
      statusText: String(r.status),
      headers: new AxiosHeaders({
        'content-type': r.contentType ?? (r.status < 300 ? 'application/json' : 'text/plain; charset=utf-8'),
      }),
      config,
      request: {},
    };
    if (r.status >= 200 && r.status < 300) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(`status ${r.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response),
    );
  };
  return { adapter, requests };
}

/**
 * An API client over {@link fakeServer}: Chinese, signed out, message ids as texts, no toasts and no
 * login popup, unless `options` says otherwise.
 */
export function fakeApiClient(
  reply?: (config: InternalAxiosRequestConfig) => FakeReply,
  options: Partial<ApiClientOptions> = {},
) {
  const server = fakeServer(reply);
  const http = createApiClient({
    baseURL: '/api',
    getLocale: () => 'zh',
    getToken: () => undefined,
    clearToken: () => undefined,
    notify: () => undefined,
    onShowLogin: () => undefined,
    translate: (d) => d.id,
    getOrigin: () => '',
    adapter: server.adapter,
    ...options,
  });
  return { http, requests: server.requests };
}

// A transport for tests and stories: records each request and answers from a function (no network).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

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

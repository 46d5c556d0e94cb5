// The API client with every call of a page marked the same way, for the page that reports a failure
// itself: `silently` (no toast, no login popup: the flash-sale checkout, the store application, the
// consoles' login) and `refusalsInPlace` (a 400 is shown by the page, e.g. in its form; a 401 still
// signs out and a 5xx still toasts). One place, so every app marks its calls alike.
import type { AxiosInstance, AxiosRequestConfig } from 'axios';

/** `http` whose get, post, put and delete send `extra` with each request's own config. */
function marked(http: AxiosInstance, extra: AxiosRequestConfig): AxiosInstance {
  const out = Object.create(http) as AxiosInstance;
  out.get = ((url: string, config?: AxiosRequestConfig) =>
    http.get(url, { ...config, ...extra })) as AxiosInstance['get'];
  out.delete = ((url: string, config?: AxiosRequestConfig) =>
    http.delete(url, { ...config, ...extra })) as AxiosInstance['delete'];
  out.post = ((url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.post(url, data, { ...config, ...extra })) as AxiosInstance['post'];
  out.put = ((url: string, data?: unknown, config?: AxiosRequestConfig) =>
    http.put(url, data, { ...config, ...extra })) as AxiosInstance['put'];
  return out;
}

/** The same client whose calls are silent: the page shows every failure itself. */
export function silently(http: AxiosInstance): AxiosInstance {
  return marked(http, { silent: true });
}

/** The same client whose refusals (400) are the page's to show: no toast for them. */
export function refusalsInPlace(http: AxiosInstance): AxiosInstance {
  return marked(http, { refusalShown: true });
}

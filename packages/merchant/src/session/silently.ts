// The API client with its calls marked silent (no toast, no login page): for a page that shows a
// refusal in place itself (the login page). As the storefront's session/silently.ts.
import type { AxiosInstance } from 'axios';

/** The same client whose get, post and put are silent; the page shows their failures itself. */
export function silently(http: AxiosInstance): AxiosInstance {
  const quiet = Object.create(http) as AxiosInstance;
  quiet.get = ((url: string, config?: object) =>
    http.get(url, { ...config, silent: true })) as AxiosInstance['get'];
  quiet.post = ((url: string, data?: unknown, config?: object) =>
    http.post(url, data, { ...config, silent: true })) as AxiosInstance['post'];
  quiet.put = ((url: string, data?: unknown, config?: object) =>
    http.put(url, data, { ...config, silent: true })) as AxiosInstance['put'];
  return quiet;
}

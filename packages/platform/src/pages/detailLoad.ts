// How a detail page's load failed, one rule for every detail of the console (decisions/0110): a target
// the server does not have (its 404, decisions/0105) is "not found", with a way back to its list and no
// retry, since asking again cannot find it; any other failure is the load error with a retry. Data
// already here wins over a later failure (a failed revalidation keeps the detail).
import { isAxiosError } from 'axios';

/** The screen's `notFound` and `error` of a detail's query. */
export function detailLoadOf(query: { data?: unknown; error?: unknown }): {
  notFound: boolean;
  error: boolean;
} {
  if (query.data !== undefined || query.error === undefined) return { notFound: false, error: false };
  const notFound = isAxiosError(query.error) && query.error.response?.status === 404;
  return { notFound, error: !notFound };
}

// The search box's rule (spec section 5): the term is trimmed and must not be empty. Plain code, no zod,
// so that the site header and the home page's search (in the storefront's first download) check it
// without the schema library; `searchTermSchema` (rules.ts) applies the same function.
import type { MessageDescriptor } from '@lingui/core';
import { messages } from './messages.ts';

export type SearchTermCheck =
  { term: string; error?: undefined } | { term?: undefined; error: MessageDescriptor };

/** The trimmed term, or the message to show when nothing is left of it. */
export function checkSearchTerm(raw: string): SearchTermCheck {
  const term = raw.trim();
  return term === '' ? { error: messages.searchEmpty } : { term };
}

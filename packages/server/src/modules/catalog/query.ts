// Query-string parsing for the catalogue's public routes: every parameter arrives as text, and every
// malformed value is a 400 with one of the domain's `rule.query.*` messages (never a 500).
import { z } from 'zod';
import { messages, type Locale } from '@mall/domain';
import { blankToUndefined } from '../../plugins/paging.ts';

/** A positive database id (at most 9 digits, inside PostgreSQL's integer). */
export function idText(message: { id: string } = messages.queryIdInvalid) {
  return z
    .string({ error: message.id })
    .regex(/^0*[1-9]\d{0,8}$/, { error: message.id })
    .transform(Number);
}

/** A required id parameter. */
export const requiredId = idText();
/** An optional id parameter ('' counts as absent). */
export const optionalId = z.preprocess(blankToUndefined, idText().optional());

/** Optional free text (a search word), trimmed; '' and blanks count as absent. */
export const searchText = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z
    .string({ error: messages.queryTextTooLong.id })
    .max(100, { error: messages.queryTextTooLong.id })
    .optional(),
);

/** A choice among small integers given as text ('0', '1', ...), with a default. */
export function choice<const T extends readonly number[]>(
  values: T,
  fallback: T[number],
  message: { id: string },
) {
  const texts = values.map(String) as [string, ...string[]];
  return z
    .preprocess(blankToUndefined, z.enum(texts, { error: message.id }).optional())
    .transform((text) => (text === undefined ? fallback : (Number(text) as T[number])));
}

/** The text of the request's language among a bilingual pair. */
export function localized(locale: Locale, zh: string, en: string): string {
  return locale === 'en' ? en || zh : zh || en;
}

/** An ILIKE pattern that finds `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether the search index can narrow a search for `text` (mirrors `mall_term_grams` of
 * drizzle/0012_search_index.sql): two characters side by side that are not blanks, or one character
 * beyond ASCII. A single ASCII letter has no key, and the search scans.
 */
export function termHasGrams(text: string): boolean {
  const chars = [...text];
  if (chars.length === 1) return text.codePointAt(0)! > 0x7f && !/\s/.test(text);
  return chars.some((c, i) => i > 0 && !/\s/.test(c) && !/\s/.test(chars[i - 1]!));
}

/**
 * Whether holding the term's keys is the whole match: two characters without a blank (the one bigram),
 * or one character beyond ASCII. `mall_name_grams` lower-cases with lower(), as ILIKE does, and leaves
 * out the pairs with a blank, so no pair spans the two names: the key is in the set exactly when one of
 * the names contains the term, ILIKE's answer.
 */
export function termGramsDecide(text: string): boolean {
  const chars = [...text];
  if (chars.some((c) => /\s/.test(c))) return false;
  return chars.length === 2 || (chars.length === 1 && text.codePointAt(0)! > 0x7f);
}

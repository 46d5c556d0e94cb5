// Query-string parsing for the catalogue's public routes: every parameter arrives as text, and every
// malformed value is a 400 with one of the domain's `rule.query.*` messages (never a 500).
import type { Locale } from '@mall/domain';

// The query parameter schemas live in domain (contract/page.ts).
export { choice, idText, optionalId, requiredId, searchText } from '@mall/domain';

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

// The catalogue's search: whether the trigram index can narrow a term (the query parameters' schemas
// are the domain's contract, the shared text helpers in src/lib/text.ts).
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

// Text helpers every module shares: the request language's text of a bilingual pair, and a LIKE pattern.
import type { Locale } from '@mall/domain';

/** The text of the request's language among a bilingual pair. */
export function localized(locale: Locale, zh: string, en: string): string {
  return locale === 'en' ? en || zh : zh || en;
}

/** An ILIKE pattern that finds `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The languages of the mall (spec section 9): Chinese is the default, English the other. */
export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language of a request from its Accept-Language header: `en`, `en-US` and the like mean English,
 * anything else (including no header) Chinese.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}

/**
 * A page address's `?lang=` (spec section 2): absent is fine; when present every value must be en or zh,
 * anything else is a 404. A repeated `lang` counts in full (`?lang=zh&lang=xx` is a 404), so the server's
 * status and the browser's page agree. `search` is the query text, with or without its `?`.
 */
export function langQueryIsValid(search: string): boolean {
  const values = queryValues(search, 'lang');
  return values.every((lang) => isLocale(lang));
}

/** Every value of a query parameter, decoded as URLSearchParams decodes them (`+` is a space). */
export function queryValues(search: string, name: string): string[] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const values: string[] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodeQueryText(eq < 0 ? part : part.slice(0, eq));
    if (key === name) values.push(eq < 0 ? '' : decodeQueryText(part.slice(eq + 1)));
  }
  return values;
}

function decodeQueryText(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

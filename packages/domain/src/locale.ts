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

// The merchant centre's language: the one chosen last (kept in localStorage), else Chinese, the mall's
// default. The centre's addresses carry no language (it is not indexed; decisions/0062).
import { defaultLocale, isLocale, type Locale } from '@mall/domain';

export const MERCHANT_LOCALE_KEY = 'mall.merchant.locale';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The language kept, or the default. */
export function storedLocale(storage: Storage | undefined = browserStorage()): Locale {
  try {
    const value = storage?.getItem(MERCHANT_LOCALE_KEY);
    return value && isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** Keeps the language chosen. */
export function keepLocale(locale: Locale, storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(MERCHANT_LOCALE_KEY, locale);
  } catch {
    // not kept: this page still switches
  }
}

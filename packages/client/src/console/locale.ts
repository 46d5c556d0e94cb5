// A console's language: the one chosen last (kept in localStorage under the console's key), else
// Chinese, the mall's default. A console's addresses carry no language (it is not indexed; decisions/0062).
import { defaultLocale, isLocale, type Locale } from '@mall/domain';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export interface LocaleStore {
  /** The language kept, or the default. */
  stored(storage?: Storage): Locale;
  /** Keeps the language chosen. */
  keep(locale: Locale, storage?: Storage): void;
}

/** The language store of a console under the localStorage `key`. */
export function createLocaleStore(key: string): LocaleStore {
  return {
    stored: (storage = browserStorage()) => storedLocale(key, storage),
    keep: (locale, storage = browserStorage()) => keepLocale(key, locale, storage),
  };
}

function storedLocale(key: string, storage: Storage | undefined): Locale {
  try {
    const value = storage?.getItem(key);
    return value && isLocale(value) ? value : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

function keepLocale(key: string, locale: Locale, storage: Storage | undefined): void {
  try {
    storage?.setItem(key, locale);
  } catch {
    // not kept: this page still switches
  }
}

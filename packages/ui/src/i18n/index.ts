// Translation runtime of the design system. Catalogs sit beside what they translate (one per component
// folder, plus domain's rule and server messages); this module merges them for a locale and activates it.
import { i18n, type Messages } from '@lingui/core';
import { isLocale, defaultLocale, type Locale } from '@mall/domain';

type CatalogModule = { messages: Messages };
type Loader = () => Promise<CatalogModule>;

// One module per locale with all of its catalogs (see catalogs.zh.ts), loaded only for that locale.
const loaders: Record<Locale, Loader> = {
  zh: () => import('./catalogs.zh.ts'),
  en: () => import('./catalogs.en.ts'),
};

/** Loads every ui and domain catalog of a locale (and any extra catalogs, such as the app's) into one. */
export async function loadMessages(locale: Locale, extra: Loader[] = []): Promise<Messages> {
  const modules = await Promise.all([loaders[locale], ...extra].map((load) => load()));
  return Object.assign({}, ...modules.map((m) => m.messages));
}

/** Loads and activates a locale on the shared i18n instance; unknown values fall back to the default. */
export async function activateLocale(locale: string, extra: Loader[] = []): Promise<Locale> {
  const chosen: Locale = isLocale(locale) ? locale : defaultLocale;
  if (i18n.locale !== chosen || !i18n.messages || Object.keys(i18n.messages).length === 0) {
    i18n.load(chosen, await loadMessages(chosen, extra));
    i18n.activate(chosen);
  }
  return chosen;
}

export { i18n };
export type { Locale };

// Switching the console's language in place: the catalogs of the other language are loaded and
// activated (the I18nProvider re-renders every screen), the page's lang follows, and the choice is kept.
import type { Messages } from '@lingui/core';
import type { Locale } from '@mall/domain';
import { activateLocale } from '@mall/ui/i18n';
import { consoleCatalogs } from '@mall/ui/i18n/console';
import { keepLocale } from './session.ts';

const appCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('./locales/zh.po'),
  en: () => import('./locales/en.po'),
};

/** Loads and activates every catalog the console needs for `locale`; sets the page's language. */
export async function applyLanguage(locale: Locale): Promise<Locale> {
  const chosen = await activateLocale(locale, [appCatalogs[locale], consoleCatalogs[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = chosen === 'zh' ? 'zh-CN' : 'en';
  return chosen;
}

/** The person chose `locale`: kept for the next visit and activated now. */
export async function switchLanguage(locale: Locale): Promise<void> {
  keepLocale(locale);
  await applyLanguage(locale);
}

// The consoles' catalogs (the console tier and the merchant centre's screens), apart from the
// storefront's (catalogs.<locale>.ts), so that the storefront never downloads them. An app of a console
// passes `consoleCatalogs[locale]` to `activateLocale` beside its own catalog.
import type { Messages } from '@lingui/core';
import type { Locale } from '@mall/domain';

export const consoleCatalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('./console.zh.ts'),
  en: () => import('./console.en.ts'),
};

// The consoles' catalogs of English in one module: the console tier (console/), the merchant centre's
// screens (screens/merchant/) and the platform console's (screens/platform/). Loaded by the merchant centre and the stories, never by the storefront.
import type { Messages } from '@lingui/core';

const catalogs = import.meta.glob<{ messages: Messages }>(
  [
    '../console/**/locales/en.po',
    '../screens/merchant/**/locales/en.po',
    '../screens/platform/**/locales/en.po',
  ],
  { eager: true },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogs).map((m) => m.messages));

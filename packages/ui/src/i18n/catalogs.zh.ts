// Every ui (but the consoles') and domain catalog of Chinese in one module: a page loads its language in one request rather
// than one small request per component folder (docs/performance.md, "Web").
import type { Messages } from '@lingui/core';
import { messages as domain } from '@mall/domain/locales/zh.po';

// The consoles' parts and the merchant centre's screens are not the storefront's: console.ts loads them.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../**/locales/zh.po', '!../console/**', '!../screens/merchant/**'],
  { eager: true },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogs).map((m) => m.messages),
  domain,
);

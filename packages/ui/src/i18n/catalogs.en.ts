// Every ui and domain catalog of English in one module: a page loads its language in one request rather
// than one small request per component folder (docs/performance.md, "Web").
import type { Messages } from '@lingui/core';
import { messages as domain } from '@mall/domain/locales/en.po';

const catalogs = import.meta.glob<{ messages: Messages }>('../**/locales/en.po', { eager: true });

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogs).map((m) => m.messages),
  domain,
);

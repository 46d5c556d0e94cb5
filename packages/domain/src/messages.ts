// Rule and server messages as plain Lingui message descriptors (no macros, so they run in Node and the
// browser alike). The `/*i18n*/` mark makes `lingui extract` put them in packages/domain/src/locales;
// ui, app and server translate them from the same compiled catalogs with `i18n._(descriptor)`.
import type { MessageDescriptor } from '@lingui/core';

export const messages = {
  phoneInvalid: /*i18n*/ { id: 'rule.phone.invalid', message: 'Malformed phone number' },
} satisfies Record<string, MessageDescriptor>;

export type MessageKey = keyof typeof messages;

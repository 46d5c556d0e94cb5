// Translation of domain message descriptors in Node, from the compiled catalogs that
// `npm run i18n:compile` writes (packages/domain/src/locales/{zh,en}.ts, git-ignored).
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import type { Locale } from '@mall/domain';
import { messages as zh } from '@mall/domain/locales/zh.ts';
import { messages as en } from '@mall/domain/locales/en.ts';

const i18ns: Record<Locale, I18n> = {
  zh: setupI18n({ locale: 'zh', messages: { zh } }),
  en: setupI18n({ locale: 'en', messages: { en } }),
};

/** The text of a descriptor (or a catalog id) in a locale. An unknown id falls back to its source text. */
export function translate(
  locale: Locale,
  descriptor: MessageDescriptor | string,
  values?: Record<string, unknown>,
): string {
  const i18n = i18ns[locale];
  return typeof descriptor === 'string' ? i18n._(descriptor, values) : i18n._({ ...descriptor, values });
}

/** Whether a catalog has a message of this id (zod issues of the domain rules carry ids). */
export function hasMessage(id: string): boolean {
  return id in i18ns.en.messages;
}

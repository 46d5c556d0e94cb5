// The PC web config of spec section 3 (GET /webConfig/getPcWebConfig), as the layout components read it.
// Every field is optional: the config loads after the first paint and may lack any of them.
import type { Locale, PcWebConfig as WirePcWebConfig } from '@mall/domain';

export type PcWebConfig = Partial<WirePcWebConfig>;

type LocalizedKey = 'pcWelcome' | 'pcCompanyName' | 'pcCompanyInfo' | 'pcCopyright';

/**
 * The Chinese (`…Cn`) or English (`…En`) value of a config field for a locale. An empty value falls back to
 * the other language, so an English page never shows a blank where only the Chinese text was configured.
 */
export function localizedConfig(
  config: PcWebConfig | null | undefined,
  key: LocalizedKey,
  locale: Locale,
): string {
  const cn = config?.[`${key}Cn`]?.trim() ?? '';
  const en = config?.[`${key}En`]?.trim() ?? '';
  return locale === 'en' ? en || cn : cn || en;
}

/** A path builder: the app passes one that adds the `/en` prefix; the default keeps the path as it is. */
export type HrefBuilder = (path: string) => string;
export const identityHref: HrefBuilder = (path) => path;

// The document title is the mall's name in the page's language; the favicon is `pcTitleImg` (spec 4).
import { useEffect } from 'react';
import type { Locale } from '@mall/domain';
import type { PcWebConfig } from '@mall/client';

export function siteTitle(config: Pick<PcWebConfig, 'pcCompanyNameCn' | 'pcCompanyNameEn'>, locale: Locale) {
  const title = locale === 'en' ? config.pcCompanyNameEn || config.pcCompanyNameCn : config.pcCompanyNameCn;
  return title || undefined;
}

/**
 * Sets the title and the favicon link of `doc` (created when missing). `keepTitle`: the page came with
 * its own title from the server (decisions/0038, its product's or store's name), kept until the shopper
 * moves on.
 */
export function applySiteHead(
  config: PcWebConfig,
  locale: Locale,
  doc: Document = document,
  keepTitle = false,
): void {
  const title = siteTitle(config, locale);
  if (title && !keepTitle) doc.title = title;
  if (config.pcTitleImg) {
    let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = doc.createElement('link');
      link.rel = 'icon';
      doc.head.appendChild(link);
    }
    link.href = config.pcTitleImg;
  }
}

export function useSiteHead(config: PcWebConfig | undefined, locale: Locale, keepTitle = false): void {
  useEffect(() => {
    if (config) applySiteHead(config, locale, document, keepTitle);
  }, [config, keepTitle, locale]);
}

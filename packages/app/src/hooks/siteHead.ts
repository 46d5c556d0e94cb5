// The document title is the mall's name in the page's language; the favicon is `pcTitleImg` (spec 4).
import { useEffect } from 'react';
import type { Locale } from '@mall/domain';
import type { PcWebConfig } from '@mall/client';

export function siteTitle(config: Pick<PcWebConfig, 'pcCompanyNameCn' | 'pcCompanyNameEn'>, locale: Locale) {
  const title = locale === 'en' ? config.pcCompanyNameEn || config.pcCompanyNameCn : config.pcCompanyNameCn;
  return title || undefined;
}

/** Sets the title and the favicon link of `doc` (created when missing). */
export function applySiteHead(config: PcWebConfig, locale: Locale, doc: Document = document): void {
  const title = siteTitle(config, locale);
  if (title) doc.title = title;
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

export function useSiteHead(config: PcWebConfig | undefined, locale: Locale): void {
  useEffect(() => {
    if (config) applySiteHead(config, locale);
  }, [config, locale]);
}

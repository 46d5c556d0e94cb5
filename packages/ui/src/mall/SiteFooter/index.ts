export { SiteFooter, type SiteFooterProps } from './SiteFooter.tsx';
export { localizedConfig, identityHref, type PcWebConfig, type HrefBuilder } from './siteConfig.ts';

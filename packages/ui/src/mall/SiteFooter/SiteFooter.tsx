import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  paths,
  NO_REASON_RETURN_DAYS,
  SERVICE_HOURS,
  isLocale,
  defaultLocale,
  type Locale,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { identityHref, localizedConfig, type HrefBuilder, type PcWebConfig } from './siteConfig.ts';
import { HeadsetIcon, LockIcon, ReturnIcon, ShieldIcon } from '../../icons/index.tsx';

export interface SiteFooterProps extends HTMLAttributes<HTMLElement> {
  /** The PC web config; company name, info and copyright are read in the page's language. */
  config?: PcWebConfig | null;
  /** Language of the config texts; defaults to the active catalog's. */
  locale?: Locale;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
}

/** The site footer: service promises, terms and privacy links, company name and info, copyright. */
export function SiteFooter({ config, locale, href = identityHref, className, ...props }: SiteFooterProps) {
  const { t, i18n } = useLingui();
  const lang: Locale = locale ?? (isLocale(i18n.locale) ? i18n.locale : defaultLocale);
  const companyName = localizedConfig(config, 'pcCompanyName', lang);
  const companyInfo = localizedConfig(config, 'pcCompanyInfo', lang);
  const copyright = localizedConfig(config, 'pcCopyright', lang);
  const days = NO_REASON_RETURN_DAYS;
  const hours = SERVICE_HOURS;

  const promises: { icon: ReactNode; label: string }[] = [
    { icon: <ShieldIcon className="size-4.5 md:size-5" />, label: t`Genuine guarantee` },
    { icon: <ReturnIcon className="size-4.5 md:size-5" />, label: t`${days}-day no-reason returns` },
    { icon: <HeadsetIcon className="size-4.5 md:size-5" />, label: t`Customer service ${hours} hours` },
    { icon: <LockIcon className="size-4.5 md:size-5" />, label: t`Secure payment` },
  ];

  return (
    <footer
      className={cn('border-t border-neutral-200 bg-neutral-50 text-neutral-600', className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl px-4">
        <ul
          aria-label={t`Service promises`}
          className="grid grid-cols-2 gap-3 border-b border-neutral-200 py-4 md:grid-cols-4 md:gap-6 md:py-6"
        >
          {promises.map((promise) => (
            <li key={promise.label} className="flex items-center gap-2 md:justify-center">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand md:size-10">
                {promise.icon}
              </span>
              <span className="text-sm font-medium text-neutral-800 md:text-base">{promise.label}</span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-2 py-4 text-center md:py-6">
          <ul aria-label={t`Site information`} className="flex items-center gap-4 text-sm">
            <li>
              <a
                className="text-neutral-700 hover:text-brand-hover hover:underline"
                href={href(paths.terms('terms'))}
              >
                <Trans>Terms of service</Trans>
              </a>
            </li>
            <li className="border-l border-neutral-300 pl-4">
              <a
                className="text-neutral-700 hover:text-brand-hover hover:underline"
                href={href(paths.terms('privacy'))}
              >
                <Trans>Privacy policy</Trans>
              </a>
            </li>
          </ul>
          {companyName ? <p className="m-0 text-base font-medium text-neutral-800">{companyName}</p> : null}
          {companyInfo ? (
            <p className="m-0 text-xs whitespace-pre-line text-neutral-600">{companyInfo}</p>
          ) : null}
          {copyright ? <p className="m-0 text-xs text-neutral-600">{copyright}</p> : null}
        </div>
      </div>
    </footer>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserCenterChild } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { ChevronLeftIcon } from '../../icons/index.tsx';
import { identityHref, type HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { menuChildOf, userCenterMenu, userCenterPageName, userCenterPath } from './userCenterMenu.ts';

export interface UserCenterLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The child page shown (the empty string is the centre's main page); its menu entry is marked. */
  current: UserCenterChild;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the layout's links, with the built address: the app routes. */
  onNavigate?: (to: string) => void;
  /** The child page. */
  children?: ReactNode;
}

/**
 * The frame of every user-centre page: on PC a side menu of the child pages in four groups (orders,
 * account, assets, store) with the current one marked; on a phone a compact header with a back link
 * (to the centre from a child page, home from the centre) and the page's name.
 */
export function UserCenterLayout({
  current,
  href = identityHref,
  onNavigate,
  children,
  className,
  ...rest
}: UserCenterLayoutProps) {
  const { t, i18n } = useLingui();
  const marked = menuChildOf(current);
  const backTo = current === '' ? '/' : userCenterPath('');
  const linkClass = (active: boolean) =>
    cn(
      'block rounded px-3 py-1.5 text-sm',
      active
        ? 'bg-brand-soft font-medium text-brand-hover'
        : 'text-neutral-700 hover:bg-neutral-100 hover:text-brand-hover',
    );
  return (
    <div
      className={cn('mx-auto w-full max-w-6xl md:flex md:gap-6 md:px-4 md:py-6', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...rest}
    >
      <header className="flex h-12 items-center gap-2 border-b border-neutral-200 bg-white px-2 md:hidden">
        <a
          href={href(backTo)}
          aria-label={current === '' ? t`Back to home` : t`Back to personal center`}
          className="inline-flex size-9 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100"
        >
          <ChevronLeftIcon className="size-5" />
        </a>
        <p className="flex-1 truncate pr-11 text-center text-base font-medium text-neutral-900">
          {i18n._(userCenterPageName(current))}
        </p>
      </header>
      <nav
        aria-label={t`Personal center`}
        className="hidden w-48 shrink-0 self-start rounded bg-white p-3 shadow md:block"
      >
        <a
          href={href(userCenterPath(''))}
          aria-current={current === '' ? 'page' : undefined}
          className={cn(linkClass(current === ''), 'mb-2 text-base font-semibold')}
        >
          <Trans>Personal center</Trans>
        </a>
        {userCenterMenu.map((group) => (
          <div key={group.key} className="border-t border-neutral-100 py-2">
            <p id={`uc-menu-${group.key}`} className="px-3 pb-1 text-xs font-medium text-neutral-600">
              {i18n._(group.title)}
            </p>
            <ul aria-labelledby={`uc-menu-${group.key}`}>
              {group.items.map((item) => {
                const active = item.child === marked;
                return (
                  <li key={item.child}>
                    <a
                      href={href(userCenterPath(item.child))}
                      aria-current={active ? 'page' : undefined}
                      className={linkClass(active)}
                    >
                      {i18n._(item.label)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

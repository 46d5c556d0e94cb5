import {
  lazy,
  startTransition,
  Suspense,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type Locale } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import {
  identityHref,
  localizedConfig,
  type HrefBuilder,
  type PcWebConfig,
} from '../SiteFooter/siteConfig.ts';
import { ChevronIcon, userMenuTriggerClass } from './menuTrigger.tsx';
import { CartIcon, ChatIcon, HomeIcon, OrderIcon, UserIcon } from '../../icons/index.tsx';

/** Where the top bar's links lead; the app decides (a visitor gets the login popup for most of them). */
export type TopBarTarget = 'home' | 'orders' | 'userCenter' | 'messages' | 'cart' | 'collection' | 'coupons';

/** The address of each target, so links also work when opened in a new tab. */
export const topBarPaths: Record<TopBarTarget, string> = {
  home: paths.home(),
  orders: paths.userCenter('uc-order'),
  userCenter: paths.userCenter(),
  messages: paths.chat(),
  cart: paths.cart(),
  collection: paths.userCenter('uc-collection'),
  coupons: paths.userCenter('uc-coupons'),
};

export interface TopBarUser {
  nickName: string;
}

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** The PC web config; the welcome text is `pcWelcomeCn` or `pcWelcomeEn` by locale. */
  config?: PcWebConfig | null;
  /** The signed-in member, or null for a visitor. */
  user: TopBarUser | null;
  /** Items in the cart; shown only to a signed-in member (spec section 4). */
  cartCount?: number;
  /** Unread customer-service messages (every conversation); shown only to a signed-in member. */
  chatUnread?: number;
  /** The page's language: picks the welcome text and marks the language switch. */
  locale: Locale;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  onLogin?: () => void;
  onLogout?: () => void;
  /** A link was followed with a plain click; the app routes (or shows the login popup). */
  onNavigate?: (target: TopBarTarget) => void;
  /** The shopper chose the other language. */
  onSwitchLocale?: (locale: Locale) => void;
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const itemText = 'text-neutral-600 hover:text-brand-hover';

/**
 * The thin bar above the header: welcome text, log in or the member's menu (my collection, coupons, log
 * out), mall home, my orders, personal center, customer-service messages with the unread count, cart
 * with its count, and the zh/en switch. On a phone the links shrink to icons (their names stay for assistive tech) and the welcome text is dropped.
 */
export function TopBar({
  config,
  user,
  cartCount,
  chatUnread,
  locale,
  href = identityHref,
  onLogin,
  onLogout,
  onNavigate,
  onSwitchLocale,
  className,
  ...props
}: TopBarProps) {
  const { t } = useLingui();
  const welcome = localizedConfig(config, 'pcWelcome', locale);

  const link = (target: TopBarTarget, label: ReactNode, icon: ReactNode, iconAlways = false) => (
    <a
      href={href(topBarPaths[target])}
      className={cn('flex h-full items-center gap-1 px-1.5 md:px-0', itemText)}
      onClick={(event) => {
        if (!onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(target);
      }}
    >
      {/* The name comes first for assistive tech ("Cart, 3 items"); the icon is drawn before it. */}
      <span className="sr-only order-2 md:not-sr-only">{label}</span>
      <span className={cn('order-1 flex', !iconAlways && 'md:hidden')}>{icon}</span>
    </a>
  );

  const count = user !== null ? cartCount : undefined;
  const unread = user !== null ? chatUnread : undefined;

  return (
    <nav
      aria-label={t`Shortcuts`}
      className={cn('border-b border-neutral-200 bg-neutral-50 text-xs', className)}
      {...props}
    >
      <div className="mx-auto flex h-10 max-w-6xl items-center gap-2 px-3 md:h-8 md:gap-4 md:px-4">
        {welcome ? <p className="m-0 hidden truncate text-neutral-600 md:block">{welcome}</p> : null}
        {user === null ? (
          <button
            type="button"
            onClick={onLogin}
            className="flex h-full cursor-pointer items-center text-brand-hover hover:text-brand-active hover:underline"
          >
            <Trans>Log in</Trans>
          </button>
        ) : (
          <UserMenu nickName={user.nickName} onLogout={onLogout} onNavigate={onNavigate} />
        )}
        <ul className="m-0 ml-auto flex h-full list-none items-center p-0 md:gap-3 md:[&>li+li]:border-l md:[&>li+li]:border-neutral-200 md:[&>li+li]:pl-3">
          <li className="flex h-4 items-center">
            {link(
              'home',
              <Trans>Mall home</Trans>,
              <HomeIcon className="size-5 md:size-4" strokeWidth={1.8} />,
            )}
          </li>
          <li className="flex h-4 items-center">
            {link(
              'orders',
              <Trans>My orders</Trans>,
              <OrderIcon className="size-5 md:size-4" strokeWidth={1.8} />,
            )}
          </li>
          <li className="flex h-4 items-center">
            {link(
              'userCenter',
              <Trans>Personal center</Trans>,
              <UserIcon className="size-5 md:size-4" strokeWidth={1.8} />,
            )}
          </li>
          <li className="flex h-4 items-center">
            {link(
              'messages',
              <Trans>Messages</Trans>,
              unread ? (
                <Badge count={unread} label={t`${unread} unread`} className="mr-2">
                  <ChatIcon className="size-5 md:size-4" strokeWidth={1.8} />
                </Badge>
              ) : (
                <ChatIcon className="size-5 md:size-4" strokeWidth={1.8} />
              ),
              true,
            )}
          </li>
          <li className="flex h-4 items-center">
            {link(
              'cart',
              <Trans>Cart</Trans>,
              count !== undefined ? (
                <Badge count={count} label={t`${count} items`} className="mr-2">
                  <CartIcon className="size-5 md:size-4" strokeWidth={1.8} />
                </Badge>
              ) : (
                <CartIcon className="size-5 md:size-4" strokeWidth={1.8} />
              ),
              true,
            )}
          </li>
          <li className="flex h-4 items-center pl-1.5">
            <div role="group" aria-label={t`Language`} className="flex items-center gap-1">
              <LocaleButton value="zh" current={locale} onSwitch={onSwitchLocale}>
                中文
              </LocaleButton>
              <span aria-hidden="true" className="text-neutral-400">
                /
              </span>
              <LocaleButton value="en" current={locale} onSwitch={onSwitchLocale}>
                English
              </LocaleButton>
            </div>
          </li>
        </ul>
      </div>
    </nav>
  );
}

function LocaleButton({
  value,
  current,
  onSwitch,
  children,
}: {
  value: Locale;
  current: Locale;
  onSwitch?: ((locale: Locale) => void) | undefined;
  children: ReactNode;
}) {
  const pressed = value === current;
  return (
    <button
      type="button"
      lang={value === 'zh' ? 'zh-CN' : 'en'}
      aria-pressed={pressed}
      onClick={() => {
        if (!pressed) onSwitch?.(value);
      }}
      className={cn(
        'cursor-pointer',
        pressed ? 'font-medium text-brand-hover' : 'text-neutral-600 hover:text-brand-hover',
      )}
    >
      {children}
    </button>
  );
}

/** What opened the member menu first: a pointer, or the keyboard (which puts focus on the first item). */
type OpenedBy = 'pointer' | 'keyboard';

const loadUserMenu = () => import('./UserMenu.tsx');
const UserMenuDropdown = lazy(async () => ({ default: (await loadUserMenu()).UserMenuDropdown }));

/**
 * The member menu. Its dropdown (Radix menu, popper, focus scope) loads on first use: until then the
 * trigger is a plain button that looks the same, starts loading on hover or focus, and opens the menu
 * once loaded when pressed or given Enter, Space or ArrowDown, as the Radix trigger does. The switch is a
 * transition: the stand-in stays (focused) until the dropdown is ready, then the dropdown mounts open.
 */
function UserMenu({
  nickName,
  onLogout,
  onNavigate,
}: {
  nickName: string;
  onLogout?: (() => void) | undefined;
  onNavigate?: ((target: TopBarTarget) => void) | undefined;
}) {
  const [opened, setOpened] = useState<{ by: OpenedBy; focused: boolean } | null>(null);
  const open = (by: OpenedBy, button: HTMLButtonElement) => {
    const focused = document.activeElement === button;
    startTransition(() => setOpened({ by, focused }));
  };
  const trigger = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={userMenuTriggerClass}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onPointerDown={(event) => {
        if (opened !== null || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        open('pointer', event.currentTarget);
      }}
      onKeyDown={(event) => {
        if (opened !== null || !['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        open('keyboard', event.currentTarget);
      }}
    >
      <span className="truncate">{nickName}</span>
      <ChevronIcon />
    </button>
  );
  return (
    <Suspense fallback={trigger}>
      {opened === null ? (
        trigger
      ) : (
        <UserMenuDropdown
          nickName={nickName}
          openedBy={opened.by}
          takeFocus={opened.focused}
          onLogout={onLogout}
          onNavigate={onNavigate}
        />
      )}
    </Suspense>
  );
}

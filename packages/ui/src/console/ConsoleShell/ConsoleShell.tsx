import { type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import type { Locale } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';

/** One entry of the side menu: a section of the console. */
export interface ConsoleMenuItem {
  /** The section's key, as `currentKey` names it. */
  key: string;
  label: ReactNode;
  /** The section's address (a plain link: a new tab works; a plain click goes to `onNavigate`). */
  href: string;
  /** A small icon drawn before the label (decorative). */
  icon?: ReactNode;
  /**
   * A count waiting in the section (unread chat messages): a badge after the label, announced with the
   * link ("Customer service, 3 unread"); 0 or none shows nothing.
   */
  badge?: number | undefined;
}

export interface ConsoleShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The console's name in the top bar ("Merchant centre"). */
  title: ReactNode;
  /** The side menu's sections, in order (only those the account may open). */
  items: readonly ConsoleMenuItem[];
  /** The section shown now: its entry is marked as the current page. */
  currentKey?: string | undefined;
  /** The store's name; undefined while it loads (a placeholder holds its place). */
  storeName?: string | undefined;
  /** The store's logo address; without one, the name's first letter in a badge. */
  storeLogo?: string | undefined;
  /** The signed-in account's name, the account menu's trigger. */
  accountName?: string | undefined;
  /** What the account is (its role), shown in the account menu. */
  accountRole?: ReactNode;
  locale: Locale;
  /** The other language was chosen. */
  onSwitchLocale?: (locale: Locale) => void;
  /** A menu entry was followed with a plain click: the app routes. Without it the link is followed. */
  onNavigate?: (key: string) => void;
  /** "Log out" in the account menu. */
  onSignOut?: () => void;
  /** The page. */
  children?: ReactNode;
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const itemClass =
  'flex cursor-pointer items-center rounded-sm px-3 py-1.5 text-sm text-neutral-700 outline-none select-none data-highlighted:bg-brand-soft data-highlighted:text-brand-active';

function StoreMark({ name, logo }: { name?: string | undefined; logo?: string | undefined }) {
  if (logo) {
    return <img src={logo} alt="" className="size-8 shrink-0 rounded object-cover" width={32} height={32} />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded bg-brand-soft text-base font-semibold text-brand-active"
    >
      {name ? Array.from(name)[0] : ''}
    </span>
  );
}

/** A menu entry's count: the number shown, ", N unread" heard after the section's name. */
function MenuBadge({ count }: { count: number }) {
  const { t } = useLingui();
  return <Badge tone="danger" count={count} label={t`, ${count} unread`} className="ml-auto" />;
}

/**
 * The consoles' PC layout (merchant centre, platform console): a top bar (banner) with the store's logo
 * and name, the console's name, a language switch and the account menu with sign-out; a side menu (a
 * labelled navigation landmark) of the sections given, the current one marked `aria-current="page"`;
 * the page in `<main>`. Props in, callbacks out: the app decides which sections exist and routes.
 */
export function ConsoleShell({
  title,
  items,
  currentKey,
  storeName,
  storeLogo,
  accountName,
  accountRole,
  locale,
  onSwitchLocale,
  onNavigate,
  onSignOut,
  children,
  className,
  ...props
}: ConsoleShellProps) {
  const { t } = useLingui();
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  return (
    <div className={cn('flex min-h-screen min-w-[1024px] flex-col bg-neutral-50', className)} {...props}>
      <header className="flex h-14 shrink-0 items-center gap-4 border-b border-neutral-200 bg-neutral-0 px-5">
        <div className="flex min-w-0 items-center gap-2">
          <StoreMark name={storeName} logo={storeLogo} />
          {storeName === undefined ? (
            <span className="h-4 w-32 animate-pulse rounded bg-neutral-200" aria-hidden="true" />
          ) : (
            <span className="truncate text-base font-medium text-neutral-900">{storeName}</span>
          )}
          <span aria-hidden="true" className="text-neutral-300">
            |
          </span>
          <span className="shrink-0 text-sm text-neutral-600">{title}</span>
        </div>
        <div className="ml-auto flex items-center gap-4">
          {onSwitchLocale ? (
            <button
              type="button"
              lang={other === 'zh' ? 'zh-CN' : 'en'}
              className="cursor-pointer border-0 bg-transparent p-0 text-sm text-neutral-600 hover:text-brand-hover"
              onClick={() => onSwitchLocale(other)}
            >
              {other === 'zh' ? '中文' : 'English'}
            </button>
          ) : null}
          {accountName !== undefined ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                className="flex max-w-48 cursor-pointer items-center gap-1 border-0 bg-transparent p-0 text-sm text-neutral-800 hover:text-brand-hover data-[state=open]:text-brand-hover"
                aria-label={t`Account: ${accountName}`}
              >
                <span className="truncate">{accountName}</span>
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0">
                  <path
                    d="M4 6l4 4 4-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                    strokeLinecap="round"
                  />
                </svg>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={4}
                  className="z-drawer min-w-40 rounded border border-neutral-200 bg-neutral-0 p-1 shadow-md motion-safe:animate-fade-in"
                >
                  {accountRole ? (
                    <DropdownMenu.Label className="px-3 py-1.5 text-xs text-neutral-600">
                      {accountRole}
                    </DropdownMenu.Label>
                  ) : null}
                  {accountRole ? <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" /> : null}
                  <DropdownMenu.Item className={itemClass} onSelect={() => onSignOut?.()}>
                    <Trans>Log out</Trans>
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : null}
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label={t`Console menu`}
          className="w-52 shrink-0 border-r border-neutral-200 bg-neutral-0 py-3"
        >
          <ul className="m-0 flex list-none flex-col gap-0.5 p-0 px-2">
            {items.map((item) => {
              const current = item.key === currentKey;
              return (
                <li key={item.key}>
                  <a
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded px-3 py-2 text-sm no-underline',
                      current
                        ? 'bg-brand-soft font-medium text-brand-active'
                        : 'text-neutral-700 hover:bg-neutral-100 hover:text-brand-hover',
                    )}
                    onClick={(event) => {
                      if (!onNavigate || !isPlainClick(event)) return;
                      event.preventDefault();
                      onNavigate(item.key);
                    }}
                  >
                    {item.icon ? (
                      <span aria-hidden="true" className="flex size-4 shrink-0">
                        {item.icon}
                      </span>
                    ) : null}
                    <span className="truncate">{item.label}</span>
                    {item.badge ? <MenuBadge count={item.badge} /> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-6">{children}</main>
      </div>
    </div>
  );
}

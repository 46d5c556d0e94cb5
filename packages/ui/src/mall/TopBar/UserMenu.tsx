// The member menu's dropdown (my collection, coupons, log out), loaded the first time the member opens
// it (TopBar.tsx): Radix's menu brings its popper, focus scope and scroll lock, which a page does not need
// before then. It mounts open, replacing the stand-in trigger, and keeps focus where Radix would put it.
import { useLayoutEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import type { TopBarTarget } from './TopBar.tsx';
import { ChevronIcon, userMenuTriggerClass } from './menuTrigger.tsx';

export interface UserMenuDropdownProps {
  nickName: string;
  /** How the stand-in was pressed: from the keyboard, the first item takes focus (as Radix does). */
  openedBy: 'pointer' | 'keyboard';
  /** The stand-in trigger had focus when it was pressed: the real trigger takes it over. */
  takeFocus: boolean;
  onLogout?: (() => void) | undefined;
  onNavigate?: ((target: TopBarTarget) => void) | undefined;
}

const itemClass =
  'flex cursor-pointer items-center rounded-sm px-3 py-1.5 text-sm text-neutral-700 outline-none select-none data-highlighted:bg-brand-soft data-highlighted:text-brand-active';

export function UserMenuDropdown({
  nickName,
  openedBy,
  takeFocus,
  onLogout,
  onNavigate,
}: UserMenuDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const keyboardOpening = useRef(openedBy === 'keyboard');
  useLayoutEffect(() => {
    // Closing returns focus to this trigger; it also takes it now if the stand-in had it.
    if (takeFocus && document.activeElement === document.body) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger ref={trigger} className={userMenuTriggerClass}>
        <span className="truncate">{nickName}</span>
        <ChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-drawer min-w-32 rounded border border-neutral-200 bg-neutral-0 p-1 shadow-md motion-safe:animate-fade-in"
          onFocus={(event) => {
            // Radix focuses the content on opening, and moves on to the first item when its own trigger
            // got the key; this first opening began on the stand-in, so the first item is focused here.
            if (event.target !== event.currentTarget || !keyboardOpening.current) return;
            keyboardOpening.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => onNavigate?.('collection')}>
            <Trans>My collection</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => onNavigate?.('coupons')}>
            <Trans>Coupons</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => onLogout?.()}>
            <Trans>Log out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

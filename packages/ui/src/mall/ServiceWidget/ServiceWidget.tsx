import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { ChatIcon, HomeIcon, TopIcon } from '../../icons/index.tsx';
import { Badge, badgeText } from '../../primitives/Badge/index.ts';

export const serviceWidgetVariants = cva('flex flex-col gap-2', {
  variants: {
    fixed: {
      true: 'fixed right-3 bottom-20 z-header md:right-6 md:bottom-24',
      false: 'relative',
    },
  },
  defaultVariants: { fixed: true },
});

const itemClass = cva(
  'flex size-10 cursor-pointer items-center justify-center rounded-full border shadow-md transition-colors md:size-12',
  {
    variants: {
      tone: {
        brand: 'border-brand bg-brand text-brand-fg hover:bg-brand-hover',
        plain: 'border-neutral-200 bg-neutral-0 text-neutral-700 hover:border-brand hover:text-brand',
      },
    },
  },
);

export interface ServiceWidgetProps extends HTMLAttributes<HTMLDivElement> {
  /** Opens the customer-service chat. */
  onContact?: () => void;
  /** Goes to the home page. */
  onHome?: () => void;
  /** Scrolls to the top; by default the window scrolls smoothly to 0. */
  onBackToTop?: () => void;
  /** Hide the back-to-top button (the app shows it once the page has scrolled). */
  showBackToTop?: boolean;
  /** Floats at the bottom right of the viewport; false lays it out in place (stories, previews). */
  fixed?: boolean;
  /** Unread chat messages: a badge on the contact button (99+ above 99), read out with its name. */
  unread?: number;
}

/**
 * The floating buttons at the bottom right: contact customer service (with the unread chat messages as
 * a badge), back to home, back to top.
 */
export function ServiceWidget({
  onContact,
  onHome,
  onBackToTop,
  showBackToTop = true,
  fixed = true,
  unread = 0,
  className,
  ...props
}: ServiceWidgetProps) {
  const { t } = useLingui();
  const backToTop = onBackToTop ?? (() => window.scrollTo({ top: 0, behavior: 'smooth' }));
  return (
    <div
      role="group"
      aria-label={t`Quick service`}
      className={cn(serviceWidgetVariants({ fixed }), className)}
      {...props}
    >
      <WidgetButton
        label={t`Contact customer service`}
        name={unread > 0 ? t`Contact customer service, ${badgeText(unread, 99)} unread messages` : undefined}
        tone="brand"
        onClick={onContact}
      >
        <ChatIcon className="size-5 md:size-6" />
        {unread > 0 ? (
          <Badge
            count={unread}
            tone="warning"
            aria-hidden="true"
            className="absolute -top-1 -right-1 ring-2 ring-neutral-0"
            data-testid="chat-unread"
          />
        ) : null}
      </WidgetButton>
      <WidgetButton label={t`Back to home`} tone="plain" onClick={onHome}>
        <HomeIcon className="size-5 md:size-6" />
      </WidgetButton>
      {showBackToTop ? (
        <WidgetButton label={t`Back to top`} tone="plain" onClick={backToTop}>
          <TopIcon className="size-5 md:size-6" />
        </WidgetButton>
      ) : null}
    </div>
  );
}

/**
 * One round button with its label as a tooltip on the left, shown on hover (after 200 ms) and on keyboard
 * focus, hidden by Escape until the pointer or focus leaves. Plain CSS (the button is a `peer`): a
 * positioned tooltip library would weigh more than the whole widget in the first download of every page.
 */
function WidgetButton({
  label,
  name,
  tone,
  onClick,
  children,
}: {
  label: string;
  /** The button's accessible name when it says more than its tooltip (the unread count). */
  name?: string | undefined;
  tone: 'brand' | 'plain';
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="relative flex" onPointerLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-label={name ?? label}
        className={cn('peer relative', itemClass({ tone }))}
        onClick={onClick}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
      >
        {children}
      </button>
      <span
        role="tooltip"
        className={cn(
          'pointer-events-none invisible absolute top-1/2 right-full z-tooltip mr-2 -translate-y-1/2 rounded bg-neutral-800 px-2 py-1 text-xs whitespace-nowrap text-neutral-0 opacity-0 shadow transition-[opacity,visibility] duration-150 peer-hover:visible peer-hover:opacity-100 peer-hover:delay-200 peer-focus-visible:visible peer-focus-visible:opacity-100 motion-reduce:transition-none',
          dismissed && 'hidden',
        )}
      >
        {label}
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-full -translate-y-1/2 border-y-[5px] border-l-[5px] border-y-transparent border-l-neutral-800"
        />
      </span>
    </div>
  );
}

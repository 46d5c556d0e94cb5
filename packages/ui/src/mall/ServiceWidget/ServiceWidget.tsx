import type { HTMLAttributes, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tooltip } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { ChatIcon, HomeIcon, TopIcon } from '../../icons/index.tsx';

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
}

/** The floating buttons at the bottom right: contact customer service, back to home, back to top. */
export function ServiceWidget({
  onContact,
  onHome,
  onBackToTop,
  showBackToTop = true,
  fixed = true,
  className,
  ...props
}: ServiceWidgetProps) {
  const { t } = useLingui();
  const backToTop = onBackToTop ?? (() => window.scrollTo({ top: 0, behavior: 'smooth' }));
  return (
    <Tooltip.Provider delayDuration={200}>
      <div
        role="group"
        aria-label={t`Quick service`}
        className={cn(serviceWidgetVariants({ fixed }), className)}
        {...props}
      >
        <WidgetButton label={t`Contact customer service`} tone="brand" onClick={onContact}>
          <ChatIcon className="size-5 md:size-6" />
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
    </Tooltip.Provider>
  );
}

function WidgetButton({
  label,
  tone,
  onClick,
  children,
}: {
  label: string;
  tone: 'brand' | 'plain';
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" aria-label={label} className={itemClass({ tone })} onClick={onClick}>
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="left"
          sideOffset={8}
          className="z-tooltip rounded bg-neutral-800 px-2 py-1 text-xs text-neutral-0 shadow animate-fade-in"
        >
          {label}
          <Tooltip.Arrow className="fill-neutral-800" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

import { forwardRef, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const TooltipProvider = TooltipPrimitive.Provider;

export const tooltipVariants = cva(
  'z-tooltip max-w-xs rounded px-2.5 py-1.5 text-xs shadow motion-safe:data-[state=delayed-open]:animate-fade-in motion-safe:data-[state=instant-open]:animate-fade-in',
  {
    variants: {
      tone: {
        dark: 'bg-neutral-800 text-neutral-0',
        light: 'border border-neutral-200 bg-neutral-0 text-neutral-800',
      },
    },
    defaultVariants: { tone: 'dark' },
  },
);

export interface TooltipProps
  extends
    Omit<ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>, 'content' | 'children'>,
    VariantProps<typeof tooltipVariants> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes; must be focusable (a Button, a link) so keyboard users get it too. */
  children: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in ms before it shows (focus shows it at once). */
  delayDuration?: number;
  /** Where to portal the tooltip; defaults to document.body. */
  container?: HTMLElement | null;
}

/**
 * A short hint on hover and keyboard focus, on radix Tooltip: placed on any `side` (top by default),
 * it describes its trigger (aria-describedby) and closes on Escape, blur or pointer leave.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    open,
    defaultOpen,
    onOpenChange,
    delayDuration = 300,
    container,
    tone,
    side = 'top',
    sideOffset = 6,
    className,
    ...props
  },
  ref,
) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal container={container}>
          <TooltipPrimitive.Content
            ref={ref}
            side={side}
            sideOffset={sideOffset}
            collisionPadding={8}
            className={cn(tooltipVariants({ tone }), className)}
            {...props}
          >
            {content}
            <TooltipPrimitive.Arrow
              className={cn(tone === 'light' ? 'fill-neutral-0' : 'fill-neutral-800')}
              width={10}
              height={5}
            />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
});

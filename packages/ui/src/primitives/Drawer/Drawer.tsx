import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import {
  DialogBody,
  DialogFooter,
  DialogHeading,
  overlayClass,
  type OverlayContentOptions,
} from '../Dialog/index.ts';

/** A drawer is a radix Dialog: `open`/`onOpenChange` or `defaultOpen`, with a trigger and a close. */
export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

export const drawerContentVariants = cva(
  // `starting:` slides the panel in from its edge when it mounts (CSS @starting-style, no keyframes).
  'fixed z-drawer flex flex-col bg-neutral-0 text-neutral-900 shadow-lg transition-transform duration-200 ease-out focus-visible:outline-none',
  {
    variants: {
      side: {
        right: 'inset-y-0 right-0 h-full w-full starting:translate-x-full',
        bottom: 'inset-x-0 bottom-0 max-h-9/10 w-full rounded-t-xl starting:translate-y-full',
      },
      size: { sm: '', md: '', lg: '' },
    },
    compoundVariants: [
      { side: 'right', size: 'sm', className: 'max-w-xs' },
      { side: 'right', size: 'md', className: 'max-w-sm' },
      { side: 'right', size: 'lg', className: 'max-w-lg' },
    ],
    defaultVariants: { side: 'right', size: 'md' },
  },
);

export interface DrawerContentProps
  extends
    Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'>,
    VariantProps<typeof drawerContentVariants>,
    OverlayContentOptions {}

/**
 * A panel that slides in from the right (PC side panel) or the bottom (mobile sheet), with title,
 * translated close button, scrolling body and optional footer. Focus is trapped; Escape closes.
 */
export const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  {
    title,
    hideTitle,
    description,
    footer,
    hideClose,
    container,
    hideOverlay,
    side,
    size,
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <DialogPrimitive.Portal container={container}>
      {hideOverlay ? null : <DialogPrimitive.Overlay className={cn(overlayClass, 'z-drawer')} />}
      <DialogPrimitive.Content
        ref={ref}
        className={cn(drawerContentVariants({ side, size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        {side === 'bottom' ? (
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-neutral-200" />
        ) : null}
        <DialogHeading
          title={title}
          hideTitle={hideTitle}
          description={description}
          hideClose={hideClose}
          className={cn('border-b border-neutral-100 pb-3', side === 'bottom' && 'pt-2')}
        />
        <DialogBody>{children}</DialogBody>
        {footer ? <DialogFooter className="pb-4">{footer}</DialogFooter> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

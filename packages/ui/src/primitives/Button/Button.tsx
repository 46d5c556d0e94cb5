import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './Spinner.tsx';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded font-medium transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-brand-fg hover:bg-brand-hover active:bg-brand-active',
        secondary: 'border border-brand bg-neutral-0 text-brand hover:bg-brand-soft',
        outline:
          'border border-neutral-300 bg-neutral-0 text-neutral-800 hover:border-brand hover:text-brand',
        ghost: 'bg-transparent text-neutral-700 hover:bg-neutral-100',
        link: 'h-auto bg-transparent px-0 text-info underline-offset-2 hover:underline',
      },
      size: {
        sm: 'h-7 px-3 text-sm',
        md: 'h-9 px-4 text-base',
        lg: 'h-11 px-6 text-md',
      },
      block: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks until the work is done. */
  loading?: boolean;
}

/** The mall's button: primary (brand red), secondary, outline, ghost and link, in three sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    className,
    variant,
    size,
    block,
    asChild = false,
    loading = false,
    disabled,
    onClick,
    children,
    ...props
  },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      ref={ref}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={asChild ? undefined : disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // A busy button swallows clicks: this is what guards forms against double submission.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...(asChild ? {} : { type: props.type ?? 'button' })}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading ? <Spinner /> : null}
          {children}
        </>
      )}
    </Comp>
  );
});

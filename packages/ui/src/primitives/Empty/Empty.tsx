import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export const emptyVariants = cva('flex flex-col items-center text-center', {
  variants: {
    size: {
      sm: 'gap-2 px-4 py-6',
      md: 'gap-3 px-6 py-12',
    },
  },
  defaultVariants: { size: 'md' },
});

const artVariants = cva('shrink-0', {
  variants: { size: { sm: 'w-24', md: 'w-36' } },
  defaultVariants: { size: 'md' },
});

export type EmptyIllustration = 'box' | 'search' | 'cart' | 'error';

/** Line drawings in the neutral tokens with a touch of brand; decorative, so hidden from screen readers. */
function Illustration({ kind, className }: { kind: EmptyIllustration; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 160 120" className={className} data-illustration={kind}>
      <ellipse cx="80" cy="108" rx="56" ry="6" className="fill-neutral-100" />
      {kind === 'box' ? (
        <g className="stroke-neutral-300" strokeWidth="2" strokeLinejoin="round">
          <path d="M40 48l40-16 40 16v44l-40 14-40-14z" className="fill-neutral-50" />
          <path d="M40 48l40 14 40-14M80 62v44" fill="none" />
          <path d="M40 48l-10 14 40 14 10-14M120 48l10 14-40 14-10-14" className="fill-neutral-0" />
          <path d="M66 24l4 6M80 16v10M94 24l-4 6" className="stroke-brand" strokeLinecap="round" />
        </g>
      ) : null}
      {kind === 'search' ? (
        <g strokeWidth="3" strokeLinecap="round">
          <rect
            x="36"
            y="22"
            width="64"
            height="76"
            rx="6"
            className="fill-neutral-50 stroke-neutral-300"
            strokeWidth="2"
          />
          <path d="M48 40h40M48 52h28M48 64h34" className="stroke-neutral-200" />
          <circle cx="100" cy="70" r="18" className="fill-neutral-0 stroke-brand" />
          <path d="M113 83l14 14" className="stroke-brand" />
        </g>
      ) : null}
      {kind === 'cart' ? (
        <g strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" fill="none">
          <path d="M30 30h14l10 50h56l10-36H50" className="stroke-neutral-300" />
          <path d="M58 52h54M60 66h46" className="stroke-neutral-200" />
          <circle cx="62" cy="94" r="6" className="fill-neutral-0 stroke-neutral-300" />
          <circle cx="104" cy="94" r="6" className="fill-neutral-0 stroke-neutral-300" />
          <path d="M84 18v12M72 22l5 8M96 22l-5 8" className="stroke-brand" />
        </g>
      ) : null}
      {kind === 'error' ? (
        <g strokeWidth="2" strokeLinejoin="round">
          <rect x="30" y="24" width="100" height="72" rx="6" className="fill-neutral-50 stroke-neutral-300" />
          <path d="M30 40h100" className="stroke-neutral-300" />
          <circle cx="40" cy="32" r="2" className="fill-neutral-300" />
          <circle cx="48" cy="32" r="2" className="fill-neutral-300" />
          <path
            d="M66 56l10 10M76 56l-10 10M86 56l10 10M96 56l-10 10"
            className="stroke-brand"
            strokeLinecap="round"
            strokeWidth="2.5"
          />
          <path
            d="M68 82c8-6 16-6 24 0"
            fill="none"
            className="stroke-neutral-400"
            strokeLinecap="round"
            strokeWidth="2.5"
          />
        </g>
      ) : null}
    </svg>
  );
}

export interface EmptyProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof emptyVariants> {
  /** "No content yet" by default. */
  title?: ReactNode;
  description?: ReactNode;
  /** A way out, e.g. a "Back to home" button or link. */
  action?: ReactNode;
  illustration?: EmptyIllustration;
}

/** An empty state: a decorative drawing, a title, an optional description and an optional action. */
export const Empty = forwardRef<HTMLDivElement, EmptyProps>(function Empty(
  { className, size, title, description, action, illustration = 'box', ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <div ref={ref} className={cn(emptyVariants({ size }), className)} {...props}>
      <Illustration kind={illustration} className={artVariants({ size })} />
      <p className={cn('m-0 font-medium text-neutral-800', size === 'sm' ? 'text-base' : 'text-md')}>
        {title ?? t`No content yet`}
      </p>
      {description ? <p className="m-0 max-w-sm text-sm text-neutral-500">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{action}</div> : null}
    </div>
  );
});

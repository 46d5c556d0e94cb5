import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export type StepStatus = 'done' | 'current' | 'pending' | 'failed';

export interface StepItem {
  /** Stable key; the index is used when absent. */
  key?: string;
  title: ReactNode;
  /** A second line under the title (a reason, a hint). */
  description?: ReactNode;
  /** When the step happened, already formatted by the caller (domain's time helpers). */
  time?: ReactNode;
  status: StepStatus;
}

// Three layouts: horizontal (PC), vertical (mobile, narrow columns) and auto, which is vertical below the
// md breakpoint and horizontal from it. Each part spells its classes out so Tailwind can find them.
export const stepsVariants = cva('m-0 flex list-none p-0', {
  variants: {
    orientation: {
      horizontal: 'flex-row',
      vertical: 'flex-col',
      auto: 'flex-col md:flex-row',
    },
  },
  defaultVariants: { orientation: 'auto' },
});

const stepVariants = cva('relative flex min-w-0', {
  variants: {
    orientation: {
      horizontal: 'flex-1 flex-col items-center px-2 text-center',
      vertical: 'flex-row gap-3 pb-6 last:pb-0',
      auto: 'flex-row gap-3 pb-6 last:pb-0 md:flex-1 md:flex-col md:items-center md:gap-0 md:px-2 md:pb-0 md:text-center',
    },
  },
});

// The line from this step's marker to the next one; brand once this step is done.
const connectorVariants = cva('absolute', {
  variants: {
    orientation: {
      horizontal: 'top-3.5 left-1/2 h-px w-full',
      vertical: 'top-8 bottom-1 left-3.5 w-px',
      auto: 'top-8 bottom-1 left-3.5 w-px md:top-3.5 md:bottom-auto md:left-1/2 md:h-px md:w-full',
    },
    done: { true: 'bg-brand', false: 'bg-neutral-200' },
  },
});

const textVariants = cva('flex min-w-0 flex-col', {
  variants: {
    orientation: {
      horizontal: 'mt-2 items-center',
      vertical: 'pt-1',
      auto: 'pt-1 md:mt-2 md:items-center md:pt-0',
    },
  },
});

export const stepMarkerVariants = cva(
  'relative flex size-7 shrink-0 items-center justify-center rounded-full border font-num text-sm font-medium',
  {
    variants: {
      status: {
        done: 'border-brand bg-neutral-0 text-brand',
        current: 'border-brand bg-brand text-brand-fg',
        pending: 'border-neutral-300 bg-neutral-0 text-neutral-500',
        failed: 'border-danger bg-danger text-neutral-0',
      },
    },
  },
);

const titleVariants = cva('text-base', {
  variants: {
    status: {
      done: 'text-neutral-900',
      current: 'font-medium text-brand',
      pending: 'text-neutral-500',
      failed: 'font-medium text-danger',
    },
  },
});

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <path
        d="M3.5 8.5l3 3 6-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Cross() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
      <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface StepsProps
  extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'>, VariantProps<typeof stepsVariants> {
  items: readonly StepItem[];
}

/**
 * A step indicator as an ordered list: done, current (aria-current="step"), pending, and failed for a
 * terminal alternative end (a refused refund, a closed request) shown in the danger colour.
 */
export const Steps = forwardRef<HTMLOListElement, StepsProps>(function Steps(
  { className, orientation: orientationProp, items, ...props },
  ref,
) {
  const orientation = orientationProp ?? 'auto';
  const { t } = useLingui();
  const statusText: Record<StepStatus, string> = {
    done: t`Completed`,
    current: t`Current step`,
    pending: t`Not reached`,
    failed: t`Ended`,
  };
  return (
    <ol ref={ref} className={cn(stepsVariants({ orientation }), className)} {...props}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        return (
          <li
            key={item.key ?? index}
            className={stepVariants({ orientation })}
            aria-current={item.status === 'current' ? 'step' : undefined}
            data-status={item.status}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={connectorVariants({ orientation, done: item.status === 'done' })}
              />
            )}
            <span aria-hidden="true" className={stepMarkerVariants({ status: item.status })}>
              {item.status === 'done' ? <Check /> : item.status === 'failed' ? <Cross /> : index + 1}
            </span>
            <div className={textVariants({ orientation })}>
              <span className={titleVariants({ status: item.status })}>
                {item.title}
                <span className="sr-only"> ({statusText[item.status]})</span>
              </span>
              {item.description ? <span className="text-sm text-neutral-600">{item.description}</span> : null}
              {item.time ? <span className="font-num text-xs text-neutral-500">{item.time}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
});

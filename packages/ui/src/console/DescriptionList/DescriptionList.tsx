import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const descriptionListVariants = cva('m-0 grid gap-x-8 gap-y-3', {
  variants: {
    columns: { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' },
  },
  defaultVariants: { columns: 3 },
});

const spanVariants = cva('flex min-w-0 gap-3', {
  variants: { span: { 1: '', 2: 'col-span-2', 3: 'col-span-3' } },
  defaultVariants: { span: 1 },
});

export interface DescriptionItem {
  /** A stable key when labels are not plain strings. */
  key?: string;
  label: ReactNode;
  /** Preformatted: amounts and times come formatted from the caller. Empty shows a dash. */
  value: ReactNode;
  /** Columns the pair spans, e.g. a long address across the row. */
  span?: 1 | 2 | 3;
}

export interface DescriptionListProps
  extends HTMLAttributes<HTMLDListElement>, VariantProps<typeof descriptionListVariants> {
  items: DescriptionItem[];
}

/** Label and value pairs of a record's detail (an order's buyer, address, times) in 1 to 3 columns. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { className, columns, items, ...props },
  ref,
) {
  const max = columns ?? 3;
  return (
    <dl ref={ref} className={cn(descriptionListVariants({ columns }), className)} {...props}>
      {items.map((item, i) => (
        <div
          key={item.key ?? (typeof item.label === 'string' ? item.label : i)}
          className={spanVariants({ span: item.span ? (Math.min(item.span, max) as 1 | 2 | 3) : 1 })}
        >
          <dt className="shrink-0 text-base text-neutral-600">{item.label}</dt>
          <dd className="m-0 min-w-0 text-base break-words text-neutral-900">
            {item.value === undefined || item.value === null || item.value === '' ? '—' : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
});

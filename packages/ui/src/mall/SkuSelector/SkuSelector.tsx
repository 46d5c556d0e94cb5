import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { RadioGroup } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import {
  chooseSkuValue,
  defaultSku,
  findSku,
  skuAttributeStates,
  skuSelectionOf,
  type Sku,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';

export const skuValueVariants = cva(
  'inline-flex min-h-9 cursor-pointer items-center rounded border bg-neutral-0 px-3 text-base text-neutral-800 transition-colors hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-info disabled:cursor-not-allowed disabled:border-dashed disabled:bg-neutral-50 disabled:text-neutral-400 disabled:line-through disabled:hover:border-neutral-300 disabled:hover:text-neutral-400 data-[state=checked]:border-brand data-[state=checked]:bg-brand-soft data-[state=checked]:text-brand-hover data-[state=checked]:disabled:border-neutral-300 data-[state=checked]:disabled:bg-neutral-100 data-[state=checked]:disabled:text-neutral-500',
);

export interface SkuSelectorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** The product's SKUs; `properties` like `颜色:曜石黑;版本:8GB+256GB` make the groups. */
  skus: Sku[];
  /** The chosen SKU (controlled). Without it the selector keeps its own, starting at the first in stock. */
  skuId?: number;
  /** A new SKU was chosen (always one in stock). */
  onSkuChange?: (sku: Sku) => void;
  /** Everything read-only (e.g. the product is off sale). */
  disabled?: boolean;
}

/**
 * The attribute groups of a product (colour, version ...) as rows of choices. A value that no in-stock
 * SKU has together with the other chosen values is shown crossed out and cannot be chosen; choosing a
 * value chooses the SKU (the rule is domain's `sku.ts`). Each group is a radio group: Tab enters it, the
 * arrow keys move and choose, skipping values out of stock.
 */
export const SkuSelector = forwardRef<HTMLDivElement, SkuSelectorProps>(function SkuSelector(
  { skus, skuId, onSkuChange, disabled = false, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const baseId = useId();
  const [innerId, setInnerId] = useState(() => defaultSku(skus)?.skuId);
  const chosen = skus.find((sku) => sku.skuId === (skuId ?? innerId)) ?? defaultSku(skus);
  const selection = chosen ? skuSelectionOf(chosen) : {};
  const groups = skuAttributeStates(skus, selection);
  if (groups.length === 0) return null;

  const choose = (name: string, value: string) => {
    const next = findSku(skus, chooseSkuValue(skus, selection, name, value));
    if (!next || next.stocks <= 0 || next.skuId === chosen?.skuId) return;
    if (skuId === undefined) setInnerId(next.skuId);
    onSkuChange?.(next);
  };

  return (
    <div ref={ref} className={cn('flex flex-col gap-3', className)} {...props}>
      {groups.map((group, g) => {
        const labelId = `${baseId}-${g}`;
        return (
          <div key={group.name} className="flex items-start gap-3">
            <span id={labelId} className="w-16 shrink-0 pt-1.5 text-base text-neutral-600 md:w-20">
              {group.name}
            </span>
            <RadioGroup.Root
              aria-labelledby={labelId}
              orientation="horizontal"
              disabled={disabled}
              value={selection[group.name] ?? ''}
              onValueChange={(value) => choose(group.name, value)}
              className="flex min-w-0 flex-1 flex-wrap gap-2"
            >
              {group.values.map((v) => (
                <RadioGroup.Item
                  key={v.value}
                  value={v.value}
                  disabled={v.disabled}
                  className={skuValueVariants()}
                >
                  {v.value}
                  {v.disabled ? <span className="sr-only"> ({t`Out of stock`})</span> : null}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </div>
        );
      })}
    </div>
  );
});

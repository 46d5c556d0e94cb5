import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Sku } from '@mall/domain';
import { QuantityInput } from '../../primitives/QuantityInput/index.ts';
import { SkuSelector } from '../SkuSelector/index.ts';

export interface SkuQuantityRowProps {
  /** The product's SKUs (an activity's converted with `asSkus`). */
  skus: Sku[];
  /** The chosen SKU's id; undefined when none can be chosen. */
  skuId: number | undefined;
  /** A new SKU was chosen (the quantity goes back to 1: `useSkuQuantity`'s `chooseSku`). */
  onSkuChange: (sku: Sku) => void;
  /** The SKUs are read-only (off sale, ended). */
  disabled?: boolean;
  /** The quantity shown (within 1 and `max`). */
  count: number;
  /** The largest quantity (the stock, the limit); 0 when nothing can be bought. */
  max: number;
  /** Shows "Only N left" at or below this stock. */
  lowStockThreshold?: number;
  onCountChange: (count: number) => void;
  /** What follows the stepper: the stock left, the limit per person. */
  note?: ReactNode;
}

/** A product page's SKU choice and the quantity row under it: "Quantity", the stepper and a note. */
export function SkuQuantityRow({
  skus,
  skuId,
  onSkuChange,
  disabled = false,
  count,
  max,
  lowStockThreshold,
  onCountChange,
  note,
}: SkuQuantityRowProps) {
  const { t } = useLingui();
  return (
    <>
      <SkuSelector
        skus={skus}
        {...(skuId !== undefined ? { skuId } : {})}
        disabled={disabled}
        onSkuChange={onSkuChange}
      />
      <div className="flex flex-wrap items-start gap-3">
        <span className="w-16 shrink-0 pt-2 text-neutral-600 md:w-20" aria-hidden="true">
          {t`Quantity`}
        </span>
        <QuantityInput
          value={count}
          min={1}
          max={max}
          {...(lowStockThreshold !== undefined ? { lowStockThreshold } : {})}
          onChange={onCountChange}
        />
        {note}
      </div>
    </>
  );
}

/** The chosen SKU and the quantity asked for, as a product page keeps them. */
export interface SkuQuantity {
  skuId: number | undefined;
  /** The quantity asked for (kept within the stock by `countWithin`). */
  quantity: number;
  /** Chooses a SKU; the quantity goes back to 1. */
  chooseSku: (sku: Sku) => void;
  setQuantity: (quantity: number) => void;
  /** The quantity within 1 and `max` (1 while nothing can be bought). */
  countWithin: (max: number) => number;
}

/** @param initialSkuId the SKU chosen at first (the first in stock) */
export function useSkuQuantity(initialSkuId: () => number | undefined): SkuQuantity {
  const [skuId, setSkuId] = useState(initialSkuId);
  const [quantity, setQuantity] = useState(1);
  return {
    skuId,
    quantity,
    chooseSku: (sku) => {
      setSkuId(sku.skuId);
      setQuantity(1);
    },
    setQuantity,
    countWithin: (max) => Math.min(Math.max(quantity, 1), Math.max(max, 1)),
  };
}

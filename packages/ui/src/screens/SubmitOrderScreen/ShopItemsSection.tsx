import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  firstError,
  ORDER_REMARKS_MAX,
  orderRemarksSchema,
  type OrderConfirmAnswer,
  type OrderCoupon,
  type OrderSubmitParam,
} from '@mall/domain';
import { Input } from '../../primitives/Input/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { CouponSelect } from './CouponSelect.tsx';
import { card, sectionTitle } from './sectionStyles.ts';

/** The remarks to each store: their values, messages and fields. */
export interface ShopRemarks {
  values: Record<number, string>;
  errors: Record<number, MessageDescriptor>;
  change(shopId: number, value: string): void;
  fieldRef(shopId: number): (element: HTMLInputElement | null) => void;
  /**
   * Checks every store's remark with the domain rule and shows the messages. Returns the remarks to
   * send, or the focus of the first invalid field.
   */
  check(): { param: OrderSubmitParam['orderShopParam']; focusInvalid?: () => void };
}

export function useShopRemarks(order: OrderConfirmAnswer): ShopRemarks {
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, MessageDescriptor>>({});
  const refs = useRef<Record<number, HTMLInputElement | null>>({});
  return {
    values,
    errors,
    change: (shopId, value) => setValues((r) => ({ ...r, [shopId]: value })),
    fieldRef: (shopId) => (el) => {
      refs.current[shopId] = el;
    },
    check: () => {
      const bad: Record<number, MessageDescriptor> = {};
      for (const shop of order.shopCartOrders) {
        const problem = firstError(orderRemarksSchema.safeParse(values[shop.shopId] ?? ''));
        if (problem) bad[shop.shopId] = problem;
      }
      setErrors(bad);
      const firstBad = order.shopCartOrders.find((shop) => bad[shop.shopId]);
      return {
        param: order.shopCartOrders.map((shop) => ({
          shopId: shop.shopId,
          remarks: (values[shop.shopId] ?? '').trim(),
        })),
        ...(firstBad ? { focusInvalid: () => refs.current[firstBad.shopId]?.focus() } : {}),
      };
    },
  };
}

export interface ShopItemsSectionProps {
  order: OrderConfirmAnswer;
  confirming: boolean;
  remarks: ShopRemarks;
  /** A store's coupon was chosen: the group of coupons and the chosen one's id (`none` for none). */
  changeCoupon: (group: OrderCoupon[], value: string) => void;
}

/** The items of each store with its coupon, remarks, freight and subtotal. */
export function ShopItemsSection({ order, confirming, remarks, changeCoupon }: ShopItemsSectionProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <section aria-labelledby="submit-order-items" className={card}>
      <h2 id="submit-order-items" className={sectionTitle}>
        <Trans>Items</Trans>
      </h2>
      <div className="flex flex-col gap-4">
        {order.shopCartOrders.map((shop) => (
          <div key={shop.shopId} className="flex flex-col gap-3" data-shop-id={shop.shopId}>
            <h3 className="m-0 text-sm font-medium text-neutral-800">{shop.shopName}</h3>
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {shop.shopCartItemDiscounts
                .flatMap((g) => g.shopCartItems)
                .map((item) => (
                  <li key={`${item.skuId}-${item.basketId}`} className="flex items-start gap-3">
                    <img src={item.pic} alt="" className="size-14 shrink-0 rounded object-cover" />
                    <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                      <span className="line-clamp-2 text-neutral-900">{item.prodName}</span>
                      {item.skuName ? <span className="text-neutral-600">{item.skuName}</span> : null}
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
                      <Price yuan={item.price} size="sm" tone="neutral" />
                      <span className="text-neutral-600">×{item.prodCount}</span>
                    </div>
                  </li>
                ))}
            </ul>
            <div className="grid gap-3 md:grid-cols-2">
              <CouponSelect
                label={t`Store coupon`}
                coupons={shop.coupons}
                disabled={confirming}
                onChange={(value) => changeCoupon(shop.coupons, value)}
              />
              <Input
                ref={remarks.fieldRef(shop.shopId)}
                label={t`Remarks`}
                placeholder={t`A message to the store (optional)`}
                maxLength={ORDER_REMARKS_MAX}
                showCount
                value={remarks.values[shop.shopId] ?? ''}
                error={remarks.errors[shop.shopId] ? i18n._(remarks.errors[shop.shopId]!) : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  remarks.change(shop.shopId, value);
                }}
              />
            </div>
            <dl className="m-0 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm text-neutral-600">
              <div className="flex items-center gap-1">
                <dt>
                  <Trans>Freight</Trans>
                </dt>
                <dd className="m-0">
                  <Price yuan={shop.transfee} size="sm" tone="neutral" />
                </dd>
              </div>
              <div className="flex items-center gap-1">
                <dt>
                  <Trans>Store subtotal</Trans>
                </dt>
                <dd className="m-0" data-part="shop-total">
                  <Price yuan={shop.actualTotal} size="sm" />
                </dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}

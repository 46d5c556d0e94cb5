import { Trans, useLingui } from '@lingui/react/macro';
import {
  orderRemarksSchema,
  type OrderConfirmAnswer,
  type OrderCoupon,
  type OrderSubmitParam,
} from '@mall/domain';
import { eachField, useRuleForm, type RuleForm } from '../../lib/useRuleForm.ts';
import { CheckoutSection, OrderLine, OrderLines, RemarksInput } from '../../mall/Checkout/index.ts';
import { DiscountLabel } from '../../mall/CartTable/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { PreSaleBadge } from '../../mall/PreSaleBadge/index.ts';
import { CouponSelect } from './CouponSelect.tsx';

/** The remark to each store, keyed by the store's id. */
type RemarkValues = Record<string, string>;

/**
 * The remarks to each store: a rule form (one remark per store, each on the domain rule) that keeps its
 * messages until the next submit.
 */
export interface ShopRemarks {
  form: RuleForm<RemarkValues, Record<string, string>>;
  /**
   * Checks every store's remark and shows the messages. Returns the remarks to send, or the focus of
   * the first invalid field.
   */
  check(): { param: OrderSubmitParam['orderShopParam'] } | { focusInvalid: () => void };
}

export function useShopRemarks(order: OrderConfirmAnswer): ShopRemarks {
  const shops = order.shopCartOrders.map((shop) => String(shop.shopId));
  const form = useRuleForm<RemarkValues, Record<string, string>>(
    eachField(shops, orderRemarksSchema),
    {},
    shops,
    { clearMessages: 'onSubmit' },
  );
  return {
    form,
    check: () => {
      const result = form.check();
      if (!result.ok) return { focusInvalid: result.focusInvalid };
      return {
        param: order.shopCartOrders.map((shop) => ({
          shopId: shop.shopId,
          remarks: result.data[shop.shopId] ?? '',
        })),
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

type ShopGroups = OrderConfirmAnswer['shopCartOrders'][number]['shopCartItemDiscounts'];

/**
 * The promotions the store's lines took, each on its own line as in the cart (the member price, a
 * spend-and-save session): what the server priced, never a figure of ours.
 */
function ShopPromotions({ groups }: { groups: ShopGroups }) {
  const { t } = useLingui();
  const applied = groups.flatMap((g) =>
    g.chooseDiscountItemDto && g.chooseDiscountItemDto.reduceAmount > 0 ? [g.chooseDiscountItemDto] : [],
  );
  if (applied.length === 0) return null;
  return (
    <ul
      className="m-0 flex list-none flex-col gap-1 p-0"
      aria-label={t`Promotions`}
      data-part="shop-promotions"
    >
      {applied.map((dto) => (
        <li key={dto.discountId}>
          <DiscountLabel discount={dto} />
        </li>
      ))}
    </ul>
  );
}

/** The items of each store with its promotions, coupon, remarks, freight and subtotal. */
export function ShopItemsSection({ order, confirming, remarks, changeCoupon }: ShopItemsSectionProps) {
  const { t } = useLingui();
  return (
    <CheckoutSection id="submit-order-items" title={<Trans>Items</Trans>}>
      <div className="flex flex-col gap-4">
        {order.shopCartOrders.map((shop) => (
          <div key={shop.shopId} className="flex flex-col gap-3" data-shop-id={shop.shopId}>
            <h3 className="m-0 text-sm font-medium text-neutral-800">{shop.shopName}</h3>
            <OrderLines>
              {shop.shopCartItemDiscounts
                .flatMap((g) => g.shopCartItems)
                .map((item) => (
                  <OrderLine
                    key={`${item.skuId}-${item.basketId}`}
                    item={item}
                    thumb="sm"
                    price={<Price yuan={item.price} size="sm" tone="neutral" />}
                  >
                    {item.preSale ? <PreSaleBadge shipDate={item.shipDate} /> : null}
                  </OrderLine>
                ))}
            </OrderLines>
            <ShopPromotions groups={shop.shopCartItemDiscounts} />
            <div className="grid gap-3 md:grid-cols-2">
              <CouponSelect
                label={t`Store coupon`}
                coupons={shop.coupons}
                disabled={confirming}
                onChange={(value) => changeCoupon(shop.coupons, value)}
              />
              <RemarksInput
                fieldRef={remarks.form.fieldRef(String(shop.shopId))}
                value={remarks.form.values[String(shop.shopId)] ?? ''}
                error={remarks.form.errors[String(shop.shopId)]}
                onChange={(value) => remarks.form.change(String(shop.shopId), value)}
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
    </CheckoutSection>
  );
}

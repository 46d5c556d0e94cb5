import { Trans } from '@lingui/react/macro';
import type { DeliveryType, OrderConfirmAnswer, OrderCoupon, OrderSubmitParam } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import {
  CheckoutBody,
  CheckoutForm,
  CHECKOUT_FRAME,
  type CheckoutScreenProps,
} from '../../mall/Checkout/index.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { AddressSection } from './AddressSection.tsx';
import { DiscountsSection, type PointsChoice } from './DiscountsSection.tsx';
import { InvoiceSection, useInvoiceRequest } from './InvoiceSection.tsx';
import { ShopItemsSection, useShopRemarks } from './ShopItemsSection.tsx';
import { TotalsSection } from './TotalsSection.tsx';

export { ADDRESS_BOOK_PATH } from './AddressSection.tsx';
export type { PointsChoice } from './DiscountsSection.tsx';

export interface SubmitOrderScreenProps extends CheckoutScreenProps<OrderConfirmAnswer, OrderSubmitParam> {
  /** The server chose other coupons than the ones asked for (the amount changed): says so. */
  couponsChanged?: boolean;
  onChangeDeliveryType?: (dvyType: DeliveryType) => void;
  /** The coupon ids (`couponId`) of every store and the platform the shopper now wants; [] for none. */
  onChangeCoupons?: (couponIds: number[]) => void;
  onChangePoints?: (choice: PointsChoice) => void;
  /**
   * An activity's order (a group buy): its price is final, so the coupons, points and invoice sections
   * are left out (the activity's confirm and submit take none).
   */
  activityOrder?: boolean;
}

/** The coupon ids the settlement has chosen, platform and stores. */
export function chosenCouponIds(order: OrderConfirmAnswer): number[] {
  return [...order.coupons, ...order.shopCartOrders.flatMap((shop) => shop.coupons)]
    .filter((c) => c.choose)
    .map((c) => c.couponId);
}

/**
 * The checkout page (`/submit-order`): address, delivery method, the items by store with their coupon,
 * freight and remarks, the platform coupon, points, invoice, and the server's totals; submit posts the
 * confirm's uuid. Every amount is the server's; nothing is added up here.
 */
export function SubmitOrderScreen({
  order,
  addresses,
  noAddress = false,
  loading = false,
  error = false,
  onRetry,
  confirming = false,
  submitting = false,
  couponsChanged = false,
  onChangeAddress,
  onChangeDeliveryType,
  onChangeCoupons,
  onChangePoints,
  onSubmit,
  activityOrder = false,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: SubmitOrderScreenProps) {
  const body = (
    <CheckoutBody
      noAddress={noAddress}
      form={
        order ? (
          <OrderForm
            order={order}
            addresses={addresses}
            confirming={confirming}
            submitting={submitting}
            couponsChanged={couponsChanged}
            onChangeAddress={onChangeAddress}
            onChangeDeliveryType={onChangeDeliveryType}
            onChangeCoupons={onChangeCoupons}
            onChangePoints={onChangePoints}
            onSubmit={onSubmit}
            activityOrder={activityOrder}
            href={href}
          />
        ) : undefined
      }
      error={error}
      loading={loading}
      onRetry={onRetry}
      href={href}
    />
  );
  return (
    <ScreenFrame
      heading={<Trans>Confirm order</Trans>}
      onNavigate={onNavigate}
      className={cn(CHECKOUT_FRAME, className)}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

interface OrderFormProps extends Pick<
  SubmitOrderScreenProps,
  'addresses' | 'onChangeAddress' | 'onChangeDeliveryType' | 'onChangeCoupons' | 'onChangePoints' | 'onSubmit'
> {
  order: OrderConfirmAnswer;
  confirming: boolean;
  submitting: boolean;
  couponsChanged: boolean;
  activityOrder: boolean;
  href: HrefBuilder;
}

function OrderForm({
  order,
  addresses,
  confirming,
  submitting,
  couponsChanged,
  onChangeAddress,
  onChangeDeliveryType,
  onChangeCoupons,
  onChangePoints,
  onSubmit,
  activityOrder,
  href,
}: OrderFormProps) {
  const remarks = useShopRemarks(order);
  const invoice = useInvoiceRequest();

  const chosen = chosenCouponIds(order);
  const changeCoupon = (group: OrderCoupon[], value: string) => {
    const inGroup = new Set(group.map((c) => c.couponId));
    const rest = chosen.filter((id) => !inGroup.has(id));
    onChangeCoupons?.(value === 'none' ? rest : [...rest, Number(value)]);
  };

  // Every section shows its messages (remarks, then invoice); the focus goes to the first invalid field
  // in screen order. The messages stay until the next submit.
  const submit = () => {
    const shops = remarks.check();
    const invoiceCheck = invoice.check();
    if ('focusInvalid' in shops) {
      shops.focusInvalid();
      return;
    }
    if ('focusInvalid' in invoiceCheck) {
      invoiceCheck.focusInvalid();
      return;
    }
    onSubmit?.({
      uuid: order.uuid,
      orderShopParam: shops.param,
      ...(invoiceCheck.param ? { invoice: invoiceCheck.param } : {}),
    });
  };

  return (
    <CheckoutForm
      main={
        <>
          <AddressSection
            order={order}
            addresses={addresses}
            confirming={confirming}
            onChangeAddress={onChangeAddress}
            onChangeDeliveryType={onChangeDeliveryType}
            href={href}
          />
          <ShopItemsSection
            order={order}
            confirming={confirming}
            remarks={remarks}
            changeCoupon={changeCoupon}
          />
        </>
      }
      side={
        <>
          {activityOrder ? null : (
            <>
              <DiscountsSection
                order={order}
                confirming={confirming}
                couponsChanged={couponsChanged}
                changeCoupon={changeCoupon}
                onChangePoints={onChangePoints}
              />
              <InvoiceSection invoice={invoice} />
            </>
          )}
          <TotalsSection order={order} confirming={confirming} submitting={submitting} onSubmit={submit} />
        </>
      }
    />
  );
}

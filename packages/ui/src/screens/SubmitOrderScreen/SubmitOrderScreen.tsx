import type { HTMLAttributes, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Address, DeliveryType, OrderConfirmAnswer, OrderCoupon, OrderSubmitParam } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import {
  CheckoutForm,
  ConfirmError,
  NoAddress,
  OrderSkeleton,
  CHECKOUT_FRAME,
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

export interface SubmitOrderScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The settlement as POST /p/order/confirm answers it; undefined until it has loaded. */
  order?: OrderConfirmAnswer;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[];
  /** The shopper has no address yet: the order cannot be confirmed; a link to add one is shown. */
  noAddress?: boolean;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The order could not be confirmed: an error with a retry button (unless an order is shown). */
  error?: boolean;
  onRetry?: () => void;
  /** A new confirm is on its way (a changed address, coupon, points...): the choices wait for it. */
  confirming?: boolean;
  /** The order is being submitted: the submit button is busy and disabled. */
  submitting?: boolean;
  /** The server chose other coupons than the ones asked for (the amount changed): says so. */
  couponsChanged?: boolean;
  onChangeAddress?: (addrId: number) => void;
  onChangeDeliveryType?: (dvyType: DeliveryType) => void;
  /** The coupon ids (`couponId`) of every store and the platform the shopper now wants; [] for none. */
  onChangeCoupons?: (couponIds: number[]) => void;
  onChangePoints?: (choice: PointsChoice) => void;
  /** Submit with the confirm's uuid, the remarks per store and the invoice request. */
  onSubmit?: (param: OrderSubmitParam) => void;
  /**
   * An activity's order (a group buy): its price is final, so the coupons, points and invoice sections
   * are left out (the activity's confirm and submit take none).
   */
  activityOrder?: boolean;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
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
  let body: ReactNode = null;
  if (noAddress) {
    body = <NoAddress href={href} />;
  } else if (order) {
    body = (
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
    );
  } else if (error) {
    body = <ConfirmError onRetry={onRetry} />;
  } else if (loading) {
    body = <OrderSkeleton />;
  }
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

import { useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  DeliveryType,
  fieldErrors,
  firstError,
  invoiceForm,
  InvoiceHeaderType,
  invoiceHeaderTypeLabels,
  maxPointsCredit,
  ORDER_REMARKS_MAX,
  orderRemarksSchema,
  pointsCreditSchema,
  type Address,
  type OrderConfirmAnswer,
  type OrderCoupon,
  type OrderSubmitParam,
  type UserAddr,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

/** The address book page, where an address is added. */
export const ADDRESS_BOOK_PATH = '/user-center/uc-address';

/** The shopper's choice of points credit, sent with the next confirm. */
export interface PointsChoice {
  isScorePay: boolean;
  userUseScore: number;
}

/** The invoice choice of the form: none, or a title of a person or a unit. */
type InvoiceChoice = 'none' | `${InvoiceHeaderType}`;

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
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

const card = 'rounded-lg bg-neutral-0 p-3 md:border md:border-neutral-200 md:p-4';
const sectionTitle = 'm-0 mb-3 text-base font-medium text-neutral-900';

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
        href={href}
      />
    );
  } else if (error) {
    body = <ConfirmError onRetry={onRetry} />;
  } else if (loading) {
    body = <OrderSkeleton />;
  }
  return (
    <div
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-3 py-4 md:gap-4 md:px-4 md:py-6', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3 md:text-xl">
        <Trans>Confirm order</Trans>
      </h1>
      {body}
    </div>
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
  href,
}: OrderFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const [remarkErrors, setRemarkErrors] = useState<Record<number, MessageDescriptor>>({});
  const [invoiceType, setInvoiceType] = useState<InvoiceChoice>('none');
  const [invoice, setInvoice] = useState({ headerName: '', invoiceTaxNumber: '' });
  const [invoiceErrors, setInvoiceErrors] = useState<Record<string, MessageDescriptor>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const taxRef = useRef<HTMLInputElement>(null);
  const remarkRefs = useRef<Record<number, HTMLInputElement | null>>({});

  const chosen = chosenCouponIds(order);
  const changeCoupon = (group: OrderCoupon[], value: string) => {
    const inGroup = new Set(group.map((c) => c.couponId));
    const rest = chosen.filter((id) => !inGroup.has(id));
    onChangeCoupons?.(value === 'none' ? rest : [...rest, Number(value)]);
  };

  const submit = () => {
    const badRemarks: Record<number, MessageDescriptor> = {};
    for (const shop of order.shopCartOrders) {
      const problem = firstError(orderRemarksSchema.safeParse(remarks[shop.shopId] ?? ''));
      if (problem) badRemarks[shop.shopId] = problem;
    }
    let invoiceParam: OrderSubmitParam['invoice'] = null;
    let badInvoice: Record<string, MessageDescriptor> = {};
    if (invoiceType !== 'none') {
      const headerType = Number(invoiceType) as InvoiceHeaderType;
      const parsed = invoiceForm.safeParse({
        headerType,
        headerName: invoice.headerName,
        ...(headerType === InvoiceHeaderType.unit ? { invoiceTaxNumber: invoice.invoiceTaxNumber } : {}),
      });
      if (parsed.success) {
        invoiceParam = {
          headerType: parsed.data.headerType,
          headerName: parsed.data.headerName,
          ...(parsed.data.invoiceTaxNumber ? { invoiceTaxNumber: parsed.data.invoiceTaxNumber } : {}),
        };
      } else {
        badInvoice = fieldErrors(parsed);
      }
    }
    setRemarkErrors(badRemarks);
    setInvoiceErrors(badInvoice);
    const firstBadShop = order.shopCartOrders.find((shop) => badRemarks[shop.shopId]);
    if (firstBadShop) {
      remarkRefs.current[firstBadShop.shopId]?.focus();
      return;
    }
    if (badInvoice.headerName) {
      titleRef.current?.focus();
      return;
    }
    if (badInvoice.invoiceTaxNumber) {
      taxRef.current?.focus();
      return;
    }
    onSubmit?.({
      uuid: order.uuid,
      orderShopParam: order.shopCartOrders.map((shop) => ({
        shopId: shop.shopId,
        remarks: (remarks[shop.shopId] ?? '').trim(),
      })),
      ...(invoiceParam ? { invoice: invoiceParam } : {}),
    });
  };

  const deliveryOptions = [
    { value: String(DeliveryType.express), label: t`Express delivery` },
    { value: String(DeliveryType.pickup), label: t`Buyer pickup` },
    { value: String(DeliveryType.sameCity), label: t`Same-city delivery` },
    { value: String(DeliveryType.none), label: t`No delivery needed` },
  ];

  return (
    <div
      className="grid items-start gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-part="order-form"
    >
      <div className="flex min-w-0 flex-col gap-3 md:gap-4">
        <section aria-labelledby="submit-order-address" className={card}>
          <h2 id="submit-order-address" className={sectionTitle}>
            <Trans>Delivery address</Trans>
          </h2>
          <AddressBlock
            address={order.userAddr}
            addresses={addresses}
            disabled={confirming}
            onChange={onChangeAddress}
            href={href}
          />
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-neutral-100 pt-3">
            <span id="submit-order-delivery" className="text-sm font-medium text-neutral-800">
              <Trans>Delivery method</Trans>
            </span>
            <RadioGroup
              aria-labelledby="submit-order-delivery"
              orientation="horizontal"
              className="flex-wrap gap-x-5 gap-y-2"
              options={deliveryOptions}
              value={String(order.dvyType)}
              disabled={confirming}
              onValueChange={(value) => onChangeDeliveryType?.(Number(value) as DeliveryType)}
            />
          </div>
        </section>

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
                    ref={(el) => {
                      remarkRefs.current[shop.shopId] = el;
                    }}
                    label={t`Remarks`}
                    placeholder={t`A message to the store (optional)`}
                    maxLength={ORDER_REMARKS_MAX}
                    showCount
                    value={remarks[shop.shopId] ?? ''}
                    error={remarkErrors[shop.shopId] ? i18n._(remarkErrors[shop.shopId]!) : undefined}
                    onChange={(event) => {
                      const value = event.target.value;
                      setRemarks((r) => ({ ...r, [shop.shopId]: value }));
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
      </div>

      {/* The side column on PC; on smaller screens its sections follow the items and the bar sticks. */}
      <div className="flex min-w-0 flex-col gap-3 max-lg:contents md:gap-4">
        <section aria-labelledby="submit-order-discounts" className={card}>
          <h2 id="submit-order-discounts" className={sectionTitle}>
            <Trans>Coupons and points</Trans>
          </h2>
          <div className="flex flex-col gap-3">
            {couponsChanged ? (
              <p role="status" className="m-0 rounded bg-warning-soft px-3 py-2 text-sm text-neutral-900">
                <Trans>The coupons were chosen again for the new amount. Please check them.</Trans>
              </p>
            ) : null}
            <CouponSelect
              label={t`Platform coupon`}
              coupons={order.coupons}
              disabled={confirming}
              onChange={(value) => changeCoupon(order.coupons, value)}
            />
            <PointsBlock order={order} disabled={confirming} onChange={onChangePoints} />
          </div>
        </section>

        <section aria-labelledby="submit-order-invoice" className={card}>
          <h2 id="submit-order-invoice" className={sectionTitle}>
            <Trans>Invoice</Trans>
          </h2>
          <div className="flex flex-col gap-3">
            <RadioGroup
              aria-labelledby="submit-order-invoice"
              orientation="horizontal"
              className="flex-wrap gap-x-6 gap-y-2"
              value={invoiceType}
              onValueChange={(value) => {
                setInvoiceType(value as InvoiceChoice);
                setInvoiceErrors({});
              }}
              options={[
                { value: 'none', label: t`No invoice` },
                {
                  value: String(InvoiceHeaderType.personal),
                  label: i18n._(invoiceHeaderTypeLabels[InvoiceHeaderType.personal]),
                },
                {
                  value: String(InvoiceHeaderType.unit),
                  label: i18n._(invoiceHeaderTypeLabels[InvoiceHeaderType.unit]),
                },
              ]}
            />
            {invoiceType !== 'none' ? (
              <div className="grid gap-3 md:grid-cols-2">
                <Input
                  ref={titleRef}
                  label={t`Invoice title`}
                  required
                  value={invoice.headerName}
                  error={invoiceErrors.headerName ? i18n._(invoiceErrors.headerName) : undefined}
                  onChange={(event) => {
                    const value = event.target.value;
                    setInvoice((v) => ({ ...v, headerName: value }));
                  }}
                />
                {invoiceType === String(InvoiceHeaderType.unit) ? (
                  <Input
                    ref={taxRef}
                    label={t`Tax number`}
                    required
                    autoCapitalize="characters"
                    value={invoice.invoiceTaxNumber}
                    error={
                      invoiceErrors.invoiceTaxNumber ? i18n._(invoiceErrors.invoiceTaxNumber) : undefined
                    }
                    onChange={(event) => {
                      const value = event.target.value;
                      setInvoice((v) => ({ ...v, invoiceTaxNumber: value }));
                    }}
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </section>

        <section
          aria-label={t`Order total`}
          className={cn(
            card,
            'flex flex-col gap-3 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:rounded-none max-md:border-t max-md:border-neutral-200 max-md:shadow',
          )}
          data-part="submit-bar"
        >
          <dl className="m-0 flex flex-col gap-2 text-sm text-neutral-600 max-md:hidden">
            <SummaryRow label={t`Goods total`}>
              <Price yuan={order.total} size="sm" tone="neutral" />
            </SummaryRow>
            <SummaryRow label={t`Freight`}>
              <Price yuan={order.totalTransFee} size="sm" tone="neutral" />
            </SummaryRow>
            <SummaryRow label={t`Discounts`}>
              <span className="inline-flex items-center">
                -<Price yuan={order.orderReduce} size="sm" tone="neutral" />
              </span>
            </SummaryRow>
            {order.totalScoreAmount > 0 ? (
              <SummaryRow label={t`Of which points`}>
                <span className="inline-flex items-center">
                  -<Price yuan={order.totalScoreAmount} size="sm" tone="neutral" />
                </span>
              </SummaryRow>
            ) : null}
          </dl>
          <div className="flex items-center justify-between gap-3 md:flex-col md:items-stretch">
            <p className="m-0 flex items-baseline gap-1 text-sm text-neutral-800 md:justify-between">
              <span>
                <Trans>Amount payable</Trans>
              </span>
              <span data-part="actual-total">
                <Price yuan={order.actualTotal} size="lg" />
              </span>
            </p>
            <Button
              size="lg"
              className="max-md:px-6"
              loading={submitting}
              disabled={submitting || confirming}
              onClick={submit}
            >
              <Trans>Submit order</Trans>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt>{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

function addressLine(a: Pick<UserAddr, 'province' | 'city' | 'area' | 'addr'>) {
  return [a.province, a.city, a.area, a.addr].filter(Boolean).join(' ');
}

function AddressBlock({
  address,
  addresses,
  disabled,
  onChange,
  href,
}: {
  address: UserAddr;
  addresses?: Address[];
  disabled: boolean;
  onChange?: (addrId: number) => void;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(String(address.addrId));
  return (
    <div className="flex flex-wrap items-start justify-between gap-3" data-part="address">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="m-0 font-medium text-neutral-900">
          {address.receiver} <span className="font-num text-neutral-600">{address.mobile}</span>
        </p>
        <p className="m-0 text-neutral-800">{addressLine(address)}</p>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setPicked(String(address.addrId));
        }}
      >
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
          <Trans>Change address</Trans>
        </Button>
        <DialogContent
          title={t`Choose a delivery address`}
          footer={
            <>
              <Button asChild variant="ghost">
                <a href={href(ADDRESS_BOOK_PATH)}>
                  <Trans>Manage addresses</Trans>
                </a>
              </Button>
              <Button
                onClick={() => {
                  setOpen(false);
                  if (Number(picked) !== address.addrId) onChange?.(Number(picked));
                }}
              >
                <Trans>Use this address</Trans>
              </Button>
            </>
          }
        >
          <RadioGroup
            aria-label={t`Delivery address`}
            value={picked}
            onValueChange={setPicked}
            options={(addresses ?? []).map((a) => ({
              value: String(a.addrId),
              label: `${a.receiver} ${a.mobile}`,
              description: addressLine(a),
            }))}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function CouponSelect({
  label,
  coupons,
  disabled,
  onChange,
}: {
  label: string;
  coupons: OrderCoupon[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const chosen = coupons.find((c) => c.choose);
  const usable = coupons.filter((c) => c.canUse).length;
  const couponText = (c: OrderCoupon) => {
    const name = c.couponName;
    return c.canUse ? name : t`${name} (not usable for this order)`;
  };
  return (
    <Select
      label={label}
      value={chosen ? String(chosen.couponId) : 'none'}
      disabled={disabled || coupons.length === 0}
      hint={
        chosen ? (
          <span className="inline-flex items-center gap-1">
            <Trans>Saves</Trans> <Price yuan={chosen.reduce} size="sm" tone="neutral" />
          </span>
        ) : usable === 0 ? (
          t`No usable coupons`
        ) : undefined
      }
      onValueChange={onChange}
      options={[
        { value: 'none', label: t`Don't use a coupon` },
        ...coupons.map((c) => ({ value: String(c.couponId), label: couponText(c), disabled: !c.canUse })),
      ]}
    />
  );
}

function PointsBlock({
  order,
  disabled,
  onChange,
}: {
  order: OrderConfirmAnswer;
  disabled: boolean;
  onChange?: (choice: PointsChoice) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const inputId = useId();
  const max = maxPointsCredit(order.maxUsableScore);
  const on = Boolean(order.isScorePay);
  const [amount, setAmount] = useState(String(order.userUseScore || max));
  const [problem, setProblem] = useState<MessageDescriptor | undefined>(undefined);
  const [shownFor, setShownFor] = useState(order.userUseScore);
  if (shownFor !== order.userUseScore) {
    setShownFor(order.userUseScore);
    if (order.userUseScore) setAmount(String(order.userUseScore));
  }

  const apply = () => {
    const value = amount.trim() === '' ? Number.NaN : Number(amount);
    const result = pointsCreditSchema(max).safeParse(value);
    const message = firstError(result);
    setProblem(message);
    if (!message) onChange?.({ isScorePay: true, userUseScore: value });
  };

  return (
    <div className="flex flex-col gap-2" data-part="points">
      <Checkbox
        label={
          max > 0
            ? t`Use points (up to ${max} points for this order)`
            : t`No points can be used for this order`
        }
        checked={on}
        disabled={disabled || max === 0}
        onCheckedChange={(checked) => {
          setProblem(undefined);
          onChange?.({ isScorePay: checked === true, userUseScore: checked === true ? max : 0 });
        }}
      />
      {on ? (
        <div className="flex flex-wrap items-start gap-2">
          <Input
            id={inputId}
            label={t`Points to use`}
            inputMode="numeric"
            wrapperClassName="w-32"
            value={amount}
            hint={t`In multiples of 10`}
            error={problem ? i18n._(problem) : undefined}
            disabled={disabled}
            onChange={(event) => setAmount(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply();
            }}
          />
          <Button variant="secondary" className="mt-[1.625rem]" disabled={disabled} onClick={apply}>
            <Trans>Apply</Trans>
          </Button>
          {order.totalScoreAmount > 0 ? (
            <p className="m-0 inline-flex w-full items-center gap-1 text-sm text-neutral-800">
              <Trans>Points credit</Trans> -<Price yuan={order.totalScoreAmount} size="sm" tone="neutral" />
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function NoAddress({ href }: { href: HrefBuilder }) {
  const { t } = useLingui();
  return (
    <div className={card} data-part="no-address">
      <Empty
        size="sm"
        illustration="box"
        title={t`No delivery address yet`}
        description={t`Add an address to place the order.`}
        action={
          <Button asChild>
            <a href={href(ADDRESS_BOOK_PATH)}>
              <Trans>Add an address</Trans>
            </a>
          </Button>
        }
      />
    </div>
  );
}

function ConfirmError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="rounded-lg bg-neutral-0" data-part="confirm-error">
      <Empty
        size="sm"
        illustration="error"
        title={t`The order could not be confirmed`}
        description={t`Please check your connection and try again.`}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t`Retry`}
          </Button>
        }
      />
    </div>
  );
}

function OrderSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup
      label={t`Loading the order`}
      className={cn(card, 'flex flex-col gap-3')}
      data-part="order-skeleton"
    >
      <Skeleton shape="text" className="h-4 w-32" />
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-3/5" />
            <Skeleton shape="text" className="w-1/4" />
          </div>
        </div>
      ))}
      <Skeleton className="h-10 w-full" />
    </SkeletonGroup>
  );
}

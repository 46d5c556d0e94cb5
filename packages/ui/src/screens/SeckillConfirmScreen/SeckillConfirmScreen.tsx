import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type OrderConfirmAnswer, type SeckillSubmitParam } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import {
  ActivityOrderSections,
  CheckoutBody,
  CheckoutForm,
  CheckoutRefusal,
  useOrderRemarks,
  CHECKOUT_FRAME,
  type CheckoutFormProps,
  type CheckoutScreenProps,
} from '../../mall/Checkout/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { TotalsSection } from '../SubmitOrderScreen/TotalsSection.tsx';

/** The server refused the flash-sale order: its message, and whether trying again may help (too busy). */
export interface SeckillRefusal {
  message: string;
  /** Too busy: a retry button. Otherwise (sold out, over the limit, ended) the ways back. */
  retry: boolean;
}

export interface SeckillConfirmScreenProps extends CheckoutScreenProps<
  OrderConfirmAnswer,
  SeckillSubmitParam
> {
  /** The activity (the way back to its page). */
  seckillId: number;
  /** The server's refusal (too busy, sold out, over the limit, ended); too busy retries with `onRetry`. */
  refusal?: SeckillRefusal | undefined;
}

/**
 * The flash-sale checkout (`/secdetail/confirm-order`): the address (changeable), the one item at its
 * flash-sale price, remarks and the server's totals; no coupons or points. A refusal of the server shows
 * its message: too busy with a retry, otherwise (sold out, limit, ended) the ways back. Every amount is
 * the server's.
 */
export function SeckillConfirmScreen({
  seckillId,
  order,
  addresses,
  noAddress = false,
  loading = false,
  error = false,
  onRetry,
  refusal,
  confirming = false,
  submitting = false,
  onChangeAddress,
  onSubmit,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: SeckillConfirmScreenProps) {
  const body =
    refusal && !refusal.retry ? (
      <FinalRefusal refusal={refusal} seckillId={seckillId} href={href} />
    ) : (
      <CheckoutBody
        noAddress={noAddress}
        form={
          order ? (
            <>
              {refusal ? <BusyRefusal refusal={refusal} onRetry={onRetry} /> : null}
              <OrderForm
                order={order}
                addresses={addresses}
                confirming={confirming}
                submitting={submitting}
                onChangeAddress={onChangeAddress}
                onSubmit={onSubmit}
                href={href}
              />
            </>
          ) : refusal ? (
            <BusyRefusal refusal={refusal} onRetry={onRetry} />
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
      heading={<Trans>Confirm flash sale order</Trans>}
      onNavigate={onNavigate}
      className={cn(CHECKOUT_FRAME, className)}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function FinalRefusal({
  refusal,
  seckillId,
  href,
}: {
  refusal: SeckillRefusal;
  seckillId: number;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  return (
    <CheckoutRefusal
      part="seckill-refused"
      message={refusal.message}
      actions={
        <>
          <Button asChild variant="secondary">
            <a href={href(paths.seckillDetail(seckillId))}>{t`Back to the flash sale`}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={href(paths.flashSale())}>{t`More flash sales`}</a>
          </Button>
        </>
      }
    />
  );
}

function BusyRefusal({ refusal, onRetry }: { refusal: SeckillRefusal; onRetry: (() => void) | undefined }) {
  const { t } = useLingui();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-warning-soft px-4 py-3"
      data-part="seckill-busy"
    >
      <p role="alert" className="m-0 font-medium text-neutral-900">
        {refusal.message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  );
}

type OrderFormProps = CheckoutFormProps<OrderConfirmAnswer, SeckillSubmitParam>;

function OrderForm({
  order,
  addresses,
  confirming,
  submitting,
  onChangeAddress,
  onSubmit,
  href,
}: OrderFormProps) {
  const { t } = useLingui();
  const remarks = useOrderRemarks();
  const submit = () => remarks.submit((text) => onSubmit?.({ uuid: order.uuid, remarks: text }));

  return (
    <CheckoutForm
      main={
        <ActivityOrderSections
          idPrefix="seckill-order"
          order={order}
          addresses={addresses}
          confirming={confirming}
          onChangeAddress={onChangeAddress}
          href={href}
          tag={t`Flash sale`}
          price={(item) => <Price yuan={item.price} size="sm" data-part="item-price" />}
          remarks={remarks}
        />
      }
      side={<TotalsSection order={order} confirming={confirming} submitting={submitting} onSubmit={submit} />}
    />
  );
}

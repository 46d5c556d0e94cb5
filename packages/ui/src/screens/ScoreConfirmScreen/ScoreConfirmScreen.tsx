import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type ScoreConfirmAnswer, type ScoreSubmitParam } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import {
  ActivityOrderSections,
  CheckoutBody,
  CheckoutForm,
  CheckoutRefusal,
  CheckoutTotals,
  SummaryRow,
  useOrderRemarks,
  CHECKOUT_FRAME,
  type CheckoutFormProps,
  type CheckoutScreenProps,
} from '../../mall/Checkout/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface ScoreConfirmScreenProps extends CheckoutScreenProps<ScoreConfirmAnswer, ScoreSubmitParam> {
  /** The product (the way back to its page). */
  prodId: number;
  /** The server refused the order (too few points, sold out, off sale): its message and the ways back. */
  refusal?: string | undefined;
}

/**
 * The points-mall checkout (`/submit-integral-order`): the address (changeable), the one item at its
 * points (and cash) price, remarks, and the server's totals: the points the order costs against the
 * shopper's points, and the cash part payable with the freight. Too few points disable the submit; a
 * refusal of the server shows its message with the ways back. Every amount is the server's.
 */
export function ScoreConfirmScreen({
  prodId,
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
}: ScoreConfirmScreenProps) {
  const body =
    refusal !== undefined ? (
      <Refusal message={refusal} prodId={prodId} href={href} />
    ) : (
      <CheckoutBody
        noAddress={noAddress}
        form={
          order ? (
            <OrderForm
              order={order}
              addresses={addresses}
              confirming={confirming}
              submitting={submitting}
              onChangeAddress={onChangeAddress}
              onSubmit={onSubmit}
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
      heading={<Trans>Confirm points order</Trans>}
      onNavigate={onNavigate}
      className={cn(CHECKOUT_FRAME, className)}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function Refusal({ message, prodId, href }: { message: string; prodId: number; href: HrefBuilder }) {
  const { t } = useLingui();
  return (
    <CheckoutRefusal
      part="score-refused"
      message={message}
      actions={
        <>
          <Button asChild variant="secondary">
            <a href={href(paths.integralDetail(prodId))}>{t`Back to the product`}</a>
          </Button>
          <Button asChild variant="outline">
            <a href={href(paths.integralMall())}>{t`Back to the points mall`}</a>
          </Button>
        </>
      }
    />
  );
}

type OrderFormProps = CheckoutFormProps<ScoreConfirmAnswer, ScoreSubmitParam>;

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
  const tooFew = order.userScore < order.totalScore;
  const submit = () => {
    if (!tooFew) remarks.submit((text) => onSubmit?.({ uuid: order.uuid, remarks: text }));
  };

  return (
    <CheckoutForm
      main={
        <ActivityOrderSections
          idPrefix="score-order"
          order={order}
          addresses={addresses}
          confirming={confirming}
          onChangeAddress={onChangeAddress}
          href={href}
          tag={t`Points mall`}
          remarks={remarks}
        />
      }
      side={
        <CheckoutTotals
          rowsOnPhone
          rows={
            <>
              <SummaryRow label={t`Points needed`}>
                <span className="font-num font-semibold text-brand" data-part="total-score">
                  {order.totalScore}
                </span>
              </SummaryRow>
              <SummaryRow label={t`My points`}>
                <span className={cn('font-num', tooFew && 'text-danger')} data-part="user-score">
                  {order.userScore}
                </span>
              </SummaryRow>
              <SummaryRow label={t`Freight`}>
                <Price yuan={order.totalTransFee} size="sm" tone="neutral" />
              </SummaryRow>
            </>
          }
          notice={
            tooFew ? (
              <p role="alert" className="m-0 text-sm text-danger" data-part="too-few">
                <Trans>You do not have enough points for this order.</Trans>
              </p>
            ) : null
          }
          payableLabel={<Trans>Cash payable</Trans>}
          payable={order.actualTotal}
          submitting={submitting}
          disabled={confirming || tooFew}
          onSubmit={submit}
        />
      }
    />
  );
}

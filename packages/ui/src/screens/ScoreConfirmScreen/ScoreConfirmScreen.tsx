import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import {
  ORDER_REMARKS_MAX,
  orderRemarksSchema,
  paths,
  type Address,
  type ScoreConfirmAnswer,
  type ScoreSubmitParam,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { eachField, useRuleForm } from '../../lib/useRuleForm.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { AddressBlock } from '../SubmitOrderScreen/AddressSection.tsx';
import { ConfirmError, NoAddress, OrderSkeleton } from '../SubmitOrderScreen/LoadStates.tsx';
import { card, sectionTitle } from '../SubmitOrderScreen/sectionStyles.ts';

export interface ScoreConfirmScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The product (the way back to its page). */
  prodId: number;
  /** The settlement as POST /p/score/confirm answers it; undefined until it has loaded. */
  order?: ScoreConfirmAnswer | undefined;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[] | undefined;
  /** The shopper has no address yet: a link to add one. */
  noAddress?: boolean;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The order could not be confirmed (network, 500): an error with a retry. */
  error?: boolean;
  onRetry?: () => void;
  /** The server refused the order (too few points, sold out, off sale): its message and the ways back. */
  refusal?: string | undefined;
  /** A new confirm is on its way (another address): the choices wait for it. */
  confirming?: boolean;
  /** The order is being submitted: the submit button is busy and disabled. */
  submitting?: boolean;
  onChangeAddress?: (addrId: number) => void;
  /** Submit with the confirm's uuid and the remarks. */
  onSubmit?: (param: ScoreSubmitParam) => void;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
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
  let body: ReactNode = null;
  if (refusal !== undefined) {
    body = <Refusal message={refusal} prodId={prodId} href={href} />;
  } else if (noAddress) {
    body = <NoAddress href={href} />;
  } else if (order) {
    body = (
      <OrderForm
        order={order}
        addresses={addresses}
        confirming={confirming}
        submitting={submitting}
        onChangeAddress={onChangeAddress}
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
        <Trans>Confirm points order</Trans>
      </h1>
      {body}
    </div>
  );
}

function Refusal({ message, prodId, href }: { message: string; prodId: number; href: HrefBuilder }) {
  const { t } = useLingui();
  return (
    <div className={card} data-part="score-refused">
      <Empty
        size="sm"
        illustration="box"
        title={<span role="alert">{message}</span>}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild variant="secondary">
              <a href={href(paths.integralDetail(prodId))}>{t`Back to the product`}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={href(paths.integralMall())}>{t`Back to the points mall`}</a>
            </Button>
          </div>
        }
      />
    </div>
  );
}

interface OrderFormProps {
  order: ScoreConfirmAnswer;
  addresses: Address[] | undefined;
  confirming: boolean;
  submitting: boolean;
  onChangeAddress: ((addrId: number) => void) | undefined;
  onSubmit: ((param: ScoreSubmitParam) => void) | undefined;
  href: HrefBuilder;
}

const REMARKS = ['remarks'] as const;

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
  const { i18n } = useLinguiRuntime();
  const form = useRuleForm<Record<string, string>, Record<string, string>>(
    eachField(REMARKS, orderRemarksSchema),
    {},
    [...REMARKS],
    { clearMessages: 'onSubmit' },
  );
  const error = form.errors.remarks;
  const tooFew = order.userScore < order.totalScore;
  const submit = () => {
    if (tooFew) return;
    const result = form.check();
    if (!result.ok) {
      result.focusInvalid();
      return;
    }
    onSubmit?.({ uuid: order.uuid, remarks: result.data.remarks ?? '' });
  };
  const items = order.shopCartOrders.flatMap((shop) =>
    shop.shopCartItemDiscounts.flatMap((g) => g.shopCartItems).map((item) => ({ shop, item })),
  );

  return (
    <div
      className="grid items-start gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-part="order-form"
    >
      <div className="flex min-w-0 flex-col gap-3 md:gap-4">
        <section aria-labelledby="score-order-address" className={card}>
          <h2 id="score-order-address" className={sectionTitle}>
            <Trans>Delivery address</Trans>
          </h2>
          <AddressBlock
            address={order.userAddr}
            {...(addresses ? { addresses } : {})}
            disabled={confirming}
            {...(onChangeAddress ? { onChange: onChangeAddress } : {})}
            href={href}
          />
        </section>
        <section aria-labelledby="score-order-items" className={card}>
          <h2 id="score-order-items" className={sectionTitle}>
            <Trans>Items</Trans>
          </h2>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {items.map(({ shop, item }) => (
              <li key={`${item.skuId}-${item.basketId}`} className="flex items-start gap-3">
                <img src={item.pic} alt="" className="size-16 shrink-0 rounded object-cover" />
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <span className="line-clamp-2 text-neutral-900">{item.prodName}</span>
                  {item.skuName ? <span className="text-neutral-600">{item.skuName}</span> : null}
                  <span className="flex flex-wrap items-center gap-2 text-neutral-600">
                    <Tag tone="brand">{t`Points mall`}</Tag>
                    {shop.shopName}
                  </span>
                </div>
                <span className="shrink-0 text-sm text-neutral-600">×{item.prodCount}</span>
              </li>
            ))}
          </ul>
          <Input
            ref={form.fieldRef('remarks')}
            label={t`Remarks`}
            placeholder={t`A message to the store (optional)`}
            maxLength={ORDER_REMARKS_MAX}
            showCount
            value={form.values.remarks ?? ''}
            error={error ? i18n._(error) : undefined}
            onChange={(event) => form.change('remarks', event.target.value)}
            wrapperClassName="mt-3"
          />
        </section>
      </div>
      <section
        aria-label={t`Order total`}
        className={cn(
          card,
          'flex flex-col gap-3 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:rounded-none max-md:border-t max-md:border-neutral-200 max-md:shadow',
        )}
        data-part="submit-bar"
      >
        <dl className="m-0 flex flex-col gap-2 text-sm text-neutral-600">
          <Row label={t`Points needed`}>
            <span className="font-num font-semibold text-brand" data-part="total-score">
              {order.totalScore}
            </span>
          </Row>
          <Row label={t`My points`}>
            <span className={cn('font-num', tooFew && 'text-danger')} data-part="user-score">
              {order.userScore}
            </span>
          </Row>
          <Row label={t`Freight`}>
            <Price yuan={order.totalTransFee} size="sm" tone="neutral" />
          </Row>
        </dl>
        {tooFew ? (
          <p role="alert" className="m-0 text-sm text-danger" data-part="too-few">
            <Trans>You do not have enough points for this order.</Trans>
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3 md:flex-col md:items-stretch">
          <p className="m-0 flex items-baseline gap-1 text-sm text-neutral-800 md:justify-between">
            <span>
              <Trans>Cash payable</Trans>
            </span>
            <span data-part="actual-total">
              <Price yuan={order.actualTotal} size="lg" />
            </span>
          </p>
          <Button
            size="lg"
            className="max-md:px-6"
            loading={submitting}
            disabled={submitting || confirming || tooFew}
            onClick={submit}
          >
            <Trans>Submit order</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt>{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

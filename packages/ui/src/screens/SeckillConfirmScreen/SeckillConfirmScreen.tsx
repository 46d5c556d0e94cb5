import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import {
  ORDER_REMARKS_MAX,
  orderRemarksSchema,
  paths,
  type Address,
  type OrderConfirmAnswer,
  type SeckillSubmitParam,
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
import { TotalsSection } from '../SubmitOrderScreen/TotalsSection.tsx';
import { card, sectionTitle } from '../SubmitOrderScreen/sectionStyles.ts';

/** The server refused the flash-sale order: its message, and whether trying again may help (too busy). */
export interface SeckillRefusal {
  message: string;
  /** Too busy: a retry button. Otherwise (sold out, over the limit, ended) the ways back. */
  retry: boolean;
}

export interface SeckillConfirmScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The activity (the way back to its page). */
  seckillId: number;
  /** The settlement as POST /p/seckill/{orderPath}/confirm answers it; undefined until it has loaded. */
  order?: OrderConfirmAnswer | undefined;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[] | undefined;
  /** The shopper has no address yet: a link to add one. */
  noAddress?: boolean;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The order could not be confirmed (network, 500): an error with a retry. */
  error?: boolean;
  /** Retry after an error or a "too busy" refusal. */
  onRetry?: () => void;
  /** The server's refusal (too busy, sold out, over the limit, ended). */
  refusal?: SeckillRefusal | undefined;
  /** A new confirm is on its way (another address): the choices wait for it. */
  confirming?: boolean;
  /** The order is being submitted: the submit button is busy and disabled. */
  submitting?: boolean;
  onChangeAddress?: (addrId: number) => void;
  /** Submit with the confirm's uuid and the remarks. */
  onSubmit?: (param: SeckillSubmitParam) => void;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
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
  let body: ReactNode = null;
  if (refusal && !refusal.retry) {
    body = <FinalRefusal refusal={refusal} seckillId={seckillId} href={href} />;
  } else if (noAddress) {
    body = <NoAddress href={href} />;
  } else if (order) {
    body = (
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
    );
  } else if (refusal) {
    body = <BusyRefusal refusal={refusal} onRetry={onRetry} />;
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
        <Trans>Confirm flash sale order</Trans>
      </h1>
      {body}
    </div>
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
    <div className={card} data-part="seckill-refused">
      <Empty
        size="sm"
        illustration="box"
        title={<span role="alert">{refusal.message}</span>}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild variant="secondary">
              <a href={href(paths.seckillDetail(seckillId))}>{t`Back to the flash sale`}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={href(paths.flashSale())}>{t`More flash sales`}</a>
            </Button>
          </div>
        }
      />
    </div>
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

interface OrderFormProps {
  order: OrderConfirmAnswer;
  addresses: Address[] | undefined;
  confirming: boolean;
  submitting: boolean;
  onChangeAddress: ((addrId: number) => void) | undefined;
  onSubmit: ((param: SeckillSubmitParam) => void) | undefined;
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
  const submit = () => {
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
        <section aria-labelledby="seckill-order-address" className={card}>
          <h2 id="seckill-order-address" className={sectionTitle}>
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
        <section aria-labelledby="seckill-order-items" className={card}>
          <h2 id="seckill-order-items" className={sectionTitle}>
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
                    <Tag tone="brand">{t`Flash sale`}</Tag>
                    {shop.shopName}
                  </span>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
                  <Price yuan={item.price} size="sm" data-part="item-price" />
                  <span className="text-neutral-600">×{item.prodCount}</span>
                </div>
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
      <TotalsSection order={order} confirming={confirming} submitting={submitting} onSubmit={submit} />
    </div>
  );
}

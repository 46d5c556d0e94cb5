// The merchant centre's order detail (issue 17 item 4; GET /merchant/order/info): the order's status,
// times, buyer, address, remarks, amounts as the server sent them, invoice application, after-sales
// requests (each opening its after-sales page when `onOpenRefund` is given) and items; and for a paid order (status 2) the ship form (express company and tracking
// number, checked with domain's MerchantDeliveryParam before it is sent; the server's refusal, e.g. a
// pre-sale product's shipping day not reached, shown above the button). Props in, callbacks out.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  fieldErrors,
  invoiceHeaderTypeLabels,
  invoiceStatusLabels,
  MerchantDeliveryParam,
  refundStatusLabels,
  type InvoiceHeaderType,
  type InvoiceStatus,
  type MerchantOrderDetail,
  type RefundStatus,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { OrderStatusTag } from '../OrderListScreen/OrderStatusTag.tsx';

export interface OrderShipValues {
  expressName: string;
  expressNo: string;
}

export interface OrderDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The order; undefined until loaded. */
  order?: MerchantOrderDetail | undefined;
  loading?: boolean | undefined;
  /** The order could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Sends the shipment (already checked); rejects when the server refuses (`refusal` says why). */
  onShip: (values: OrderShipValues) => Promise<unknown>;
  /** The server's refusal of the last shipment. */
  refusal?: string | undefined;
  onBack: () => void;
  /** Opens one of the order's after-sales requests (its number is a link when given). */
  onOpenRefund?: ((refundSn: string) => void) | undefined;
}

export function OrderDetailScreen({
  order,
  loading = false,
  error = false,
  onRetry,
  onShip,
  refusal,
  onBack,
  onOpenRefund,
  className,
  ...props
}: OrderDetailScreenProps) {
  const { t } = useLingui();
  const number = order?.orderNumber ?? '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={order ? t`Order ${number}` : t`Order`}
        actions={
          <Button variant="outline" onClick={onBack}>
            {t`Back to the orders`}
          </Button>
        }
      />
      {order ? (
        <OrderBody order={order} onShip={onShip} refusal={refusal} onOpenRefund={onOpenRefund} />
      ) : error ? (
        <Empty
          size="sm"
          role="alert"
          title={t`The order could not be loaded`}
          action={
            onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t`Retry`}
              </Button>
            ) : undefined
          }
        />
      ) : loading ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="flex flex-col gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : null}
    </div>
  );
}

function OrderBody({
  order,
  onShip,
  refusal,
  onOpenRefund,
}: {
  order: MerchantOrderDetail;
  onShip: OrderDetailScreenProps['onShip'];
  refusal: string | undefined;
  onOpenRefund: OrderDetailScreenProps['onOpenRefund'];
}) {
  const { t, i18n } = useLingui();
  const addr = (order.userAddr ?? {}) as Partial<
    Record<'receiver' | 'mobile' | 'province' | 'city' | 'area' | 'addr', string>
  >;
  const address = [addr.province, addr.city, addr.area, addr.addr].filter(Boolean).join(' ');
  const money = (yuan: number) => <Price yuan={yuan} size="sm" />;
  const invoice = order.invoice;
  return (
    <>
      <FormSection title={t`Order`}>
        <DescriptionList
          items={[
            { key: 'status', label: t`Status`, value: <OrderStatusTag status={order.status} /> },
            { key: 'buyer', label: t`Buyer`, value: order.buyerNickName },
            { key: 'created', label: t`Placed at`, value: order.createTime },
            { key: 'paid', label: t`Paid at`, value: order.payTime },
            { key: 'shipped', label: t`Shipped at`, value: order.dvyTime },
            { key: 'finished', label: t`Completed at`, value: order.finallyTime },
            { key: 'canceled', label: t`Canceled at`, value: order.cancelTime },
            {
              key: 'express',
              label: t`Express`,
              value: order.expressName ? `${order.expressName} ${order.expressNo ?? ''}`.trim() : '',
            },
          ]}
        />
      </FormSection>
      <FormSection title={t`Delivery address`}>
        <DescriptionList
          items={[
            { key: 'receiver', label: t`Receiver`, value: addr.receiver },
            { key: 'mobile', label: t`Mobile`, value: addr.mobile },
            { key: 'address', label: t`Address`, value: address, span: 3 },
            { key: 'remarks', label: t`Remarks`, value: order.remarks, span: 3 },
          ]}
        />
      </FormSection>
      <FormSection title={t`Items`}>
        <table className="w-full text-left text-base">
          <caption className="sr-only">{t`Items`}</caption>
          <thead className="text-sm text-neutral-600">
            <tr>
              <th className="py-2 font-normal">{t`Product`}</th>
              <th className="py-2 text-right font-normal">{t`Unit price`}</th>
              <th className="py-2 text-right font-normal">{t`Quantity`}</th>
              <th className="py-2 text-right font-normal">{t`Subtotal`}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.orderItemId} className="border-t border-neutral-200">
                <td className="py-2">
                  <span>{item.prodName}</span>{' '}
                  <span className="text-sm text-neutral-600">{item.skuName}</span>
                </td>
                <td className="py-2 text-right">{money(item.price)}</td>
                <td className="font-num py-2 text-right">{item.prodCount}</td>
                <td className="py-2 text-right">{money(item.actualTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </FormSection>
      <FormSection title={t`Amounts`}>
        <DescriptionList
          items={[
            { key: 'total', label: t`Goods total`, value: money(order.total) },
            { key: 'transfee', label: t`Shipping fee`, value: money(order.transfee) },
            { key: 'discount', label: t`Discount`, value: money(order.discountReduce) },
            { key: 'coupon', label: t`Coupon`, value: money(order.couponReduce) },
            { key: 'points', label: t`Points`, value: money(order.pointsReduce) },
            { key: 'actual', label: t`Paid`, value: money(order.actualTotal) },
          ]}
        />
      </FormSection>
      <FormSection title={t`Invoice`}>
        {invoice ? (
          <DescriptionList
            items={[
              {
                key: 'type',
                label: t`Header type`,
                value: labelOf(
                  i18n._.bind(i18n),
                  invoiceHeaderTypeLabels[invoice.headerType as InvoiceHeaderType],
                ),
              },
              { key: 'name', label: t`Header`, value: invoice.headerName },
              { key: 'tax', label: t`Tax number`, value: invoice.taxNumber },
              {
                key: 'status',
                label: t`Status`,
                value: labelOf(i18n._.bind(i18n), invoiceStatusLabels[invoice.status as InvoiceStatus]),
              },
            ]}
          />
        ) : (
          <p className="m-0 text-neutral-600">{t`No invoice applied for`}</p>
        )}
      </FormSection>
      <FormSection title={t`After-sales`}>
        {order.refunds.length > 0 ? (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {order.refunds.map((refund) => (
              <li key={refund.refundSn} className="flex flex-wrap items-center gap-4">
                {onOpenRefund ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="font-num"
                    onClick={() => onOpenRefund(refund.refundSn)}
                  >
                    {refund.refundSn}
                  </Button>
                ) : (
                  <span className="font-num">{refund.refundSn}</span>
                )}
                <span>{labelOf(i18n._.bind(i18n), refundStatusLabels[refund.status as RefundStatus])}</span>
                {money(refund.refundAmount)}
                <span className="font-num text-sm text-neutral-600">{refund.applyTime}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="m-0 text-neutral-600">{t`No after-sales request`}</p>
        )}
      </FormSection>
      {order.status === 2 ? (
        <ShipForm orderNumber={order.orderNumber} onShip={onShip} refusal={refusal} />
      ) : null}
    </>
  );
}

function labelOf(translate: (d: MessageDescriptor) => string, label: MessageDescriptor | undefined) {
  return label ? translate(label) : '';
}

function ShipForm({
  orderNumber,
  onShip,
  refusal,
}: {
  orderNumber: string;
  onShip: OrderDetailScreenProps['onShip'];
  refusal: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = MerchantDeliveryParam.safeParse({
      orderNumber,
      expressName: data.get('expressName'),
      expressNo: data.get('expressNo'),
    });
    if (!result.success) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    setSending(true);
    onShip({ expressName: result.data.expressName, expressNo: result.data.expressNo })
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  const error = (field: string) => (errors[field] ? i18n._(errors[field]) : undefined);
  return (
    <form noValidate onSubmit={submit} aria-label={t`Ship the order`}>
      <FormSection
        title={t`Ship the order`}
        description={t`Enter the express company and the tracking number; the buyer sees them at once.`}
        footer={
          <div className="flex flex-col items-end gap-2">
            {refusal ? <FormAlert>{refusal}</FormAlert> : null}
            <Button type="submit" loading={sending}>
              {t`Ship`}
            </Button>
          </div>
        }
      >
        <div className="grid max-w-xl gap-4">
          <Input name="expressName" label={t`Express company`} maxLength={50} error={error('expressName')} />
          <Input name="expressNo" label={t`Tracking number`} maxLength={40} error={error('expressNo')} />
        </div>
      </FormSection>
    </form>
  );
}

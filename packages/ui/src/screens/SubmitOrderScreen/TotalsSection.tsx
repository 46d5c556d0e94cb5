import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderConfirmAnswer } from '@mall/domain';
import { CheckoutTotals, SummaryRow } from '../../mall/Checkout/index.ts';
import { Price } from '../../mall/Price/index.ts';

export interface TotalsSectionProps {
  order: OrderConfirmAnswer;
  confirming: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

/**
 * The server's totals of a cash order (goods, freight, discounts, points) and the submit button; on a
 * phone only the amount payable shows, in a bar stuck to the bottom. Also the flash-sale checkout's.
 */
export function TotalsSection({ order, confirming, submitting, onSubmit }: TotalsSectionProps) {
  const { t } = useLingui();
  return (
    <CheckoutTotals
      rows={
        <>
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
        </>
      }
      payableLabel={<Trans>Amount payable</Trans>}
      payable={order.actualTotal}
      submitting={submitting}
      disabled={confirming}
      onSubmit={onSubmit}
    />
  );
}

import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderConfirmAnswer } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { card } from './sectionStyles.ts';

export interface TotalsSectionProps {
  order: OrderConfirmAnswer;
  confirming: boolean;
  submitting: boolean;
  onSubmit: () => void;
}

/** The server's totals and the submit button; a bar stuck to the bottom on a phone. */
export function TotalsSection({ order, confirming, submitting, onSubmit }: TotalsSectionProps) {
  const { t } = useLingui();
  return (
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
          onClick={onSubmit}
        >
          <Trans>Submit order</Trans>
        </Button>
      </div>
    </section>
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

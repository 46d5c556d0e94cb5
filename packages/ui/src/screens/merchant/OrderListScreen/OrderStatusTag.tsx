// An order's status as the merchant reads it: domain's label with the seller's wording (status 3 is
// "shipped", not "pending receipt") and a tone per status. Shared by the order list and detail screens.
import { useLingui } from '@lingui/react/macro';
import { isOrderStatus, orderStatusLabel } from '@mall/domain';
import { StatusTag } from '../../../console/StatusTag/index.ts';

const tones = {
  1: 'warning',
  2: 'danger',
  3: 'info',
  4: 'success',
  5: 'success',
  6: 'neutral',
  7: 'info',
} as const;

export function OrderStatusTag({ status }: { status: number }) {
  const { i18n } = useLingui();
  if (!isOrderStatus(status)) return <StatusTag tone="neutral" label={String(status)} />;
  return <StatusTag tone={tones[status]} label={i18n._(orderStatusLabel(status, { shipped: true }))} />;
}

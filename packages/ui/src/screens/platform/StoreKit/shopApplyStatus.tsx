// The platform console's store screens share these: an application's state as words and a StatusTag
// (the list and the detail show the same words in the same tones).
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StatusTag, type StatusTone } from '../../../console/StatusTag/index.ts';

/** An application's states (0 under review, 1 approved, -1 rejected, 2 offline). */
export type ShopApplyStatus = -1 | 0 | 1 | 2;

const tones: Record<ShopApplyStatus, StatusTone> = {
  0: 'warning',
  1: 'success',
  [-1]: 'danger',
  2: 'neutral',
};

/** The words of each state, in the current language. */
export function useShopApplyStatusLabels(): Record<ShopApplyStatus, string> {
  const { t } = useLingui();
  return useMemo(() => ({ 0: t`Under review`, 1: t`Approved`, [-1]: t`Rejected`, 2: t`Offline` }), [t]);
}

/** An application's state as a StatusTag; an unknown state shows its number. */
export function ShopApplyStatusTag({ status }: { status: number }) {
  const labels = useShopApplyStatusLabels();
  const known = status in tones ? (status as ShopApplyStatus) : undefined;
  return (
    <StatusTag
      tone={known === undefined ? 'neutral' : tones[known]}
      label={known === undefined ? String(status) : labels[known]}
    />
  );
}

// A store's state as words and a StatusTag, shared by the platform's store list and store detail (the
// same words in the same tones on both).
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StatusTag, type StatusTone } from '../../../console/StatusTag/index.ts';

/** A store's states (0 closed by its owner, 1 open, 2 taken offline by the platform). */
export type ShopStatus = 0 | 1 | 2;

const tones: Record<ShopStatus, StatusTone> = { 0: 'neutral', 1: 'success', 2: 'danger' };

/** The words of each state, in the current language. */
export function useShopStatusLabels(): Record<ShopStatus, string> {
  const { t } = useLingui();
  return useMemo(() => ({ 0: t`Closed`, 1: t`Open`, 2: t`Offline` }), [t]);
}

/** A store's state as a StatusTag; an unknown state shows its number. */
export function ShopStatusTag({ status }: { status: number }) {
  const labels = useShopStatusLabels();
  const known = status in tones ? (status as ShopStatus) : undefined;
  return (
    <StatusTag
      tone={known === undefined ? 'neutral' : tones[known]}
      label={known === undefined ? String(status) : labels[known]}
    />
  );
}

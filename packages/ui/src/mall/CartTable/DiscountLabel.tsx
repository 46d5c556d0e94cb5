import type { HTMLAttributes } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, yuanToCents, DiscountRule, type ChooseDiscountItemDto } from '@mall/domain';
import { cn } from '../../lib/cn.ts';

/** Yuan in a promotion's wording: whole yuan without decimals ("199"), else two decimals ("99.50"). */
export function shortYuan(yuan: number): string {
  const cents = yuanToCents(yuan);
  return cents % 100 === 0 ? String(cents / 100) : formatMoney(cents, { currency: false });
}

/** A rate in tenths ("折"): 8.5 -> "8.5", 9 -> "9". */
function shortRate(tenths: number): string {
  return String(Math.round(tenths * 100) / 100);
}

// The rate rules read differently in the two languages: Chinese names the price paid in tenths
// (打8.5折), English the share taken off (15% off). Both values are passed, each language uses its own,
// so these two are runtime descriptors rather than template macros.
const rateOverCount = msg({ message: 'Buy {count} or more, get {percentOff}% off' });
const rateOverAmount = msg({ message: 'Spend ¥{need}, get {percentOff}% off' });
const memberRate = msg({ message: '{level}: {percentOff}% off' });

/**
 * The translated one-line wording of a promotion: 满199元减20元 / Spend ¥199, get ¥20 off; the member price:
 * 超级会员 9.5折 / Premium: 5% off.
 */
export function useDiscountText(dto: ChooseDiscountItemDto): { tag: string; label: string } {
  const { t, i18n } = useLingui();
  const need = shortYuan(dto.needAmount);
  const count = Math.round(dto.needAmount);
  const off = shortYuan(dto.discount);
  const rate = shortRate(dto.discount);
  const percentOff = Math.round((10 - dto.discount) * 10);
  const withValues = (descriptor: MessageDescriptor, values: Record<string, string | number>) => {
    const withValues: MessageDescriptor = { ...descriptor, values };
    return i18n._(withValues);
  };
  // The member price: the level's name and its rate, with no threshold to speak of.
  if (dto.memberPrice)
    return {
      tag: t`Member price`,
      label: withValues(memberRate, { level: dto.discountName ?? '', percentOff, rate }),
    };
  switch (dto.discountRule) {
    case DiscountRule.amountOffOverAmount:
      return { tag: t`Money off`, label: t`Spend ¥${need}, get ¥${off} off` };
    case DiscountRule.amountOffOverCount:
      return { tag: t`Money off`, label: t`Buy ${count} or more, get ¥${off} off` };
    case DiscountRule.rateOverCount:
      return { tag: t`Percent off`, label: withValues(rateOverCount, { count, percentOff, rate }) };
    case DiscountRule.rateOverAmount:
      return { tag: t`Percent off`, label: withValues(rateOverAmount, { need, percentOff, rate }) };
  }
}

export interface DiscountLabelProps extends HTMLAttributes<HTMLDivElement> {
  discount: ChooseDiscountItemDto;
}

/** The promotion heading of a discount group: a tag, the rule, and what it saves now once reached. */
export function DiscountLabel({ discount, className, ...props }: DiscountLabelProps) {
  const { t } = useLingui();
  const { tag, label } = useDiscountText(discount);
  const saved = yuanToCents(discount.reduceAmount);
  const savedText = formatMoney(saved);
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-sm', className)} {...props}>
      <span className="rounded-sm border border-brand px-1 text-xs text-brand">{tag}</span>
      <span className="text-neutral-800">{label}</span>
      {saved > 0 ? (
        <span className="text-brand">{t`Saved ${savedText}`}</span>
      ) : (
        <span className="text-neutral-500">{t`Threshold not reached`}</span>
      )}
    </div>
  );
}

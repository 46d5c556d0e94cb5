// A special discount session's rules as text: "满199减20" / "¥20 off ¥199", "满300打9.5折" / "5% off from
// ¥300" (the numbers from the domain's `discountRuleTerms`), as a row of tags.
import type { HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { discountRuleTerms, ruleMoney, type DiscountRuleStep } from '@mall/domain';
import { cn } from '../../lib/cn.ts';

// A rate step is "满300打9.5折" in zh (tenths paid) but "5% off from ¥300" in en (percent off): one
// message whose languages use different values, so a plain descriptor with every value given.
const rateFrom = /*i18n*/ { id: 'discount.rule.rateFrom', message: '{percentOff}% off from {need}' };
const rate = /*i18n*/ { id: 'discount.rule.rate', message: '{percentOff}% off' };

/** The text of one rule step. */
export function useDiscountRuleText(): (discountType: number, step: DiscountRuleStep) => string {
  const { t } = useLingui();
  const core = useLinguiCore().i18n;
  return (discountType, step) => {
    const terms = discountRuleTerms(discountType, step);
    const need = ruleMoney(terms.needCents);
    if (terms.kind === 'moneyOff') {
      const off = ruleMoney(terms.offCents);
      return terms.needCents > 0 ? t`${off} off ${need}` : t`${off} off`;
    }
    const values = { need, tenths: terms.tenths, percentOff: terms.percentOff };
    const descriptor = terms.needCents > 0 ? rateFrom : rate;
    return core._(descriptor.id, values, { message: descriptor.message });
  };
}

export interface DiscountRulesProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  discountType: number;
  rules: readonly DiscountRuleStep[];
  size?: 'sm' | 'md';
}

/** The rule steps of a session, lowest threshold first, each a red-outlined tag. */
export function DiscountRules({ discountType, rules, size = 'sm', className, ...rest }: DiscountRulesProps) {
  const { t } = useLingui();
  const text = useDiscountRuleText();
  return (
    <ul
      aria-label={t`Discount rules`}
      className={cn('m-0 flex list-none flex-wrap gap-1.5 p-0', className)}
      {...rest}
    >
      {rules.map((step, i) => (
        <li
          key={i}
          className={cn(
            'rounded-sm border border-brand px-1.5 text-brand-hover',
            size === 'sm' ? 'text-xs leading-5' : 'text-sm leading-6',
          )}
        >
          {text(discountType, step)}
        </li>
      ))}
    </ul>
  );
}

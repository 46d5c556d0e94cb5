export { DiscountRules, useDiscountRuleText, type DiscountRulesProps } from './DiscountRules.tsx';
export { ActivityTiming, type ActivityTimingProps } from './ActivityTiming.tsx';

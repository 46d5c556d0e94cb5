export { PreSaleBadge, type PreSaleBadgeProps } from './PreSaleBadge.tsx';

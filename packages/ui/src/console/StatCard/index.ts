export { StatCard, statTrendVariants, type StatCardProps, type StatTrend } from './StatCard.tsx';

export { Badge, badgeVariants, badgeText, type BadgeProps } from './Badge.tsx';

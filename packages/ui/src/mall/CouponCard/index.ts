export { CouponCard, type CouponCardData, type CouponCardProps } from './CouponCard.tsx';

export { CouponCard, type CouponCardData, type CouponCardProps } from './CouponCard.tsx';
export { ClaimCouponButton, type ClaimCouponButtonProps } from './ClaimCouponButton.tsx';
export { CentreCouponCard, type CentreCouponCardProps } from './CentreCouponCard.tsx';

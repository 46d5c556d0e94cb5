export { BuyMemberScreen, type BuyMemberScreenProps } from './BuyMemberScreen.tsx';

export { MemberEquityScreen, type MemberEquityScreenProps } from './MemberEquityScreen.tsx';

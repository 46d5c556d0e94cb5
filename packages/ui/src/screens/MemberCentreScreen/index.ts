export { MemberCentreScreen, type MemberCentreScreenProps } from './MemberCentreScreen.tsx';

export { UserCenterHomeScreen, type UserCenterHomeScreenProps } from './UserCenterHomeScreen.tsx';

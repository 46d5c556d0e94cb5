export { UserCenterLayout, type UserCenterLayoutProps } from './UserCenterLayout.tsx';
export {
  menuChildOf,
  userCenterMenu,
  userCenterPageName,
  userCenterPath,
  type UserCenterMenuGroup,
  type UserCenterMenuItem,
} from './userCenterMenu.ts';

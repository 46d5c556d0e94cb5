export { LoginPopup, type LoginPopupProps } from './LoginPopup.tsx';
export {
  LoginPanel,
  loginLinks,
  type LoginPanelProps,
  type LoginTab,
  type LoginValues,
  type AccountLogin,
  type MobileLogin,
} from './LoginPanel.tsx';

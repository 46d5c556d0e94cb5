export { WeixinPayScreen, PAY_POLL_MS, type WeixinPayScreenProps } from './WeixinPayScreen.tsx';

export { PaymentScreen, ORDER_LIST_PATH, type PaymentScreenProps } from './PaymentScreen.tsx';

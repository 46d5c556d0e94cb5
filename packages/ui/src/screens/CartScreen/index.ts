export { CartScreen, cartProductPath, noCartTotals, type CartScreenProps } from './CartScreen.tsx';

export { MyOrdersScreen, type MyOrdersScreenProps } from './MyOrdersScreen.tsx';
export { isOrderTab, orderTabLabels, orderTabs, type OrderTab } from './orderTabs.ts';

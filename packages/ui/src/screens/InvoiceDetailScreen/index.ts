export { InvoiceDetailScreen, type InvoiceDetailScreenProps } from './InvoiceDetailScreen.tsx';

export {
  emptyInvoiceFilters,
  InvoiceListScreen,
  type InvoiceAnswer,
  type InvoiceListQuery,
  type InvoiceListScreenProps,
} from './InvoiceListScreen.tsx';

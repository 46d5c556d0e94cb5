export {
  CheckoutBody,
  CheckoutForm,
  CheckoutSection,
  CheckoutTotals,
  CheckoutRefusal,
  OrderLine,
  OrderLines,
  RemarksInput,
  SummaryRow,
  useOrderRemarks,
  type CheckoutBodyProps,
  type CheckoutFormProps,
  type CheckoutScreenProps,
  type CheckoutSectionProps,
  type CheckoutTotalsProps,
  type CheckoutRefusalProps,
  type OrderLineProps,
  type OrderRemarks,
  type RemarksInputProps,
  type SummaryRowProps,
} from './Checkout.tsx';
export {
  AddressBlock,
  CheckoutAddressSection,
  type AddressBlockProps,
  type CheckoutAddressSectionProps,
} from './AddressBlock.tsx';
export { ActivityOrderSections, type ActivityOrderSectionsProps } from './ActivityOrder.tsx';
export { ADDRESS_BOOK_PATH } from './addressBook.ts';
export { ConfirmError, NoAddress, OrderSkeleton } from './LoadStates.tsx';
export { CHECKOUT_FRAME, card as checkoutCard, sectionTitle as checkoutSectionTitle } from './styles.ts';

export {
  PhoneBuyBar,
  ProductDescription,
  ProductPage,
  ProductSummary,
  type PhoneBuyBarProps,
  type ProductPageProps,
  type ProductScreenProps,
  type ProductSummaryProps,
} from './ProductPage.tsx';
export { RichText } from './RichText.tsx';

export {
  ErrorPage,
  errorPageVariants,
  type ErrorPageProps,
  type NoProductsErrorProps,
  type FrameworkErrorProps,
} from './ErrorPage.tsx';

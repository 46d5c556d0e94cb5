export { ErrorPage, errorPageVariants, type ErrorPageProps } from './ErrorPage.tsx';

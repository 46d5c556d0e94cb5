export { TermsScreen, termsPath, type TermsDocument, type TermsScreenProps } from './TermsScreen.tsx';

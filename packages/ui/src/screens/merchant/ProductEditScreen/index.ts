export { ProductEditScreen, type ProductEditScreenProps } from './ProductEditScreen.tsx';
export { checkDraft, draftOf, newDraft, requestOf, type Problem, type ProductDraft } from './productForm.ts';

export { SkuMatrixEditor, type SkuColumn, type SkuMatrixEditorProps } from './SkuMatrixEditor.tsx';
export * from './skuMatrix.ts';

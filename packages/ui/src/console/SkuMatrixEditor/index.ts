export {
  SkuMatrixEditor,
  type SkuColumn,
  type SkuMatrixEditorProps,
  type SkuMatrixValue,
} from './SkuMatrixEditor.tsx';
export * from './skuMatrix.ts';

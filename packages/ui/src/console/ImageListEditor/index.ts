export { ImageListEditor, moveItem, type ImageListEditorProps } from './ImageListEditor.tsx';

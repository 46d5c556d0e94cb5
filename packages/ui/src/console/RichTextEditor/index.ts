export { RichTextEditor, linkProblem, type RichTextEditorProps } from './RichTextEditor.tsx';

// The console's rich-text editor (a product's content, decisions/0063): Tiptap 3 with bold, italic,
// headings, lists, quote, link (the address checked first), image (uploaded through the caller's
// callback), undo and redo; a toolbar of labelled buttons; the value is HTML in and out; the count is
// of the HTML's characters, as the server limits it (MERCHANT_PROD_LIMITS.contentMax). The server cleans
// the HTML with its allow-list; the editor only keeps what its extensions know.
// Only the merchant centre imports it (by path): it is not exported from ui's root index, so the
// storefront never downloads Tiptap.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileProblem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { imageFormats } from '../../lib/imageFormats.ts';
import { Button, Spinner } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatBytes } from '../../primitives/Upload/index.ts';

export interface RichTextEditorProps {
  /** The content as HTML. */
  value: string;
  /** The content after each change, as HTML ('' when it is empty). */
  onChange: (html: string) => void;
  /** The field's name, shown above it and naming the editing area. */
  label: ReactNode;
  /** The most characters of HTML the content may have; the count turns red past it. */
  max: number;
  /** Uploads a picture and resolves its URL; without it there is no image button. */
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  /** Whether an image is uploading (the form waits for it before it submits). */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  disabled?: boolean | undefined;
  /** A validation message under the field. */
  error?: ReactNode;
  className?: string | undefined;
}

/** Why a link address is refused: only absolute http(s) addresses are accepted. */
export function linkProblem(address: string): 'empty' | 'invalid' | null {
  const text = address.trim();
  if (text === '') return 'empty';
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Tiptap's empty document is "<p></p>": the form's value is '' then. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({
  value,
  onChange,
  label,
  max,
  onUploadImage,
  onBusyChange,
  disabled = false,
  error,
  className,
}: RichTextEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const onChangeRef = useRef(onChange);
  const emitted = useRef(value);
  onChangeRef.current = onChange;
  const invalid = hasContent(error);
  // The editing area's attributes; its description and validity follow the error (setOptions below).
  const attributes = (isInvalid: boolean): Record<string, string> => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': isInvalid ? `${countId} ${errorId}` : countId,
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    class:
      'rich-text min-h-48 px-3 py-2 text-base text-neutral-800 outline-none [&_img]:max-w-full [&_blockquote]:border-l-4 [&_blockquote]:border-neutral-200 [&_blockquote]:pl-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_h2]:text-lg [&_h2]:font-medium [&_h3]:text-md [&_h3]:font-medium [&_a]:text-info [&_a]:underline',
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, protocols: [], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editable: !disabled,
    editorProps: { attributes: attributes(invalid) },
    onUpdate: ({ editor: e }) => {
      emitted.current = htmlOf(e);
      onChangeRef.current(emitted.current);
    },
  });

  // A value from outside (a reload, another language's tab) replaces the content without an update. The
  // editor's own changes come back as `value` a render later, maybe behind what was typed since: those
  // are recognised by the last HTML sent, so typing is never rolled back.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);
  useEffect(() => {
    if (editor && !editor.isDestroyed)
      editor.setOptions({ editorProps: { attributes: attributes(invalid) } });
    // `attributes` is rebuilt each render from ids that never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, invalid]);

  const count = value.length;
  const over = count > max;
  return (
    <div className={cn('flex flex-col gap-1', className)} data-disabled={disabled || undefined}>
      <span id={labelId} className="text-base text-neutral-800">
        {label}
      </span>
      <div
        className={cn(
          'rounded border bg-neutral-0 focus-within:border-brand',
          invalid || over ? 'border-danger' : 'border-neutral-300',
          disabled && 'bg-neutral-50 opacity-70',
        )}
      >
        {editor ? (
          <Toolbar
            editor={editor}
            disabled={disabled}
            onUploadImage={onUploadImage}
            onBusyChange={onBusyChange}
          />
        ) : null}
        <EditorContent editor={editor} />
      </div>
      <div className="flex items-start justify-between gap-2 text-sm">
        <p id={errorId} className="m-0 text-danger empty:hidden">
          {error}
        </p>
        <p id={countId} className={cn('m-0 ml-auto font-num', over ? 'text-danger' : 'text-neutral-500')}>
          {over ? t`${count} of ${max} characters: too long` : t`${count} of ${max} characters`}
        </p>
      </div>
    </div>
  );
}

function Toolbar({
  editor,
  disabled,
  onUploadImage,
  onBusyChange,
}: {
  editor: Editor;
  disabled: boolean;
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  onBusyChange?: ((busy: boolean) => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();
  // The upload is reported busy until it ends or the toolbar goes (its tab closed, the form left).
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;
  useEffect(() => {
    if (!uploading) return;
    busyChange.current?.(true);
    return () => busyChange.current?.(false);
  }, [uploading]);

  const tool = (
    name: string,
    glyph: ReactNode,
    active: boolean | undefined,
    run: () => void,
    off = false,
  ) => (
    <button
      type="button"
      aria-label={name}
      title={name}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled || off}
      onClick={run}
      className={cn(
        'flex h-8 min-w-8 cursor-pointer items-center justify-center rounded border-0 bg-transparent px-1.5 text-sm text-neutral-700 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40',
        active && 'bg-brand-soft text-brand',
      )}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  const pickImage = async (file: File, upload: (file: File) => Promise<string>) => {
    const problem = imageFileProblem(file, IMAGE_TYPES, IMAGE_MAX_BYTES);
    const fileName = file.name;
    if (problem === 'type') {
      const formats = imageFormats(i18n.locale);
      setImageMessage(t`${fileName}: unsupported format, please choose ${formats}`);
      return;
    }
    if (problem === 'size') {
      const limit = formatBytes(IMAGE_MAX_BYTES);
      setImageMessage(t`${fileName} is larger than ${limit}`);
      return;
    }
    setImageMessage(null);
    setUploading(true);
    try {
      const src = await upload(file);
      // The editor may have gone during the upload (its tab closed, the form left): nothing to insert into.
      if (!editor.isDestroyed) editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch {
      setImageMessage(t`The image could not be uploaded; please try again`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="border-b border-neutral-200">
      <div
        role="toolbar"
        aria-label={t`Formatting`}
        className="flex flex-wrap items-center gap-0.5 px-1 py-1"
      >
        {tool(t`Bold`, <BoldIcon />, state.bold, () => chain().toggleBold().run())}
        {tool(t`Italic`, <ItalicIcon />, state.italic, () => chain().toggleItalic().run())}
        {tool(t`Heading`, <HeadingIcon level={2} />, state.h2, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool(t`Subheading`, <HeadingIcon level={3} />, state.h3, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool(t`Bulleted list`, <ListIcon ordered={false} />, state.bulletList, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t`Numbered list`, <ListIcon ordered />, state.orderedList, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t`Quote`, <QuoteIcon />, state.blockquote, () => chain().toggleBlockquote().run())}
        {tool(t`Link`, <LinkIcon />, state.link, () => setLinking((open) => !open))}
        {onUploadImage ? (
          <>
            {tool(
              uploading ? t`Uploading the image` : t`Image`,
              uploading ? <Spinner className="size-4" /> : <ImageIcon />,
              undefined,
              () => fileInput.current?.click(),
              uploading,
            )}
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void pickImage(file, onUploadImage);
              }}
            />
          </>
        ) : null}
        {tool(t`Undo`, <HistoryIcon redo={false} />, undefined, () => chain().undo().run(), !state.canUndo)}
        {tool(t`Redo`, <HistoryIcon redo />, undefined, () => chain().redo().run(), !state.canRedo)}
      </div>
      {linking && !disabled ? (
        <LinkForm
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          active={state.link}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <p role="alert" className="m-0 px-3 pb-1 text-sm text-danger empty:hidden">
        {imageMessage}
      </p>
    </div>
  );
}

function LinkForm({
  initial,
  active,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  active: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [address, setAddress] = useState(initial);
  const [message, setMessage] = useState<string | undefined>();
  const apply = () => {
    const problem = linkProblem(address);
    if (problem === 'empty') setMessage(t`Enter the link's address`);
    else if (problem === 'invalid') setMessage(t`Enter a web address that starts with http:// or https://`);
    else onApply(address.trim());
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-neutral-200 px-3 py-2">
      <Input
        autoFocus
        label={t`Link address`}
        hideLabel
        placeholder="https://"
        value={address}
        error={message}
        wrapperClassName="min-w-64 flex-1"
        onChange={(event) => {
          setAddress(event.target.value);
          setMessage(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button type="button" size="sm" className="mt-1" onClick={apply}>
        {t`Apply the link`}
      </Button>
      {active ? (
        <Button type="button" size="sm" variant="outline" className="mt-1" onClick={onRemove}>
          {t`Remove the link`}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" className="mt-1" onClick={onCancel}>
        {t`Cancel`}
      </Button>
    </div>
  );
}

const icon = 'size-4 fill-none stroke-current';

function LinkIcon() {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.6" strokeLinecap="round">
      <path d="M7 9a3 3 0 0 0 4.2.2l2-2a3 3 0 0 0-4.2-4.3l-.8.8M9 7a3 3 0 0 0-4.2-.2l-2 2a3 3 0 0 0 4.2 4.3l.8-.8" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.4" strokeLinejoin="round">
      <rect x="2" y="3" width="12" height="10" rx="1" />
      <path d="M2.5 11.5l3.5-3.5 3 3 2-2 2.5 2.5" />
      <circle cx="10.5" cy="6" r="1" />
    </svg>
  );
}

function BoldIcon() {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="2" strokeLinejoin="round">
      <path d="M4.5 2.5h4.25a2.75 2.75 0 0 1 0 5.5H4.5zM4.5 8h5a2.75 2.75 0 0 1 0 5.5h-5z" />
    </svg>
  );
}

function ItalicIcon() {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.6" strokeLinecap="round">
      <path d="M7 2.5h5M4 13.5h5M9.5 2.5l-3 11" />
    </svg>
  );
}

/** An "H" with one bar (level 2) or two (level 3) under it. */
function HeadingIcon({ level }: { level: 2 | 3 }) {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.6" strokeLinecap="round">
      <path d="M3 2.5v8M10 2.5v8M3 6.5h7" />
      <path d={level === 2 ? 'M3 13.5h7' : 'M3 13h3M8 13h3'} />
    </svg>
  );
}

function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.6" strokeLinecap="round">
      <path d="M6.5 4h7M6.5 8h7M6.5 12h7" />
      {ordered ? (
        <path d="M2.5 2.75l1-.5v3.5M2 9.25a1 1 0 0 1 2 .25L2 12.5h2" strokeWidth="1.1" />
      ) : (
        <path d="M3 4h.01M3 8h.01M3 12h.01" strokeWidth="2.6" />
      )}
    </svg>
  );
}

function QuoteIcon() {
  return (
    <svg viewBox="0 0 16 16" className={icon} strokeWidth="1.6" strokeLinecap="round">
      <path d="M3 3v10M6.5 5h6.5M6.5 8h6.5M6.5 11h4" />
    </svg>
  );
}

function HistoryIcon({ redo }: { redo: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className={cn(icon, redo && '-scale-x-100')}
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5.5 3.5L2.5 6.5l3 3M2.5 6.5h7a4 4 0 0 1 0 8h-2" />
    </svg>
  );
}

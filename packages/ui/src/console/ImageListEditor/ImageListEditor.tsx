// A product's pictures in the console (decisions/0063): up to `max` images in display order, the first
// being the main picture. A picked file is checked (type, size, count) before the caller's upload
// callback sends it; it shows as uploading until the URL comes back and joins the list, or as failed.
// Pictures are removed with a button and reordered by dragging or with the move buttons (keyboard), the
// new position announced. `value` holds only uploaded URLs; the uploads under way stay inside.
import { useEffect, useId, useRef, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileProblem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { imageFormats } from '../../lib/imageFormats.ts';
import { Spinner } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { formatBytes } from '../../primitives/Upload/index.ts';

export interface ImageListEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** Uploaded picture URLs in display order; the first is the main picture. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  /** Uploads one picture and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /** How many pictures at most. */
  max: number;
  /** Whether an upload is under way (the form waits for it before it submits). */
  onBusyChange?: ((busy: boolean) => void) | undefined;
  disabled?: boolean | undefined;
  /** A validation message (e.g. the main picture is missing). */
  error?: string | undefined;
}

interface PendingUpload {
  id: string;
  name: string;
  preview: string;
  failed: boolean;
}

/** Moves the item at `from` to `to` (a new array). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function ImageListEditor({
  value,
  onChange,
  onUploadImage,
  max,
  onBusyChange,
  disabled = false,
  error,
  className,
  ...props
}: ImageListEditorProps) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const counter = useRef(0);
  const latest = useRef(value);
  latest.current = value;
  const list = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);
  const dragFrom = useRef<number | null>(null);
  const uploading = pending.some((p) => !p.failed);

  useEffect(() => {
    onBusyChange?.(uploading);
  }, [uploading, onBusyChange]);
  useEffect(() => {
    const selector = focusAfter.current;
    if (!selector) return;
    focusAfter.current = null;
    const target = list.current?.querySelector<HTMLElement>(selector);
    (target && !target.hasAttribute('disabled')
      ? target
      : list.current?.querySelector<HTMLElement>('button:not([disabled]), input')
    )?.focus();
  }, [value]);

  const room = max - value.length - pending.filter((p) => !p.failed).length;
  const limit = formatBytes(IMAGE_MAX_BYTES);
  const added = value.length;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    let left = room;
    let skipped = 0;
    for (const file of files) {
      const fileName = file.name;
      const problem = imageFileProblem(file, IMAGE_TYPES, IMAGE_MAX_BYTES);
      if (problem === 'type') {
        const formats = imageFormats(i18n.locale);
        problems.push(t`${fileName}: unsupported format, please choose ${formats}`);
      } else if (problem === 'size') problems.push(t`${fileName} is larger than ${limit}`);
      else if (left <= 0) skipped += 1;
      else {
        left -= 1;
        const id = `${baseId}-${counter.current++}`;
        const preview = URL.createObjectURL(file);
        setPending((all) => [...all, { id, name: fileName, preview, failed: false }]);
        onUploadImage(file).then(
          (url) => {
            setPending((all) => all.filter((p) => p.id !== id));
            // Two uploads may finish before the parent renders again: the latest list is kept here.
            if (latest.current.includes(url)) return;
            const next = [...latest.current, url];
            latest.current = next;
            onChange(next);
          },
          () => {
            // The failed tile shows the file's name: its preview is released now, not when it is dismissed.
            setPending((all) => all.map((p) => (p.id === id ? { ...p, preview: '', failed: true } : p)));
          },
        );
      }
    }
    if (skipped > 0) problems.push(t`At most ${max} images: ${skipped} not added`);
    setMessages(problems);
  };

  const move = (from: number, to: number, focus: 'earlier' | 'later' | null) => {
    if (to < 0 || to >= value.length || from === to) return;
    const url = value[from]!;
    if (focus) focusAfter.current = `[data-url="${CSS.escape(url)}"] [data-move="${focus}"]`;
    onChange(moveItem(value, from, to));
    const position = to + 1;
    setAnnouncement(
      to === 0
        ? t`Image moved to position ${position}: it is the main picture`
        : t`Image moved to position ${position}`,
    );
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    const after = next[index] ?? next[index - 1];
    focusAfter.current = after ? `[data-url="${CSS.escape(after)}"] [data-remove]` : 'input';
    onChange(next);
  };

  const tile = 'relative flex size-28 shrink-0 flex-col overflow-hidden rounded border';
  const iconButton =
    'flex size-6 cursor-pointer items-center justify-center rounded border-0 bg-neutral-900/70 p-0 text-xs text-neutral-0 hover:bg-neutral-900 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className={cn('flex flex-col gap-2', className)} {...props}>
      <ol ref={list} className="m-0 flex list-none flex-wrap gap-3 p-0" aria-label={t`Product pictures`}>
        {value.map((url, index) => {
          const position = index + 1;
          return (
            <li
              key={url}
              data-url={url}
              draggable={!disabled}
              onDragStart={(event) => {
                dragFrom.current = index;
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragFrom.current !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragFrom.current !== null) move(dragFrom.current, index, null);
                dragFrom.current = null;
              }}
              onDragEnd={() => {
                dragFrom.current = null;
              }}
              className={cn(
                tile,
                index === 0 ? 'border-brand' : 'border-neutral-200',
                !disabled && 'cursor-grab',
              )}
            >
              <Image src={url} alt={t`Image ${position}`} className="size-full" ratio={null} />
              {index === 0 ? (
                <span className="absolute top-0 left-0 rounded-br bg-brand px-1.5 py-0.5 text-xs text-brand-fg">
                  {t`Main picture`}
                </span>
              ) : null}
              <div className="absolute inset-x-0 bottom-0 flex justify-between bg-neutral-900/40 p-1">
                <button
                  type="button"
                  data-move="earlier"
                  aria-label={t`Move image ${position} earlier`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1, 'earlier')}
                  className={iconButton}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  data-remove=""
                  aria-label={t`Delete image ${position}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  className={iconButton}
                >
                  <span aria-hidden="true">✕</span>
                </button>
                <button
                  type="button"
                  data-move="later"
                  aria-label={t`Move image ${position} later`}
                  disabled={disabled || index === value.length - 1}
                  onClick={() => move(index, index + 1, 'later')}
                  className={iconButton}
                >
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            </li>
          );
        })}
        {pending.map((p) => {
          const fileName = p.name;
          return (
            <li
              key={p.id}
              aria-busy={!p.failed || undefined}
              className={cn(tile, 'border-neutral-200 bg-neutral-100')}
            >
              {p.preview ? (
                <PendingPreview url={p.preview} name={fileName} />
              ) : (
                <span className="flex size-full items-start justify-center overflow-hidden p-1 text-xs break-all text-neutral-600">
                  {fileName}
                </span>
              )}
              {p.failed ? (
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-1 bg-danger px-1 py-0.5 text-xs text-neutral-0">
                  {t`Upload failed`}
                  <button
                    type="button"
                    aria-label={t`Delete image ${fileName}`}
                    onClick={() => setPending((all) => all.filter((x) => x.id !== p.id))}
                    className="cursor-pointer border-0 bg-transparent p-0 text-neutral-0"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </span>
              ) : (
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-neutral-900/75 py-0.5 text-xs text-neutral-0">
                  <Spinner className="size-3" />
                  {t`Uploading`}
                </span>
              )}
            </li>
          );
        })}
        {room > 0 ? (
          <li>
            <label
              className={cn(
                tile,
                'cursor-pointer items-center justify-center border-dashed border-neutral-300 bg-neutral-50 text-neutral-600 hover:border-brand hover:text-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-info',
                disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="file"
                accept={IMAGE_TYPES.join(',')}
                multiple={room > 1}
                disabled={disabled}
                aria-describedby={`${baseId}-hint`}
                onChange={pick}
                className="sr-only"
              />
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  d="M12 5v14M5 12h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                />
              </svg>
              <span className="text-xs">{t`Add images`}</span>
            </label>
          </li>
        ) : null}
      </ol>
      <p id={`${baseId}-hint`} className="m-0 text-xs text-neutral-500">
        {t`The first picture is the main picture. Drag or use the arrows to reorder. Up to ${max} images, ${limit} each; ${added} added.`}
      </p>
      <div role="alert" className="flex flex-col gap-0.5 text-sm text-danger empty:hidden">
        {[...(error ? [error] : []), ...messages].map((message, i) => (
          <p key={i} className="m-0">
            {message}
          </p>
        ))}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * An upload's local preview. Its object URL is released when the preview leaves the page (the upload
 * done, failed or the editor closed), not before: released while its picture was still loading, the
 * browser reports a failed load (a console error) for the picture on the page.
 */
function PendingPreview({ url, name }: { url: string; name: string }) {
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Image src={url} alt={name} className="size-full" ratio={null} />;
}

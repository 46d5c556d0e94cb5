import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileProblem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../Button/index.ts';
import { Image } from '../Image/index.ts';

export type UploadStatus = 'uploading' | 'done' | 'error';

/** One picture of the controlled list: the app owns it and the uploading. */
export interface UploadItem {
  id: string;
  /** What to show: the preview URL handed out by onSelect, later the server's URL. */
  url: string;
  name: string;
  status: UploadStatus;
}

/** A file the shopper picked that passed the checks, with an id and a preview object URL for it. */
export interface UploadSelection {
  id: string;
  file: File;
  url: string;
}

export type UploadRejectReason = 'type' | 'size' | 'count';

/** "2 MB", "500 KB". */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export const uploadTileVariants = cva(
  'relative flex size-24 shrink-0 flex-col items-center justify-center overflow-hidden rounded border',
  {
    variants: {
      kind: {
        add: 'cursor-pointer border-dashed border-neutral-300 bg-neutral-50 text-neutral-600 hover:border-brand hover:text-brand has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-info has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:disabled]:hover:border-neutral-300 has-[:disabled]:hover:text-neutral-600',
        item: 'border-neutral-200 bg-neutral-100',
      },
    },
  },
);

export interface UploadProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  value: readonly UploadItem[];
  /** Files that passed the checks, within the count limit, each with an id and a preview URL. */
  onSelect: (files: UploadSelection[]) => void;
  onRemove: (id: string) => void;
  /** How many pictures at most (9 comment images, 5 refund vouchers). */
  maxCount: number;
  /** Largest file; IMAGE_MAX_BYTES (2 MB) by default. */
  maxBytes?: number;
  /** Accepted MIME types; IMAGE_TYPES by default. */
  accept?: readonly string[];
  disabled?: boolean;
  /** Name of the add tile; "Add image" by default. */
  addLabel?: string;
  /** Name of the file input in a form. */
  name?: string;
}

interface Rejection {
  name: string;
  reason: UploadRejectReason;
}

function Thumb({
  item,
  disabled,
  onRemove,
}: {
  item: UploadItem;
  disabled: boolean;
  onRemove: (id: string) => void;
}) {
  const { t } = useLingui();
  const fileName = item.name;
  return (
    <li
      className={uploadTileVariants({ kind: 'item' })}
      data-status={item.status}
      aria-busy={item.status === 'uploading' || undefined}
    >
      <Image src={item.url} alt={fileName} className="size-full" ratio={null} />
      {item.status === 'uploading' ? (
        <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-neutral-900/75 py-0.5 text-xs text-neutral-0">
          <Spinner className="size-3" />
          {t`Uploading`}
        </span>
      ) : null}
      {item.status === 'error' ? (
        <span className="absolute inset-x-0 bottom-0 bg-danger py-0.5 text-center text-xs text-neutral-0">
          {t`Upload failed`}
        </span>
      ) : null}
      <button
        type="button"
        aria-label={t`Delete image ${fileName}`}
        disabled={disabled}
        onClick={() => onRemove(item.id)}
        className="absolute top-0 right-0 flex size-5 cursor-pointer items-center justify-center rounded-bl border-0 bg-neutral-900/75 p-0 text-neutral-0 hover:bg-neutral-900 disabled:cursor-not-allowed"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3">
          <path
            d="M4 4l8 8M12 4l-8 8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  );
}

/**
 * Image picker: thumbnails of the controlled `value`, a remove button on each, and an add tile that
 * checks type (MIME and name ending), size and count before calling onSelect. Previews are object URLs
 * made here and revoked when their picture leaves `value` or the picker unmounts.
 */
export const Upload = forwardRef<HTMLDivElement, UploadProps>(function Upload(
  {
    className,
    value,
    onSelect,
    onRemove,
    maxCount,
    maxBytes = IMAGE_MAX_BYTES,
    accept = IMAGE_TYPES,
    disabled = false,
    addLabel,
    name,
    ...props
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const labelId = `${baseId}-label`;
  const counter = useRef(0);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const list = useRef<HTMLUListElement>(null);
  // After a removal, focus goes to the next picture's remove button (or the add field), not to the page.
  const focusAfterRemove = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const pending = focusAfterRemove.current;
    if (!pending || value.some((item) => item.id === pending.id)) return;
    focusAfterRemove.current = null;
    const targets = [...(list.current?.querySelectorAll<HTMLElement>('button, input') ?? [])];
    (targets[pending.index] ?? targets.at(-1))?.focus();
  }, [value]);

  // Object URLs made here: revoked once their picture has been shown and is gone, or on unmount.
  const created = useRef(new Set<string>());
  const seen = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(value.map((item) => item.url));
    for (const url of created.current) {
      if (current.has(url)) seen.current.add(url);
      else if (seen.current.has(url)) {
        URL.revokeObjectURL(url);
        created.current.delete(url);
        seen.current.delete(url);
      }
    }
  }, [value]);
  const mounted = useRef(false);
  useEffect(() => {
    const urls = created.current;
    const isMounted = mounted;
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      // A strict-mode remount sets it again at once; only a real unmount still finds it false.
      setTimeout(() => {
        if (isMounted.current) return;
        for (const url of urls) URL.revokeObjectURL(url);
        urls.clear();
      });
    };
  }, []);

  const remaining = Math.max(maxCount - value.length, 0);
  const atLimit = remaining === 0;
  const formats = new Intl.ListFormat(i18n.locale, { style: 'short', type: 'disjunction' }).format(
    accept.map((type) => (IMAGE_EXTENSIONS[type]?.[0] ?? type.split('/').pop() ?? type).toUpperCase()),
  );
  const limit = formatBytes(maxBytes);

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Clear the field so that picking the same file again still fires a change.
    event.target.value = '';
    const accepted: UploadSelection[] = [];
    const rejected: Rejection[] = [];
    for (const file of files) {
      const problem = imageFileProblem(file, accept, maxBytes);
      if (problem) rejected.push({ name: file.name, reason: problem });
      else if (accepted.length >= remaining) rejected.push({ name: file.name, reason: 'count' });
      else {
        const url = URL.createObjectURL(file);
        created.current.add(url);
        accepted.push({ id: `${baseId}-${counter.current++}`, file, url });
      }
    }
    setRejections(rejected);
    if (accepted.length > 0) onSelect(accepted);
  };

  const notAdded = rejections.filter((r) => r.reason === 'count').length;
  const messages = rejections
    .filter((r) => r.reason !== 'count')
    .map(({ name: fileName, reason }) =>
      reason === 'type'
        ? t`${fileName}: unsupported format, please choose ${formats}`
        : t`${fileName} is larger than ${limit}`,
    );
  if (notAdded > 0) messages.push(t`At most ${maxCount} images: ${notAdded} not added`);
  const count = value.length;

  return (
    <div ref={ref} className={cn('flex flex-col gap-2', className)} {...props}>
      <ul ref={list} className="m-0 flex list-none flex-wrap gap-2 p-0">
        {value.map((item) => (
          <Thumb
            key={item.id}
            item={item}
            disabled={disabled}
            onRemove={(id) => {
              focusAfterRemove.current = { id, index: value.indexOf(item) };
              onRemove(id);
            }}
          />
        ))}
        {atLimit ? null : (
          <li>
            <label className={uploadTileVariants({ kind: 'add' })}>
              <input
                type="file"
                name={name}
                accept={accept.join(',')}
                multiple={remaining > 1}
                disabled={disabled}
                aria-labelledby={labelId}
                aria-describedby={hintId}
                onChange={handleFiles}
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
              <span id={labelId} className="text-xs">
                {addLabel ?? t`Add image`}
              </span>
              <span aria-hidden="true" className="font-num text-xs text-neutral-500">
                {value.length}/{maxCount}
              </span>
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className="m-0 text-xs text-neutral-500">
        {atLimit
          ? t`Limit reached: at most ${maxCount} images`
          : t`${formats}, up to ${limit} each; ${count} of ${maxCount} added`}
      </p>
      <div role="alert" className="flex flex-col gap-0.5 text-sm text-danger empty:hidden">
        {messages.map((message, index) => (
          <p key={index} className="m-0">
            {message}
          </p>
        ))}
      </div>
    </div>
  );
});

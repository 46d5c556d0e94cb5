// The picture list of a form with an Upload (refund vouchers, return logistics): picked files show at
// once as uploading, each is sent with the app's `upload` callback and then shows the server's URL, or
// an error. `urls()` gives the uploaded URLs in order; `busy` says an upload is still under way.
import { useRef, useState } from 'react';
import type { UploadItem, UploadSelection } from '../primitives/Upload/index.ts';

/** Uploads one picture and resolves its URL (the app's POST /p/file/upload). */
export type UploadImage = (file: File) => Promise<string>;

export function useUploadList(upload: UploadImage | undefined, initial: readonly string[] = []) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((url, i) => ({
      id: `initial-${i}`,
      url,
      name: url.split('/').pop() || `${i + 1}`,
      status: 'done',
    })),
  );
  const removed = useRef(new Set<string>());

  function onSelect(files: UploadSelection[]) {
    setItems((all) => [
      ...all,
      ...files.map((f): UploadItem => ({ id: f.id, url: f.url, name: f.file.name, status: 'uploading' })),
    ]);
    for (const f of files) {
      const settle = (patch: Partial<UploadItem>) => {
        if (removed.current.has(f.id)) return;
        setItems((all) => all.map((item) => (item.id === f.id ? { ...item, ...patch } : item)));
      };
      if (!upload) settle({ status: 'error' });
      else
        upload(f.file).then(
          (url) => settle({ url, status: 'done' }),
          () => settle({ status: 'error' }),
        );
    }
  }

  function onRemove(id: string) {
    removed.current.add(id);
    setItems((all) => all.filter((item) => item.id !== id));
  }

  return {
    items,
    onSelect,
    onRemove,
    busy: items.some((item) => item.status === 'uploading'),
    urls: () => items.filter((item) => item.status === 'done').map((item) => item.url),
  };
}

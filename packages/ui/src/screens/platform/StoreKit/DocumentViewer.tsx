// The platform console's store documents (logo, business licence, ID card photos): thumbnails, each
// opening a zoomable viewer in a dialog (buttons and the keys + - 0 zoom in, out and back; Esc closes).
// The application's detail and the store's detail share it.
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';

export interface StoreDocument {
  key: string;
  /** What the document is ("Business licence"): the thumbnail's and the viewer's name. */
  label: string;
  /** A view link; '' when none was uploaded. */
  src: string;
}

const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;
const ZOOM_STEP = 0.25;

/** The documents as a row of thumbnails; a click opens the viewer. */
export function DocumentThumbnails({ documents }: { documents: StoreDocument[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<StoreDocument | null>(null);
  // The dialog has no trigger of its own: closing it puts focus back on the thumbnail that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul aria-label={t`Documents`} className="m-0 flex list-none flex-wrap gap-4 p-0">
        {documents.map((doc) => {
          const name = doc.label;
          return (
            <li key={doc.key} className="flex w-32 flex-col gap-1">
              {doc.src ? (
                <button
                  type="button"
                  aria-label={t`Open ${name}`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(doc);
                  }}
                  className="block size-32 cursor-zoom-in overflow-hidden rounded-md border border-neutral-200 bg-neutral-50 p-0"
                >
                  <img src={doc.src} alt="" className="size-full object-cover" />
                </button>
              ) : (
                <span className="grid size-32 place-items-center rounded-md border border-dashed border-neutral-300 text-sm text-neutral-600">
                  {t`Not uploaded`}
                </span>
              )}
              <span className="text-sm text-neutral-700">{name}</span>
            </li>
          );
        })}
      </ul>
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open ? (
          <DocumentViewer
            document={open}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function DocumentViewer({
  document: doc,
  onCloseAutoFocus,
}: {
  document: StoreDocument;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useLingui();
  const [zoom, setZoom] = useState(1);
  const zoomIn = () => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP));
  const zoomOut = () => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else if (event.key === '0') setZoom(1);
    else return;
    event.preventDefault();
  };
  const percent = Math.round(zoom * 100);
  return (
    <DialogContent
      size="lg"
      title={doc.label}
      description={t`Zoom with the buttons or the keys + and -; 0 resets.`}
      onKeyDown={onKeyDown}
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" onClick={zoomOut} disabled={zoom <= ZOOM_MIN}>
            {t`Zoom out`}
          </Button>
          <output aria-label={t`Zoom`} className="font-num w-14 text-center">{`${percent}%`}</output>
          <Button variant="outline" size="sm" onClick={zoomIn} disabled={zoom >= ZOOM_MAX}>
            {t`Zoom in`}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setZoom(1)}>
            {t`Reset`}
          </Button>
        </div>
      }
    >
      <div className="h-96 overflow-auto rounded bg-neutral-100">
        <img
          src={doc.src}
          alt={doc.label}
          style={{ width: `${percent}%` }}
          className="block max-w-none origin-top-left"
        />
      </div>
    </DialogContent>
  );
}

// The avatar's crop step (issue 15 item 1): the chosen picture with the square to keep marked on it, a
// zoom and the square's position (sliders, so the keyboard works as well as the mouse), and a preview;
// "Use this picture" draws the square on a canvas and hands the cropped file on (then it is uploaded).
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { imageFileProblem, messages } from '@mall/domain';
import {
  CROP_ZOOM_MAX,
  CROP_ZOOM_MIN,
  cropSquare,
  cropToFile,
  type CropSquare,
} from '../../lib/squareCrop.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';

export interface AvatarCropDialogProps {
  /** The picked file to crop (it passed the format and size checks); null closes the dialog. */
  file: File | null;
  /** The shopper gave up: nothing is uploaded. */
  onCancel: () => void;
  /** The cropped square picture, to upload. */
  onCrop: (file: File) => void;
  /** Where the dialog is rendered (stories); the body by default. */
  container?: HTMLElement | null;
}

export function AvatarCropDialog({ file, onCancel, onCrop, container }: AvatarCropDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        title={t`Crop the avatar`}
        description={t`Choose the square to keep: zoom in and move it over the picture.`}
        size="md"
        container={container}
      >
        {file ? (
          <Cropper key={`${file.name}:${file.size}`} file={file} onCancel={onCancel} onCrop={onCrop} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Cropper({
  file,
  onCancel,
  onCrop,
}: {
  file: File;
  onCancel: () => void;
  onCrop: (file: File) => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const ids = useId();
  const [url, setUrl] = useState<string>();
  const [size, setSize] = useState<{ width: number; height: number }>();
  const [zoom, setZoom] = useState(1);
  const [left, setLeft] = useState(0.5);
  const [top, setTop] = useState(0.5);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const image = useRef<HTMLImageElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  const square: CropSquare | undefined = size
    ? cropSquare(size.width, size.height, zoom, left, top)
    : undefined;

  useEffect(() => {
    const canvas = preview.current;
    const img = image.current;
    if (!canvas || !img || !square) return;
    const context = canvas.getContext('2d');
    context?.clearRect(0, 0, canvas.width, canvas.height);
    context?.drawImage(img, square.x, square.y, square.side, square.side, 0, 0, canvas.width, canvas.height);
  }, [square?.x, square?.y, square?.side]); // eslint-disable-line react-hooks/exhaustive-deps

  const use = async () => {
    if (!square || !image.current) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const cropped = await cropToFile(image.current, square, file.type);
      const why = imageFileProblem(cropped);
      if (why) {
        setProblem(i18n._(why === 'size' ? messages.imageTooLarge : messages.imageType));
        return;
      }
      onCrop(cropped);
    } catch {
      setProblem(t`The picture could not be cropped, please choose another`);
    } finally {
      setBusy(false);
    }
  };

  const roomX = size ? size.width > (square?.side ?? 0) : false;
  const roomY = size ? size.height > (square?.side ?? 0) : false;
  const slider = 'w-full accent-[var(--color-brand,#e1251b)]';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-4 md:flex-row md:items-start">
        <div className="relative inline-block max-w-full">
          {url ? (
            <img
              ref={image}
              src={url}
              alt={t`The chosen picture`}
              className="block max-h-72 max-w-full"
              onLoad={(event) =>
                setSize({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setProblem(t`The picture could not be read, please choose another`)}
            />
          ) : null}
          {size && square ? (
            <span
              aria-hidden="true"
              data-part="crop-square"
              className="pointer-events-none absolute border-2 border-neutral-0 shadow-[0_0_0_9999px_rgba(0,0,0,0.45)]"
              style={{
                left: `${(square.x / size.width) * 100}%`,
                top: `${(square.y / size.height) * 100}%`,
                width: `${(square.side / size.width) * 100}%`,
                height: `${(square.side / size.height) * 100}%`,
              }}
            />
          ) : null}
        </div>
        <figure className="m-0 flex flex-col items-center gap-1">
          <canvas
            ref={preview}
            width={120}
            height={120}
            role="img"
            aria-label={t`Preview of the avatar`}
            className="size-30 rounded-full border border-neutral-200 bg-neutral-100"
          />
          <figcaption className="text-xs text-neutral-600">
            <Trans>Preview</Trans>
          </figcaption>
        </figure>
      </div>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm text-neutral-700">
        <label htmlFor={`${ids}-zoom`}>
          <Trans>Zoom</Trans>
        </label>
        <input
          id={`${ids}-zoom`}
          type="range"
          className={slider}
          min={CROP_ZOOM_MIN}
          max={CROP_ZOOM_MAX}
          step={0.05}
          value={zoom}
          disabled={!size}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
        <label htmlFor={`${ids}-left`}>
          <Trans>Left to right</Trans>
        </label>
        <input
          id={`${ids}-left`}
          type="range"
          className={slider}
          min={0}
          max={1}
          step={0.01}
          value={left}
          disabled={!roomX}
          onChange={(event) => setLeft(Number(event.target.value))}
        />
        <label htmlFor={`${ids}-top`}>
          <Trans>Top to bottom</Trans>
        </label>
        <input
          id={`${ids}-top`}
          type="range"
          className={slider}
          min={0}
          max={1}
          step={0.01}
          value={top}
          disabled={!roomY}
          onChange={(event) => setTop(Number(event.target.value))}
        />
      </div>
      {problem ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button loading={busy} disabled={!square} onClick={() => void use()}>
          <Trans>Use this picture</Trans>
        </Button>
      </div>
    </div>
  );
}

// The square crop of the account page's avatar (issue 15 item 1): which square of a picture to keep, from
// a zoom and a position the shopper chooses, and the cropped picture drawn on a canvas (browser only).

/** A square of the source picture, in its pixels. */
export interface CropSquare {
  x: number;
  y: number;
  side: number;
}

/** The zoom range: 1 keeps the whole short side, 3 a third of it. */
export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 3;
/** The cropped avatar's side at most, in pixels (a smaller picture keeps its size). */
export const AVATAR_SIDE = 400;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The square of a `width` x `height` picture at `zoom` (1 to 3: the side is the short side divided by
 * it), placed at `left` and `top` (0 to 1: the share of the room left over on each axis; 0.5 centres it).
 * Whole pixels, always inside the picture.
 */
export function cropSquare(
  width: number,
  height: number,
  zoom: number,
  left: number,
  top: number,
): CropSquare {
  const side = Math.max(1, Math.floor(Math.min(width, height) / clamp(zoom, CROP_ZOOM_MIN, CROP_ZOOM_MAX)));
  return {
    x: Math.round((width - side) * clamp(left, 0, 1)),
    y: Math.round((height - side) * clamp(top, 0, 1)),
    side,
  };
}

/** The picture type of the cropped file: PNG for a PNG or GIF source (transparency kept), JPEG otherwise. */
export function croppedType(sourceType: string): 'image/png' | 'image/jpeg' {
  return /png|gif/i.test(sourceType) ? 'image/png' : 'image/jpeg';
}

/**
 * Draws the square of `image` on a canvas of at most AVATAR_SIDE pixels a side and answers it as a file
 * (`avatar.png` or `avatar.jpg`). Rejects when the browser cannot encode it.
 */
export async function cropToFile(
  image: CanvasImageSource,
  square: CropSquare,
  sourceType: string,
): Promise<File> {
  const out = Math.min(square.side, AVATAR_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = out;
  canvas.height = out;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, square.x, square.y, square.side, square.side, 0, 0, out, out);
  const type = croppedType(sourceType);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('The picture could not be encoded');
  return new File([blob], type === 'image/png' ? 'avatar.png' : 'avatar.jpg', { type });
}

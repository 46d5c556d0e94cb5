// What an uploaded file is, by its first bytes (never by its name or declared type): the four image
// formats the mall accepts (IMAGE_TYPES), or null; and whether a file is a PDF document (an invoice,
// `isPdf`).
import type { ImageType } from '@mall/domain';

export interface SniffedImage {
  type: ImageType;
  /** The file name ending the stored file gets. */
  ext: 'jpg' | 'png' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  // JPEG: SOI marker then the next marker's 0xFF.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg' };
  // PNG: the 8-byte signature.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { type: 'image/png', ext: 'png' };
  }
  // GIF: GIF87a or GIF89a.
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { type: 'image/gif', ext: 'gif' };
  }
  // WebP: a RIFF container whose form type is WEBP, then a VP8 / VP8L / VP8X chunk.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) {
    return { type: 'image/webp', ext: 'webp' };
  }
  return null;
}

/** The content type of a stored file's ending. */
export const contentTypeOfExt: Readonly<Record<SniffedImage['ext'], ImageType>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Whether the bytes are a PDF document: the `%PDF-1.x` / `%PDF-2.x` header at the very start and the
 * `%%EOF` end marker in the last 1 KB (what every writer puts there; a renamed image, an HTML page or a
 * truncated upload has neither).
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('%PDF-')) || bytes.length < 16) return false;
  const version = String.fromCharCode(bytes[5]!, bytes[6]!, bytes[7]!);
  if (!/^[12]\.\d$/.test(version)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return tail.includes('%%EOF');
}

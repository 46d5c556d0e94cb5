// Files and pictures (docs/api.md "Address book, regions and images"): the path and query schemas of the
// upload, uploaded-image and demo-picture routes. POST /p/file/upload answers the image's URL (`Text`).
import { z } from 'zod';
import { locales } from '../locale.ts';

/** GET /uploads/:yyyy/:mm/:file: an uploaded image. */
export const UploadPathParams = z.object({ yyyy: z.string(), mm: z.string(), file: z.string() });

/** GET /img/<kind>/:file: a demo picture drawn as SVG. */
export const PictureParams = z.object({ file: z.string() });
/** An unknown `lang` is ignored (the header decides), never an error: a picture either draws or is 404. */
export const PictureQuery = z.object({ lang: z.enum(locales).optional().catch(undefined) });

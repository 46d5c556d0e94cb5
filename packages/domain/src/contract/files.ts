// Files and pictures (docs/api.md "Address book, regions and images"): the path and query schemas of the
// upload, uploaded-image and demo-picture routes. POST /p/file/upload answers the image's URL (`Text`).
// `isUploadUrl` is the shape of such a URL: the one rule for the image fields a shopper fills (avatar,
// refund vouchers, review images); the server also checks that the upload is recorded as theirs.
// Private images (a store application's documents) have their own prefix and are seen only through
// signed view links (decisions/0055).
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { locales } from '../locale.ts';

/** Where the URLs of uploaded images start (the API's mount included). */
export const UPLOADS_URL_PREFIX = '/api/uploads';

const uploadUrlPattern = /^\/api\/uploads\/\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;

/**
 * Whether a text is the URL of an image this server's upload route made:
 * `/api/uploads/<yyyy>/<mm>/<32 hex>.<jpg|png|webp|gif>`, nothing before or after it (no host, query or
 * `..`).
 */
export function isUploadUrl(url: string): boolean {
  return uploadUrlPattern.test(url);
}

/**
 * Where the URLs of private images start (a store application's licence and ID card photos, issue 15):
 * POST /p/file/uploadPrivate keeps them out of the public folder, and GET serves one only through a
 * short-lived signed view link (`?expires=…&sig=…`) that the server hands to the applicant and the
 * platform's reviewers.
 */
export const PRIVATE_UPLOADS_URL_PREFIX = '/api/private-uploads';

const privateUploadUrlPattern =
  /^\/api\/private-uploads\/\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.(?:jpg|png|webp|gif)$/;

/** Whether a text is the stored URL of a private image (the shape of `isUploadUrl`, no query). */
export function isPrivateUploadUrl(url: string): boolean {
  return privateUploadUrlPattern.test(url);
}

/**
 * The stored URL of a private image's view link (its query dropped); any other text unchanged. A form
 * sends back the link it was shown, the server keeps the URL.
 */
export function privateUploadOf(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return isPrivateUploadUrl(path) ? path : url;
}

/**
 * Where the stored URLs of private documents start (an invoice's PDF, issue 17): POST
 * /merchant/orderInvoice/upload keeps them in their own folder, and no route serves that path: the
 * order's shopper and the shop's accounts download an issued invoice through authenticated routes
 * (decisions/0064). The URL is only the upload's name in the records.
 */
export const PRIVATE_DOCUMENTS_URL_PREFIX = '/api/private-documents';

const privateDocumentUrlPattern = /^\/api\/private-documents\/\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{32}\.pdf$/;

/** Whether a text is the stored URL of a private document (a PDF) the upload route made. */
export function isPrivateDocumentUrl(url: string): boolean {
  return privateDocumentUrlPattern.test(url);
}

/** GET /uploads/:yyyy/:mm/:file: an uploaded image. */
export const UploadPathParams = z.object({ yyyy: z.string(), mm: z.string(), file: z.string() });

/** GET /private-uploads/:yyyy/:mm/:file?expires&sig: a private image through its signed view link. */
export const PrivateUploadQuery = z.object({
  expires: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** GET /img/<kind>/:file: a demo picture drawn as SVG. */
export const PictureParams = z.object({ file: z.string() });
/** An unknown `lang` is ignored (the header decides), never an error: a picture either draws or is 404. */
export const PictureQuery = z.object({ lang: z.enum(locales).optional().catch(undefined) });

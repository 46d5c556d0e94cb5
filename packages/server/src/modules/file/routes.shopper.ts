// Image upload (issue 5): POST /p/file/upload takes one image (multipart, one file field, at most 2 MB),
// checks it by its content (JPEG, PNG, WebP or GIF magic bytes; the name and the declared type count for
// nothing), stores it as `<data folder>/uploads/<yyyy>/<mm>/<random>.<ext>` and answers its URL
// (`/api/uploads/<yyyy>/<mm>/<random>.<ext>`), which GET serves back to anyone with the sniffed type, a
// year's cache (the file never changes) and `X-Content-Type-Options: nosniff`. The name is 128 random
// bits: URLs cannot be guessed or enumerated. Each user may upload UPLOAD_LIMIT files in the window.
// Each stored image is recorded with its uploader (file/service.ts): the avatar, refund voucher and
// review image fields take only the shopper's own recorded uploads, and the cleanup job removes the ones
// nobody uses after a grace period. `receiveImage` is the upload itself, shared with the chat's image
// routes (POST /p/file/uploadImFile and /merchant/file/uploadImFile, modules/chat) and the store's
// product pictures (POST /merchant/file/upload, routes.merchant.ts). POST
// /p/file/uploadPrivate does the same for private images (a store application's documents, private.ts):
// their own folder, and a signed view link for an answer.
//
// The request signature of a multipart request is made over an empty body (docs/api.md): the multipart
// parser does not read the body before the signature hook, so the hook sees no raw body and checks ''.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, messages, Text, UPLOADS_URL_PREFIX } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { privateFolderOf, privateLinks, privateUrlOf } from './private.ts';
import { recordUpload } from './service.ts';
import { sniffImage } from './sniff.ts';

/** Uploads per user: 60 in 10 minutes (a comment takes 9 images, an after-sales request 5). */
export const UPLOAD_LIMIT: Limit = { purpose: 'upload:image', limit: 60, windowMs: 10 * 60 * 1000 };

/** Where the uploads' URLs start (the API's mount included): the domain's rule. */
export const UPLOADS_URL = UPLOADS_URL_PREFIX;

/**
 * Where uploads are kept: the data folder's `uploads` (MALL_DATA_DIR), else a temporary one; private
 * images (private.ts) in `private-uploads` beside it.
 */
export interface UploadFolder {
  /** The folder, made on first use. */
  path(): string;
  /** The folder if an upload may exist, else null (nothing uploaded to a temporary folder yet). */
  existing(): string | null;
}

/** The uploads folder under `dataDir`; null: a temporary folder for this process (tests). */
export function uploadFolder(dataDir: string | null): UploadFolder {
  let dir: string | null = dataDir ? join(dataDir, 'uploads') : null;
  return {
    path: () => (dir ??= join(mkdtempSync(join(tmpdir(), 'mall-data-')), 'uploads')),
    existing: () => dir,
  };
}

export interface FileRoutesOptions {
  db: Database;
  uploads: UploadFolder;
  rateLimiter: RateLimiter;
  now: Clock;
}

/** The multipart errors of @fastify/multipart and busboy, as the answer they deserve. */
function uploadError(error: unknown): Error {
  if (error instanceof BusinessError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BusinessError(messages.imageTooLarge);
  // More than one file, too many parts or fields, a broken or truncated form: not one image.
  return new BusinessError(messages.imageType);
}

/** Lets a route plugin's routes take multipart bodies of one image (registered per plugin scope). */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
}

/**
 * The upload itself, shared by every image upload route (this one, the chat's for shoppers and stores):
 * reads the one image of a multipart request, checks it by its content, stores it under the uploads
 * folder and has `record` record its owner (the file is removed if that fails); answers its URL. Refusals
 * are BusinessError(imageType or imageTooLarge).
 */
export async function receiveImage(
  request: FastifyRequest,
  options: { uploads: UploadFolder; now: Clock; kind?: 'public' | 'private' },
  record: (url: string, at: Date) => Promise<void>,
): Promise<string> {
  const isPrivate = options.kind === 'private';
  if (!request.isMultipart()) throw new BusinessError(messages.imageType);
  // Every part is read: a second file is the files limit's error, so exactly one image is accepted.
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.files()) bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  if (!bytes) throw new BusinessError(messages.imageType);
  const image = sniffImage(bytes);
  if (!image) throw new BusinessError(messages.imageType);
  const date = new Date(options.now());
  const year = String(date.getUTCFullYear());
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
  const uploads = options.uploads.path();
  const folder = join(isPrivate ? privateFolderOf(uploads) : uploads, year, month);
  await mkdir(folder, { recursive: true });
  const path = join(folder, name);
  await writeFile(path, bytes, { flag: 'wx' });
  const url = isPrivate ? privateUrlOf(year, month, name) : `${UPLOADS_URL}/${year}/${month}/${name}`;
  try {
    await record(url, date);
  } catch (error) {
    // Not recorded: no one could use it, so it is not kept either.
    await unlink(path).catch(() => {});
    throw error;
  }
  return url;
}

export const fileShopperRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  // Only this module's routes accept multipart bodies (the plugin is registered in this scope).
  await acceptImageUploads(app);

  app.post(
    '/p/file/upload',
    {
      schema: {
        tags: ['file'],
        summary:
          'Uploads one image (multipart/form-data, one file field, at most 2 MB; JPEG, PNG, WebP or GIF by content). Answers its URL. The signature is made over an empty body',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: Text },
      },
    },
    async (request) => {
      const userId = request.userId;
      await enforceLimit(options.rateLimiter, UPLOAD_LIMIT, userId);
      return receiveImage(request, options, (url, at) => recordUpload(options.db, url, userId, at));
    },
  );

  app.post(
    '/p/file/uploadPrivate',
    {
      schema: {
        tags: ['file'],
        summary:
          "Uploads one private image (a store application's licence or ID card; the same checks as /p/file/upload). Answers a view link valid for ten minutes; the form sends it back and the server keeps the URL without the link's query",
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: Text },
      },
    },
    async (request) => {
      const userId = request.userId;
      await enforceLimit(options.rateLimiter, UPLOAD_LIMIT, userId);
      const url = await receiveImage(request, { ...options, kind: 'private' }, (stored, at) =>
        recordUpload(options.db, stored, userId, at),
      );
      return (await privateLinks(options.db, options.now()))(url);
    },
  );
};

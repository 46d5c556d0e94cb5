// Uploaded images (GET /uploads/...): public, with their type, a year-long cache and nosniff. Private
// images (GET /private-uploads/...): only through a good view link (private.ts), never cached.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PrivateUploadQuery, UploadPathParams } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { isGoodPrivateLink, privateFolderOf, privateUrlOf } from './private.ts';
import { contentTypeOfExt } from './sniff.ts';
import type { UploadFolder } from './routes.shopper.ts';

const storedName = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

/** The bytes of `<folder>/<yyyy>/<mm>/<file>` for a well-formed path, else null. */
async function readStored(folder: string | null, year: string, month: string, file: string) {
  const match = storedName.exec(file);
  if (!/^\d{4}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month) || !match || !folder) return null;
  try {
    const bytes = await readFile(join(folder, year, month, file));
    return { bytes, type: contentTypeOfExt[match[1] as keyof typeof contentTypeOfExt] };
  } catch {
    return null;
  }
}

export const filePublicRoutes: FastifyPluginAsyncZod<{
  uploads: UploadFolder;
  db: Database;
  now: Clock;
}> = async (app, { uploads, db, now }) => {
  app.get(
    '/uploads/:yyyy/:mm/:file',
    {
      schema: {
        tags: ['file'],
        summary: 'An uploaded image, with its type, a year-long cache and nosniff',
        params: UploadPathParams,
      },
    },
    async (request, reply) => {
      const { yyyy: year, mm: month, file } = request.params;
      const stored = await readStored(uploads.existing(), year, month, file);
      if (!stored) return reply.callNotFound();
      return reply
        .type(stored.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stored.bytes);
    },
  );

  app.get(
    '/private-uploads/:yyyy/:mm/:file',
    {
      schema: {
        tags: ['file'],
        summary:
          "A private image through its view link (`expires`, `sig`, from the applicant's or the reviewers' answers); 404 for anything else. Never cached",
        params: UploadPathParams,
        querystring: PrivateUploadQuery,
      },
    },
    async (request, reply) => {
      const { yyyy: year, mm: month, file } = request.params;
      const { expires, sig } = request.query;
      const url = privateUrlOf(year, month, file);
      if (!(await isGoodPrivateLink(db, url, expires, sig, now()))) return reply.callNotFound();
      const folder = uploads.existing();
      const stored = await readStored(folder && privateFolderOf(folder), year, month, file);
      if (!stored) return reply.callNotFound();
      return reply
        .type(stored.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(stored.bytes);
    },
  );
};

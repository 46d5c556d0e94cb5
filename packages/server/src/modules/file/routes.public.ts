// Uploaded images (GET /uploads/...): public, with their type, a year-long cache and nosniff.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadPathParams } from '@mall/domain';
import { contentTypeOfExt } from './sniff.ts';
import type { UploadFolder } from './routes.shopper.ts';

const storedName = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

export const filePublicRoutes: FastifyPluginAsyncZod<{ uploads: UploadFolder }> = async (
  app,
  { uploads },
) => {
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
      const uploadsDir = uploads.existing();
      const match = storedName.exec(file);
      if (!/^\d{4}$/.test(year) || !/^(0[1-9]|1[0-2])$/.test(month) || !match || !uploadsDir) {
        return reply.callNotFound();
      }
      let bytes: Buffer;
      try {
        bytes = await readFile(join(uploadsDir, year, month, file));
      } catch {
        return reply.callNotFound();
      }
      return reply
        .type(contentTypeOfExt[match[1] as keyof typeof contentTypeOfExt])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};

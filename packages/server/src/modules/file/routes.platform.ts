// The platform's picture upload (issue 18 item 2, decisions/0082): POST /platform/file/upload takes one
// image for the site configuration (the logo, the favicon), a banner, a notice, a category or a marketing
// form, with the checks of POST /p/file/upload
// (multipart, one file, at most 2 MB, JPEG, PNG, WebP or GIF by content: a favicon is a PNG, no .ico),
// records it with the platform account as owner and answers its URL, which PUT /platform/webConfig then
// claims. Who may: the roles that may change any area taking pictures (domain `platformUploadRoles`,
// decisions/0098). Uploads per account: UPLOAD_LIMIT.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformUploadRoles, Text } from '@mall/domain';
import { enforceLimit } from '../../plugins/rate-limit.ts';
import { requireRole } from '../platform/auth.ts';
import { acceptImageUploads, receiveImage, UPLOAD_LIMIT, type FileRoutesOptions } from './routes.shopper.ts';
import { recordPlatformUpload } from './service.ts';

export const filePlatformRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  await acceptImageUploads(app);

  app.post(
    '/platform/file/upload',
    {
      config: { platformRoles: platformUploadRoles },
      schema: {
        tags: ['platform'],
        summary:
          'Uploads a picture for the site configuration, a banner, a notice, a category or a marketing form (the roles that may change any of them: admin, operator; multipart/form-data, one file field, at most 2 MB; JPEG, PNG, WebP or GIF by content). Answers its URL. The signature is made over an empty body',
        security: [{ platformBearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: Text },
      },
    },
    async (request) => {
      const { platformUserId } = requireRole(request, platformUploadRoles);
      await enforceLimit(options.rateLimiter, UPLOAD_LIMIT, `platform:${platformUserId}`);
      return receiveImage(request, options, (url, at) =>
        recordPlatformUpload(options.db, url, platformUserId, at),
      );
    },
  );
};

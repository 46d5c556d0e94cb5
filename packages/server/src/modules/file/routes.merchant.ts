// The store's picture upload (issue 17 item 3): POST /merchant/file/upload takes one image (the checks of
// POST /p/file/upload: multipart, one file, at most 2 MB, JPEG, PNG, WebP or GIF by content), records it
// with the store as owner (`recordShopUpload`) and answers its URL, which the store's product form may
// then use (claimed by modules/catalog/merchant.ts in the product's transaction). Uploads per merchant
// account: UPLOAD_LIMIT.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Text } from '@mall/domain';
import { enforceLimit } from '../../plugins/rate-limit.ts';
import { merchantOf } from '../merchant/auth.ts';
import { acceptImageUploads, receiveImage, UPLOAD_LIMIT, type FileRoutesOptions } from './routes.shopper.ts';
import { recordShopUpload } from './service.ts';

export const fileMerchantRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (app, options) => {
  await acceptImageUploads(app);

  app.post(
    '/merchant/file/upload',
    {
      config: { permission: 'products' },
      schema: {
        tags: ['merchant'],
        summary:
          "Uploads a picture of the store's products (multipart/form-data, one file field, at most 2 MB; JPEG, PNG, WebP or GIF by content). Answers its URL. The signature is made over an empty body",
        security: [{ merchantBearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: Text },
      },
    },
    async (request) => {
      const { shopId, merchantId } = merchantOf(request);
      await enforceLimit(options.rateLimiter, UPLOAD_LIMIT, `merchant:${merchantId}`);
      return receiveImage(request, options, (url, at) => recordShopUpload(options.db, url, shopId, at));
    },
  );
};

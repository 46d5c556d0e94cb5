// The shopper's real-name routes (/p/user/realName, in the shopper scope: no token is a 401 "please log
// in first"): the account's identity, masked, and its verification (service.ts). The request body, with
// the ID number, is never logged (plugins/logging.ts logs no body; the service logs neither value).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, RealNameInfo, RealNameParam } from '@mall/domain';
import { sendText } from '../../plugins/errors.ts';
import { IdentityUnavailableError, type IdentityService } from './service.ts';

const tags = ['account'];

export interface IdentityRoutesOptions {
  service: IdentityService;
}

export const identityShopperRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { service } = options;

  app.get(
    '/p/user/realName',
    {
      schema: {
        tags,
        summary: "The account's verified identity: status 0 none, 1 verified (name and ID number masked)",
        security: [{ bearer: [] }],
        response: { 200: RealNameInfo },
      },
    },
    (request) => service.read(request.userId, request.log),
  );

  app.post(
    '/p/user/realName',
    {
      schema: {
        tags,
        summary:
          'Verify the real name and ID card number (400 mismatch, taken or already verified; 503 unknown error)',
        security: [{ bearer: [] }],
        body: RealNameParam,
        response: { 200: Flag },
      },
    },
    async (request, reply) => {
      try {
        return await service.verify(request.userId, request.ip, request.body, request.log);
      } catch (error) {
        if (error instanceof IdentityUnavailableError) {
          return sendText(reply, 503, request.t(error.descriptor));
        }
        throw error;
      }
    },
  );
};

// The shopper's chat REST calls (issue 16 item 2, decisions/0056): the conversations and a page of one's
// messages, a read mark, what the chat page shows of a store (its service hours and whether customer
// service is online: the `agentsOnline` given, the websocket gateway's presence or the database's),
// inquiries from a product or order page, recent browse (a form-encoded POST, parsed by the API's form
// parser, plugins/signature.ts) and the chat image upload (file/routes.shopper.ts `receiveImage`).
// Messages are sent over the websocket (gateway.ts); every rule is the service's (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatConversationList,
  ChatConversationParams,
  ChatInquiry,
  ChatInquiryParam,
  ChatMessageList,
  ChatMessagesQuery,
  ChatReadParam,
  ChatShopInfo,
  ChatShopQuery,
  Flag,
  Int,
  RecentBrowseList,
  RecentBrowseParam,
  Text,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { enforceLimit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { acceptImageUploads, receiveImage, UPLOAD_LIMIT, type UploadFolder } from '../file/routes.shopper.ts';
import { recordUpload } from '../file/service.ts';
import type { ChatModule } from './service.ts';
import type { ChatEvent } from './types.ts';

export interface ChatRoutesOptions {
  db: Database;
  chat: ChatModule;
  now: Clock;
  /** Whether an agent of the store is online (the gateway's presence, else the database's). */
  agentsOnline: (shopId: number) => Promise<boolean>;
  uploads: UploadFolder;
  rateLimiter: RateLimiter;
  /** Tells both sides' connections of a read mark (the gateway's bus), when there is one. */
  publish?: ((event: ChatEvent) => Promise<void>) | undefined;
}

const tags = ['chat'];
const security = [{ bearer: [] }];

export const chatShopperRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chat, now } = options;
  const viewer = (userId: string) => ({ side: 'user', userId }) as const;

  app.get(
    '/p/user/conversations',
    {
      schema: {
        tags,
        summary:
          "The shopper's conversations, the latest first, each with its store, last message, unread count and read marks",
        security,
        response: { 200: ChatConversationList },
      },
    },
    (request) => chat.conversations(viewer(request.userId), request.locale),
  );

  app.get(
    '/p/user/conversations/shop',
    {
      schema: {
        tags,
        summary:
          "What the chat page shows of a store: its service hours, whether customer service is online now (inside the hours with an agent connected), and the shopper's conversation with it if any",
        security,
        querystring: ChatShopQuery,
        response: { 200: ChatShopInfo },
      },
    },
    (request) =>
      chat.shopInfo(
        request.userId,
        request.query.shopId,
        new Date(now()),
        options.agentsOnline,
        request.locale,
      ),
  );

  app.get(
    '/p/user/conversations/:conversationId/messages',
    {
      schema: {
        tags,
        summary:
          "A page of the shopper's conversation: the `size` messages before `beforeSeq` (absent: the newest), in ascending seq",
        security,
        params: ChatConversationParams,
        querystring: ChatMessagesQuery,
        response: { 200: ChatMessageList },
      },
    },
    (request) =>
      chat.page(
        viewer(request.userId),
        request.params.conversationId,
        request.query.beforeSeq ?? null,
        request.query.size,
        request.locale,
      ),
  );

  app.post(
    '/p/user/conversations/:conversationId/read',
    {
      schema: {
        tags,
        summary:
          'The shopper has read the conversation up to `seq` (never moves back, never past the last message); answers the read mark',
        security,
        params: ChatConversationParams,
        body: ChatReadParam,
        response: { 200: Int },
      },
    },
    async (request) => {
      const conversationId = request.params.conversationId;
      const read = await chat.read(viewer(request.userId), conversationId, request.body.seq);
      await options.publish?.({ kind: 'read', ...read, conversationId, side: 'user' });
      return read.seq;
    },
  );

  app.post(
    '/p/user/conversations/inquiry',
    {
      schema: {
        tags,
        summary:
          "Starts an inquiry with a store from a product (of that store, on sale) or an order page (the shopper's order of that store); the chat page opens it with the websocket's `open` frame before it expires",
        security,
        body: ChatInquiryParam,
        response: { 200: ChatInquiry },
      },
    },
    (request) => chat.createInquiry(request.userId, request.body, new Date(now())),
  );

  app.post(
    '/p/user/recentBrowse',
    {
      schema: {
        tags,
        summary:
          'Records a view of a product on sale (application/x-www-form-urlencoded `prodId`; the signature is made over the form text)',
        security,
        consumes: ['application/x-www-form-urlencoded'],
        body: RecentBrowseParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await chat.recordBrowse(request.userId, request.body.prodId, new Date(now()));
      return true;
    },
  );

  app.get(
    '/p/user/recentBrowse',
    {
      schema: {
        tags,
        summary: "The shopper's last 20 distinct products viewed that are still on sale, newest first",
        security,
        response: { 200: RecentBrowseList },
      },
    },
    (request) => chat.recentBrowse(request.userId, request.locale),
  );

  // The multipart parser for the upload alone: every other route here reads JSON, and a body of
  // another media type is a 415 there (docs/api.md).
  await app.register(async (uploads) => {
    await acceptImageUploads(uploads);
    uploads.post(
      '/p/file/uploadImFile',
      {
        schema: {
          tags,
          summary:
            'Uploads a chat image (multipart/form-data, one file field, at most 2 MB; JPEG, PNG, WebP or GIF by content). Answers its URL for an image message. The signature is made over an empty body',
          security,
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
  });
};

// The store's customer service over REST (issue 16, decisions/0056): the store's conversations (in
// keyset pages, newest first, with a nickname search), a page of one's messages and its read mark (the shopper's shapes), the chat image upload (recorded as the
// store's, file/service.ts `recordShopUpload`) and the store's service hours. `shopId` is the merchant
// guard's (merchantOf); another store's conversation is "not found". A successful read of the
// conversations records that an agent of the store is at work (the database presence the shopper's
// `online` falls back on without the gateway). The merchant centre's workspace (issue 17 item 8,
// workspace.ts): the store's quick replies, its customer-service switch and the shopper beside a
// conversation. Every route needs the `chat` permission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChatConversationList,
  ChatCustomer,
  ChatOnlineSwitch,
  ChatUnreadTotal,
  QuickReply,
  QuickReplyCreateParam,
  QuickReplyList,
  QuickReplyParams,
  QuickReplyUpdateParam,
  Flag,
  ChatConversationParams,
  ChatMessageList,
  ChatMessagesQuery,
  ChatReadParam,
  ChatServiceHours,
  Int,
  MerchantConversationsQuery,
  parseMallDateTime,
  Text,
} from '@mall/domain';
import { enforceLimit } from '../../plugins/rate-limit.ts';
import { acceptImageUploads, receiveImage, UPLOAD_LIMIT } from '../file/routes.shopper.ts';
import { recordShopUpload } from '../file/service.ts';
import { merchantOf } from '../merchant/auth.ts';
import type { ChatRoutesOptions } from './routes.shopper.ts';
import {
  conversationCustomer,
  createQuickReply,
  deleteQuickReply,
  quickReplies,
  setShopOnline,
  shopOnline,
  shopUnread,
  updateQuickReply,
} from './workspace.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const chatMerchantRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chat, now } = options;
  /** An agent at work (after a call that succeeded): the presence the shopper's `online` falls back on. */
  const seen = async <T>(request: Parameters<typeof merchantOf>[0], answer: T): Promise<T> => {
    const { shopId, merchantId } = merchantOf(request);
    await chat.agentSeen(shopId, merchantId, new Date(now()));
    return answer;
  };
  const viewer = (request: Parameters<typeof merchantOf>[0]) => {
    const { shopId, merchantId } = merchantOf(request);
    return { side: 'shop', shopId, merchantId } as const;
  };

  app.get(
    '/merchant/conversations',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "A page of the store's conversations, the latest first (updateTime to the second, then conversationId), each with its shopper, last message, unread count and read marks. `size` (20, at most 100); the next page: `beforeUpdateTime` and `beforeId`, the last one shown's `updateTime` and `conversationId`; `nickName`: the shoppers whose nickname contains it",
        security,
        querystring: MerchantConversationsQuery,
        response: { 200: ChatConversationList },
      },
    },
    async (request) => {
      const { size, beforeUpdateTime, beforeId, nickName } = request.query;
      const before =
        beforeUpdateTime !== undefined && beforeId !== undefined
          ? { updatedAt: new Date(parseMallDateTime(beforeUpdateTime)), conversationId: beforeId }
          : undefined;
      const page = await chat.storeConversations(
        merchantOf(request).shopId,
        { size, before, nickName },
        request.locale,
      );
      return seen(request, page);
    },
  );

  app.get(
    '/merchant/conversations/:conversationId/messages',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "A page of one of the store's conversations: the `size` messages before `beforeSeq` (absent: the newest), in ascending seq",
        security,
        params: ChatConversationParams,
        querystring: ChatMessagesQuery,
        response: { 200: ChatMessageList },
      },
    },
    async (request) =>
      seen(
        request,
        await chat.page(
          viewer(request),
          request.params.conversationId,
          request.query.beforeSeq ?? null,
          request.query.size,
          request.locale,
        ),
      ),
  );

  app.post(
    '/merchant/conversations/:conversationId/read',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          'The store has read the conversation up to `seq` (never moves back, never past the last message); answers the read mark',
        security,
        params: ChatConversationParams,
        body: ChatReadParam,
        response: { 200: Int },
      },
    },
    async (request) => {
      const conversationId = request.params.conversationId;
      const read = await chat.read(viewer(request), conversationId, request.body.seq);
      await options.publish?.({ kind: 'read', ...read, conversationId, side: 'shop' });
      return seen(request, read.seq);
    },
  );

  // The multipart parser for the upload alone: every other route here reads JSON, and a body of
  // another media type is a 415 there (docs/api.md).
  await app.register(async (uploads) => {
    await acceptImageUploads(uploads);
    uploads.post(
      '/merchant/file/uploadImFile',
      {
        config: { permission: 'chat' },
        schema: {
          tags,
          summary:
            "Uploads an image for the store's customer service to send (multipart/form-data, one file field, at most 2 MB; JPEG, PNG, WebP or GIF by content). Answers its URL. The signature is made over an empty body",
          security,
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
  });

  app.get(
    '/merchant/chat/serviceHours',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "The store's customer-service hours (HH:mm, China Standard Time, every day; 09:00-17:00 until set)",
        security,
        response: { 200: ChatServiceHours },
      },
    },
    (request) => chat.serviceHours(merchantOf(request).shopId),
  );

  app.put(
    '/merchant/chat/serviceHours',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "Sets the store's customer-service hours (HH:mm, China Standard Time, every day; an end before the start runs past midnight); answers them",
        security,
        body: ChatServiceHours,
        response: { 200: ChatServiceHours },
      },
    },
    (request) => chat.setServiceHours(merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.get(
    '/merchant/conversations/:conversationId/customer',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "The shopper of one of the store's conversations: nickname and picture, their recent views of this store's products (the page logs, newest first, at most 20), their orders in this store (the newest 10 and how many in all). Nothing of other stores",
        security,
        params: ChatConversationParams,
        response: { 200: ChatCustomer },
      },
    },
    (request) =>
      conversationCustomer(
        options.db,
        merchantOf(request).shopId,
        request.params.conversationId,
        request.locale,
      ),
  );

  app.get(
    '/merchant/chat/quickReplies',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary: "The store's quick replies, by `seq` then oldest first (at most 50)",
        security,
        response: { 200: QuickReplyList },
      },
    },
    (request) => quickReplies(options.db, merchantOf(request).shopId),
  );

  app.post(
    '/merchant/chat/quickReplies',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          'Adds a quick reply `{content (1-200 characters), seq? (0-9999; absent: after the last)}`; at most 50 per store. Answers it',
        security,
        body: QuickReplyCreateParam,
        response: { 200: QuickReply },
      },
    },
    (request) => createQuickReply(options.db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.put(
    '/merchant/chat/quickReplies',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary: "Changes one of the store's quick replies `{replyId, content, seq}`; answers it",
        security,
        body: QuickReplyUpdateParam,
        response: { 200: QuickReply },
      },
    },
    (request) => updateQuickReply(options.db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.delete(
    '/merchant/chat/quickReplies/:replyId',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary: "Deletes one of the store's quick replies",
        security,
        params: QuickReplyParams,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteQuickReply(options.db, merchantOf(request).shopId, request.params.replyId);
      return true;
    },
  );

  app.get(
    '/merchant/chat/online',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary: "The store's customer-service switch (on until turned off)",
        security,
        response: { 200: ChatOnlineSwitch },
      },
    },
    (request) => shopOnline(options.db, merchantOf(request).shopId),
  );

  app.get(
    '/merchant/chat/unread',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          "The shoppers' messages the store has not read yet, over all its conversations (the centre's menu count). Read-only: unlike the conversations list it does not count as an agent at work, so polling it never makes the store look online",
        security,
        response: { 200: ChatUnreadTotal },
      },
    },
    (request) => shopUnread(options.db, merchantOf(request).shopId),
  );

  app.put(
    '/merchant/chat/online',
    {
      config: { permission: 'chat' },
      schema: {
        tags,
        summary:
          'Turns the store\'s customer service on or off `{online}`. Off, shoppers see "customer service is not online" exactly as outside the service hours, on every instance, whoever is connected; on, as before (inside the hours with an agent present). Answers the switch',
        security,
        body: ChatOnlineSwitch,
        response: { 200: ChatOnlineSwitch },
      },
    },
    (request) => {
      const { shopId, merchantId } = merchantOf(request);
      return setShopOnline(options.db, shopId, merchantId, request.body.online, new Date(now()));
    },
  );
};

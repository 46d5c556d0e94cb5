// The merchant's special discount sessions (issue 13 item 3; issue 17 item 7): POST /merchant/discount
// creates a session of the merchant's own shop (service.ts `createSession` for the rules it checks); the
// merchant centre lists the shop's sessions, reads one, edits one before its start and stops one
// (merchant.ts, decisions/0067). Permission `products`; another shop's session is activityNotFound.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscountIdPath,
  Flag,
  Int,
  MerchantDiscountDetail,
  MerchantDiscountIdQuery,
  MerchantDiscountPage,
  MerchantDiscountParam,
  MerchantDiscountQuery,
  MerchantDiscountUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { merchantDiscountInfo, merchantDiscountPage, stopSession, updateSession } from './merchant.ts';
import { createSession } from './service.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];
const config = { permission: 'products' } as const;

export const discountMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/discount',
    {
      config,
      schema: {
        tags,
        summary:
          'Creates a special discount session of the shop (prodIds empty: the whole shop); answers its discountId',
        security,
        body: MerchantDiscountParam,
        response: { 200: Int },
      },
    },
    async (request) => createSession(db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.get(
    '/merchant/discount/page',
    {
      config,
      schema: {
        tags,
        summary:
          "The shop's special discount sessions, the latest to start first, of one status (-1 all, 0 not started, 1 ongoing, 2 ended or stopped), with the number of products each names (paged)",
        security,
        querystring: MerchantDiscountQuery,
        response: { 200: MerchantDiscountPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantDiscountPage(
        db,
        merchantOf(request).shopId,
        request.query,
        new Date(now()),
      );
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/merchant/discount/info',
    {
      config,
      schema: {
        tags,
        summary: "One of the shop's special discount sessions with the products it names (any status)",
        security,
        querystring: MerchantDiscountIdQuery,
        response: { 200: MerchantDiscountDetail },
      },
    },
    (request) =>
      merchantDiscountInfo(
        db,
        merchantOf(request).shopId,
        request.query.discountId,
        new Date(now()),
        request.locale,
      ),
  );

  app.put(
    '/merchant/discount',
    {
      config,
      schema: {
        tags,
        summary:
          "Edits one of the shop's special discount sessions before it starts, with the checks of its creation (refused once started or stopped)",
        security,
        body: MerchantDiscountUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateSession(db, merchantOf(request).shopId, request.body, now);
      return true;
    },
  );

  app.put(
    '/merchant/discount/:discountId/stop',
    {
      config,
      schema: {
        tags,
        summary:
          'Stops the special discount session now (one not started never runs); an ended one stays as it is',
        security,
        params: DiscountIdPath,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await stopSession(db, merchantOf(request).shopId, request.params.discountId, now);
      return true;
    },
  );
};

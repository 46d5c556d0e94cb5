// The merchant's catalogue: the shop's products (issue 17 item 3, merchant.ts, decisions/0061: create,
// edit, on/off sale, the list, one product's editing form) and pre-sale (issue 13 item 5, presale.ts: PUT
// /merchant/prod/preSale marks a product of the shop as pre-sale with its shipping date, or ends it).
// The category picker reads the public tree (GET /category/categoryInfo: enabled categories, three
// levels); the pictures are uploaded with POST /merchant/file/upload (file/routes.merchant.ts). Every
// route needs the `products` permission (contract/merchantStaff.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  Int,
  MerchantPreSaleParam,
  MerchantProdDetail,
  MerchantProdPage,
  MerchantProdParam,
  MerchantProdQuery,
  MerchantProdQueryById,
  MerchantProdStatusParam,
  MerchantProdUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import {
  createMerchantProd,
  merchantProdInfo,
  merchantProdPage,
  setMerchantProdStatus,
  updateMerchantProd,
} from './merchant.ts';
import { setPreSale } from './presale.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];
const config = { permission: 'products' } as const;

export const catalogMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/merchant/prod',
    {
      config,
      schema: {
        tags,
        summary:
          "Creates a product of the shop with its SKUs (a third-level category, the store's own uploaded pictures, original price at least the price, the content cleaned by the rich-text allow-list); answers its prodId",
        security,
        body: MerchantProdParam,
        response: { 200: Int },
      },
    },
    (request) => createMerchantProd(db, merchantOf(request).shopId, request.body, new Date(now())),
  );

  app.put(
    '/merchant/prod',
    {
      config,
      schema: {
        tags,
        summary:
          "Edits one of the shop's products as a whole: a SKU left out goes off sale; a SKU's stock changes only if it still is its expectedStocks (else the edit is refused: stock changed, reload)",
        security,
        body: MerchantProdUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateMerchantProd(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );

  app.put(
    '/merchant/prod/status',
    {
      config,
      schema: {
        tags,
        summary:
          "Puts one of the shop's products on sale (1) or off sale (0; not while a flash sale or group buy of it runs)",
        security,
        body: MerchantProdStatusParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await setMerchantProdStatus(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );

  app.get(
    '/merchant/prod/page',
    {
      config,
      schema: {
        tags,
        summary:
          "The shop's products, last changed first, of one status (-1 all), optionally by name (either language) and category (paged)",
        security,
        querystring: MerchantProdQuery,
        response: { 200: MerchantProdPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantProdPage(db, merchantOf(request).shopId, request.query);
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/merchant/prod/info',
    {
      config,
      schema: {
        tags,
        summary:
          "One of the shop's products as its editing form needs it: both languages, the category's path, every SKU (off sale ones included)",
        security,
        querystring: MerchantProdQueryById,
        response: { 200: MerchantProdDetail },
      },
    },
    (request) => merchantProdInfo(db, merchantOf(request).shopId, request.query.prodId),
  );

  app.put(
    '/merchant/prod/preSale',
    {
      config,
      schema: {
        tags,
        summary:
          "Marks one of the shop's products as pre-sale with its shipping date (YYYY-MM-DD, after today in China), or ends its pre-sale",
        security,
        body: MerchantPreSaleParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await setPreSale(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );
};

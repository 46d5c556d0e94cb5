// The platform console's catalogue routes, in the platform scope. The category tree (issue 18 item 4,
// decisions/0091): the whole tree with product counts, one category, add, change (and move), reorder one
// parent's children, delete; area `categories`. The home page's sections and the cross-store product
// search the console picks their products with (issue 18 item 3, decisions/0102); area `content`. In the
// roles table (domain platformConsole.ts) every platform role reads both areas, admin and operator change.
// Each change is one transaction with its audit row (platform-category.ts, platform-prod-tag.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  Flag,
  Int,
  platformAreaRoles,
  PlatformCategory,
  PlatformCategoryIdQuery,
  PlatformCategoryParam,
  PlatformCategorySortParam,
  PlatformCategoryTree,
  PlatformCategoryUpdateParam,
  PlatformProdPage,
  PlatformProdQuery,
  PlatformProdTagDetail,
  PlatformProdTagIdQuery,
  PlatformProdTagList,
  PlatformProdTagParam,
  PlatformProdTagUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import { requireRole } from '../platform/auth.ts';
import {
  createCategory,
  deleteCategory,
  platformCategoryInfo,
  platformCategoryTree,
  sortCategories,
  updateCategory,
  type RecordAction,
} from './platform-category.ts';
import {
  createProdTag,
  deleteProdTag,
  platformProdPage,
  platformProdTagInfo,
  platformProdTagList,
  updateProdTag,
} from './platform-prod-tag.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const roles = platformAreaRoles.categories;

export const categoryPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  /** The signed-in account may change the tree: its audit writer, at the server's clock. */
  const writer = (request: FastifyRequest): { record: RecordAction; at: Date } => {
    const actor = requireRole(request, roles.write);
    const at = new Date(now());
    return { at, record: (tx, entry) => recordPlatformAction(tx, { ...entry, actor, now: at }) };
  };

  app.get(
    '/platform/category/list',
    {
      config: { platformRoles: roles.read },
      schema: {
        tags,
        summary: 'The whole category tree, any status, both languages, with product counts',
        security,
        response: { 200: PlatformCategoryTree },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return platformCategoryTree(db);
    },
  );

  app.get(
    '/platform/category/info',
    {
      config: { notFound: true, platformRoles: roles.read },
      schema: {
        tags,
        summary: 'One category with its subcategories and product count',
        security,
        querystring: PlatformCategoryIdQuery,
        response: { 200: PlatformCategory },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return platformCategoryInfo(db, request.query.categoryId);
    },
  );

  app.post(
    '/platform/category',
    {
      config: { platformRoles: roles.write },
      schema: {
        tags,
        summary:
          'Adds a category at the top or under a first- or second-level category (admin, operator); answers its id',
        security,
        body: PlatformCategoryParam,
        response: { 200: Int },
      },
    },
    (request) => {
      const { record, at } = writer(request);
      return createCategory(db, request.body, record, at);
    },
  );

  app.put(
    '/platform/category',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary:
          'Changes a category, and moves it with its subtree to another parent keeping three levels (admin, operator)',
        security,
        body: PlatformCategoryUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { record, at } = writer(request);
      await updateCategory(db, request.body, record, at);
      return true;
    },
  );

  app.put(
    '/platform/category/sort',
    {
      config: { platformRoles: roles.write },
      schema: {
        tags,
        summary: "Reorders one parent's subcategories: every one of them, in the new order (admin, operator)",
        security,
        body: PlatformCategorySortParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await sortCategories(db, request.body, writer(request).record);
      return true;
    },
  );

  app.delete(
    '/platform/category',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Deletes a category without subcategories and without products (admin, operator)',
        security,
        querystring: PlatformCategoryIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteCategory(db, request.query.categoryId, writer(request).record);
      return true;
    },
  );
};

const contentRoles = platformAreaRoles.content;

/** The home page's sections and the product search of every store (area `content`). */
export const prodTagPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  /** The signed-in account may change the home content: its audit writer, at the server's clock. */
  const writer = (request: FastifyRequest): RecordAction => {
    const actor = requireRole(request, contentRoles.write);
    const at = new Date(now());
    return (tx, entry) => recordPlatformAction(tx, { ...entry, actor, now: at });
  };

  app.get(
    '/platform/prod/page',
    {
      config: { platformRoles: contentRoles.read },
      schema: {
        tags,
        summary:
          'Products of every store by name (either language), store and state (1 on sale, 0 off, -1 all), newest first; price: the lowest SKU price',
        security,
        querystring: PlatformProdQuery,
        response: { 200: PlatformProdPage },
      },
    },
    (request) => {
      requireRole(request, contentRoles.read);
      return platformProdPage(db, request.query, request.locale);
    },
  );

  app.get(
    '/platform/prodTag/list',
    {
      config: { platformRoles: contentRoles.read },
      schema: {
        tags,
        summary: 'Every home section, shown or hidden, by order then id, with its product count',
        security,
        response: { 200: PlatformProdTagList },
      },
    },
    (request) => {
      requireRole(request, contentRoles.read);
      return platformProdTagList(db);
    },
  );

  app.get(
    '/platform/prodTag/info',
    {
      config: { notFound: true, platformRoles: contentRoles.read },
      schema: {
        tags,
        summary: 'One home section with its products in their order (on sale or not); missing: 404',
        security,
        querystring: PlatformProdTagIdQuery,
        response: { 200: PlatformProdTagDetail },
      },
    },
    (request) => {
      requireRole(request, contentRoles.read);
      return platformProdTagInfo(db, request.query.id, request.locale);
    },
  );

  app.post(
    '/platform/prodTag',
    {
      config: { platformRoles: contentRoles.write },
      schema: {
        tags,
        summary: 'Adds a home section with its products in order (admin, operator); answers its id',
        security,
        body: PlatformProdTagParam,
        response: { 200: Int },
      },
    },
    (request) => createProdTag(db, request.body, writer(request)),
  );

  app.put(
    '/platform/prodTag',
    {
      config: { notFound: true, platformRoles: contentRoles.write },
      schema: {
        tags,
        summary:
          'Changes a home section: the whole section, its products replaced in the order given (admin, operator)',
        security,
        body: PlatformProdTagUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateProdTag(db, request.body, writer(request));
      return true;
    },
  );

  app.delete(
    '/platform/prodTag',
    {
      config: { notFound: true, platformRoles: contentRoles.write },
      schema: {
        tags,
        summary: 'Deletes a home section; its products stay (admin, operator)',
        security,
        querystring: PlatformProdTagIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteProdTag(db, request.query.id, writer(request));
      return true;
    },
  );
};

// Pictures of the demo catalogue, drawn on request as SVG (seed/art.ts): products
// (/img/prod/{prodId}.svg and -2, -3 for other views), stores, categories and banners. Texts on banners
// follow the page's language: `?lang=zh|en` when the picture's link carries it (the banner links of
// /indexImgs do, so a Chinese page shows Chinese banners whatever the browser's own language), else the
// Accept-Language the browser sends with image requests.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PictureParams, PictureQuery, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { indexImgs } from '../notice/tables.ts';
import { bannerSvg, productSvg, shopLogoSvg } from '../seed/art.ts';
import { artByCategoryName, bannerSpecs, tree } from '../seed/data.ts';
import { shops } from '../shop/tables.ts';
import { categories, prodParameters, products } from './tables.ts';

const fileName = /^([1-9]\d{0,8})(?:-([1-9]))?\.svg$/;

export const imageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const sendSvg = (reply: FastifyReply, svg: string) =>
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('vary', 'Accept-Language')
      .send(svg);
  const schema = { hide: true, params: PictureParams, querystring: PictureQuery };
  const localeOf = (request: { locale: Locale; query: { lang?: Locale | undefined } }): Locale =>
    request.query.lang ?? request.locale;

  app.get('/img/prod/:file', { schema }, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const prodId = Number(match[1]);
    const [row] = await db
      .select({ nameEn: products.nameEn, categoryName: categories.nameEn })
      .from(products)
      .innerJoin(categories, eq(categories.categoryId, products.categoryId))
      .where(eq(products.prodId, prodId))
      .limit(1);
    if (!row) return reply.callNotFound();
    const params = await db
      .select({ key: prodParameters.keyEn, value: prodParameters.valueEn })
      .from(prodParameters)
      .where(and(eq(prodParameters.prodId, prodId), inArray(prodParameters.keyEn, ['Brand', 'Model'])));
    const brand = params.find((p) => p.key === 'Brand')?.value;
    const model = params.find((p) => p.key === 'Model')?.value;
    const art = artByCategoryName.get(row.categoryName) ?? {
      kind: 'generic' as const,
      hue: (prodId * 47) % 360,
    };
    const label = brand && model ? `${brand} ${model}` : row.nameEn;
    return sendSvg(reply, productSvg({ ...art, label, variant: Number(match[2] ?? 1) }));
  });

  app.get('/img/shop/:file', { schema }, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const shopId = Number(match[1]);
    const [row] = await db
      .select({ nameZh: shops.nameZh, nameEn: shops.nameEn })
      .from(shops)
      .where(eq(shops.shopId, shopId))
      .limit(1);
    if (!row) return reply.callNotFound();
    return sendSvg(
      reply,
      shopLogoSvg(localeOf(request) === 'en' ? row.nameEn : row.nameZh, (shopId * 67) % 360),
    );
  });

  app.get('/img/category/:file', { schema }, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const [row] = await db
      .select({ nameZh: categories.nameZh, nameEn: categories.nameEn })
      .from(categories)
      .where(eq(categories.categoryId, Number(match[1])))
      .limit(1);
    if (!row) return reply.callNotFound();
    const art = artByCategoryName.get(row.nameEn) ?? { kind: 'generic' as const, hue: 200 };
    return sendSvg(
      reply,
      productSvg({ ...art, label: localeOf(request) === 'en' ? row.nameEn : row.nameZh }),
    );
  });

  app.get('/img/banner/:file', { schema }, async (request, reply) => {
    const match = fileName.exec(request.params.file);
    if (!match) return reply.callNotFound();
    const id = Number(match[1]);
    const [row] = await db
      .select({ titleZh: indexImgs.titleZh, titleEn: indexImgs.titleEn })
      .from(indexImgs)
      .where(eq(indexImgs.id, id))
      .limit(1);
    if (!row) return reply.callNotFound();
    const spec = bannerSpecs.find((b) => b.title[0] === row.titleZh);
    const top = spec ? tree[spec.top] : undefined;
    const en = localeOf(request) === 'en';
    return sendSvg(
      reply,
      bannerSvg(
        en ? row.titleEn : row.titleZh,
        spec ? spec.subtitle[en ? 1 : 0] : '',
        top?.kind ?? 'generic',
        top?.hue ?? (id * 50) % 360,
      ),
    );
  });
};

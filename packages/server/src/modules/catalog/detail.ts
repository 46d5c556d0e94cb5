// Product detail (GET /prod/prodInfo): one prepared query per database, the product with its shop's
// names, its SKUs on sale and its parameters aggregated as JSON beside it (it was three round trips:
// product, SKUs, parameters), and its lowest points-mall price (issue 14). The row holds both languages,
// so one cached entry per product (area `product`, lib/cache.ts; `score_skus` changes drop it too) serves
// zh and en; `toProductInfo` picks the request's language. The row carries its shop's status: the route
// refuses a product of a store that is not open (offline, decisions/0050) with "not in stock"; any change
// of `shops` drops the whole area (drizzle/0016_cache_triggers.sql).
import { eq, sql } from 'drizzle-orm';
import { centsToYuan, type Locale, type ProductInfo } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { shops } from '../shop/tables.ts';
import { skuShipDateOf } from './presale.ts';
import { products } from './tables.ts';

interface SkuJson {
  skuId: number;
  price: number;
  oriPrice: number;
  stocks: number;
  skuNameZh: string;
  skuNameEn: string;
  pic: string;
  propertiesZh: string;
  propertiesEn: string;
  /** YYYY-MM-DD when the SKU is pre-sale (its own mark or its product's), else null. */
  shipDate: string | null;
}

interface ParameterJson {
  id: number;
  keyZh: string;
  keyEn: string;
  valueZh: string;
  valueEn: string;
}

function prepareDetail(db: Database) {
  return db
    .select({
      prodId: products.prodId,
      shopId: products.shopId,
      categoryId: products.categoryId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      briefZh: products.briefZh,
      briefEn: products.briefEn,
      contentZh: products.contentZh,
      contentEn: products.contentEn,
      pic: products.pic,
      imgs: products.imgs,
      price: products.price,
      oriPrice: products.oriPrice,
      status: products.status,
      soldNum: products.soldNum,
      totalStocks: products.totalStocks,
      prodType: products.prodType,
      preSale: products.preSale,
      shipDate: products.shipDate,
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
      shopStatus: shops.status,
      // The SKUs on sale by id, and the parameters by seq then id (indexes skus_prod_idx and
      // prod_parameters_prod_idx), as JSON arrays in the same row.
      skus: sql<SkuJson[]>`(SELECT coalesce(json_agg(json_build_object(
          'skuId', s.sku_id, 'price', s.price, 'oriPrice', s.ori_price, 'stocks', s.stocks,
          'skuNameZh', s.sku_name_zh, 'skuNameEn', s.sku_name_en, 'pic', s.pic,
          'propertiesZh', s.properties_zh, 'propertiesEn', s.properties_en,
          'shipDate', ${skuShipDateOf(sql.raw('s.pre_sale'), sql.raw('s.ship_date'))}) ORDER BY s.sku_id), '[]'::json)
        FROM skus s WHERE s.prod_id = ${products.prodId} AND s.status = 1)`,
      parameters: sql<ParameterJson[]>`(SELECT coalesce(json_agg(json_build_object(
          'id', p.id, 'keyZh', p.key_zh, 'keyEn', p.key_en, 'valueZh', p.value_zh, 'valueEn', p.value_en)
          ORDER BY p.seq, p.id), '[]'::json)
        FROM prod_parameters p WHERE p.prod_id = ${products.prodId})`,
      // The lowest points price of its SKUs on sale in the points mall (issue 14; null: not in it).
      scorePrice: sql<number | null>`(SELECT min(ss.score_price) FROM score_skus ss
        INNER JOIN skus s ON s.sku_id = ss.sku_id WHERE ss.prod_id = ${products.prodId} AND s.status = 1)`,
    })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(eq(products.prodId, sql.placeholder('prodId')))
    .limit(1)
    .prepare('prod_detail');
}

export type ProductDetailRow = Awaited<ReturnType<ReturnType<typeof prepareDetail>['execute']>>[number];

const prepared = new WeakMap<Database, ReturnType<typeof prepareDetail>>();

/** A product's detail row in both languages (any status), or null when there is no such product. */
export async function productDetailRow(db: Database, prodId: number): Promise<ProductDetailRow | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareDetail(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ prodId });
  return row ?? null;
}

export function toProductInfo(row: ProductDetailRow, locale: Locale): ProductInfo {
  return {
    prodId: row.prodId,
    shopId: row.shopId,
    shopName: localized(locale, row.shopNameZh, row.shopNameEn),
    categoryId: row.categoryId,
    prodName: localized(locale, row.nameZh, row.nameEn),
    price: centsToYuan(row.price),
    oriPrice: centsToYuan(row.oriPrice),
    pic: row.pic,
    imgs: row.imgs,
    content: localized(locale, row.contentZh, row.contentEn),
    brief: localized(locale, row.briefZh, row.briefEn),
    status: row.status,
    soldNum: row.soldNum,
    totalStocks: row.totalStocks,
    prodType: row.prodType,
    activityId: null,
    preSale: row.preSale,
    shipDate: row.preSale ? row.shipDate : null,
    scorePrice: row.scorePrice === null ? null : Number(row.scorePrice),
    skuList: row.skus.map((s) => ({
      skuId: s.skuId,
      price: centsToYuan(s.price),
      oriPrice: centsToYuan(s.oriPrice),
      stocks: s.stocks,
      skuName: localized(locale, s.skuNameZh, s.skuNameEn),
      pic: s.pic,
      properties: localized(locale, s.propertiesZh, s.propertiesEn),
      preSale: s.shipDate !== null,
      shipDate: s.shipDate,
    })),
    prodParameterList: row.parameters.map((r) => ({
      prodParameterId: r.id,
      parameterKey: localized(locale, r.keyZh, r.keyEn),
      parameterValue: localized(locale, r.valueZh, r.valueEn),
    })),
  };
}

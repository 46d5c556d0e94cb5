// The catalogue: a three-level category tree, products with their SKUs and parameters, home page
// sections (product tags), comments and shoppers' product collections. Money is integer cents
// (decisions/0002-integer-cents.md); stock is an integer changed only by conditional updates
// (`stocks = stocks - n WHERE stocks >= n`), never read-modify-write. Names are kept in both languages
// side by side (`*_zh`, `*_en`); a route answers the request's language.
//
// Search: the name search is an ILIKE over both name columns (it finds two-character Chinese terms
// such as 手机 and English words alike), narrowed by a GIN index over the names' character bigrams:
// `products.search_grams`, a generated column with its functions in drizzle/0012_search_index.sql
// (decisions/0020-search-index.md). The column is deliberately not declared below, so whole-row selects
// do not carry the array; being generated, it follows every insert and name change by itself.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { shops } from '../shop/tables.ts';

export const categories = pgTable(
  'categories',
  {
    categoryId: integer('category_id').primaryKey().generatedByDefaultAsIdentity(),
    /** 0 for a top-level category. */
    parentId: integer('parent_id').notNull().default(0),
    /** 1, 2 or 3. */
    grade: smallint('grade').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    pic: text('pic').notNull().default(''),
    icon: text('icon').notNull().default(''),
    seq: integer('seq').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.seq)],
);

export const products = pgTable(
  'products',
  {
    prodId: integer('prod_id').primaryKey().generatedByDefaultAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.shopId),
    /** A third-level category. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.categoryId),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    briefZh: text('brief_zh').notNull().default(''),
    briefEn: text('brief_en').notNull().default(''),
    /** Rich text (HTML). */
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    pic: text('pic').notNull().default(''),
    /** Comma-separated image URLs, as the contract's image lists. */
    imgs: text('imgs').notNull().default(''),
    price: integer('price').notNull(),
    oriPrice: integer('ori_price').notNull(),
    /** 1 on sale, 0 off sale. */
    status: smallint('status').notNull().default(1),
    soldNum: integer('sold_num').notNull().default(0),
    /** The sum of the SKUs' stocks, kept with them. */
    totalStocks: integer('total_stocks').notNull().default(0),
    /** 0 normal, 1 group, 2 seckill, 3 points, 5 activity. */
    prodType: smallint('prod_type').notNull().default(0),
    /** Pre-sale (issue 13): sold before it is in stock, shipped from `ship_date` (China date). */
    preSale: boolean('pre_sale').notNull().default(false),
    shipDate: date('ship_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_shop_idx').on(t.shopId),
    index('products_sold_idx').on(t.soldNum),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.createdAt),
    check('products_price_nonnegative', sql`${t.price} >= 0 AND ${t.oriPrice} >= 0`),
    check('products_stocks_nonnegative', sql`${t.totalStocks} >= 0`),
    check('products_pre_sale_date', sql`NOT ${t.preSale} OR ${t.shipDate} IS NOT NULL`),
  ],
);

export const skus = pgTable(
  'skus',
  {
    skuId: integer('sku_id').primaryKey().generatedByDefaultAsIdentity(),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    /** "颜色:红色;尺码:M" */
    propertiesZh: text('properties_zh').notNull().default(''),
    /** "Colour:Red;Size:M" */
    propertiesEn: text('properties_en').notNull().default(''),
    skuNameZh: text('sku_name_zh').notNull().default(''),
    skuNameEn: text('sku_name_en').notNull().default(''),
    price: integer('price').notNull(),
    oriPrice: integer('ori_price').notNull(),
    stocks: integer('stocks').notNull().default(0),
    pic: text('pic').notNull().default(''),
    /** 1 on sale, 0 off sale. */
    status: smallint('status').notNull().default(1),
    /**
     * Pre-sale of this SKU alone (issue 13 item 5: "a product or some of its SKUs"), shipped from
     * `ship_date`; the product's own mark covers all its SKUs (presale.ts `skuShipDate`).
     */
    preSale: boolean('pre_sale').notNull().default(false),
    shipDate: date('ship_date', { mode: 'string' }),
  },
  (t) => [
    index('skus_prod_idx').on(t.prodId),
    check('skus_pre_sale_date', sql`NOT ${t.preSale} OR ${t.shipDate} IS NOT NULL`),
    check('skus_stocks_nonnegative', sql`${t.stocks} >= 0`),
    check('skus_price_nonnegative', sql`${t.price} >= 0 AND ${t.oriPrice} >= 0`),
  ],
);

export const prodParameters = pgTable(
  'prod_parameters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    keyZh: text('key_zh').notNull(),
    keyEn: text('key_en').notNull(),
    valueZh: text('value_zh').notNull(),
    valueEn: text('value_en').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [index('prod_parameters_prod_idx').on(t.prodId, t.seq)],
);

/** Home page sections ("tags"): a title and its products. */
export const prodTags = pgTable('prod_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  seq: integer('seq').notNull().default(0),
  /** The section's layout on the home page (0, 1, 2: the client's styles). */
  style: smallint('style').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

export const prodTagItems = pgTable(
  'prod_tag_items',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => prodTags.id, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.prodId] })],
);

export const prodComments = pgTable(
  'prod_comments',
  {
    prodCommId: integer('prod_comm_id').primaryKey().generatedByDefaultAsIdentity(),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    /** The author; null for demo comments, which carry only a nickname. */
    userId: text('user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The author's nickname and avatar when the comment was written. */
    nickName: text('nick_name').notNull().default(''),
    userPic: text('user_pic').notNull().default(''),
    orderItemId: integer('order_item_id'),
    /** 1 to 5. */
    score: smallint('score').notNull(),
    content: text('content').notNull().default(''),
    /** Comma-separated image URLs ('' for none). */
    pics: text('pics').notNull().default(''),
    isAnonymous: smallint('is_anonymous').notNull().default(0),
    /** 0 good, 1 medium, 2 poor. */
    evaluate: smallint('evaluate').notNull(),
    replyContent: text('reply_content'),
    replyTime: timestamp('reply_time', { withTimezone: true }),
    /** 1 shown, 0 hidden. */
    status: smallint('status').notNull().default(1),
    recTime: timestamp('rec_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prod_comments_prod_idx').on(t.prodId, t.recTime.desc()),
    // One comment per order item (issue 5: POST /p/prodComm); demo comments have none.
    uniqueIndex('prod_comments_order_item_key').on(t.orderItemId),
    index('prod_comments_user_idx').on(t.userId, t.recTime.desc()),
    check('prod_comments_score_range', sql`${t.score} BETWEEN 1 AND 5`),
    check('prod_comments_evaluate_range', sql`${t.evaluate} BETWEEN 0 AND 2`),
  ],
);

/** A shopper's collected (favourite) products. */
export const prodCollections = pgTable(
  'prod_collections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    prodId: integer('prod_id')
      .notNull()
      .references(() => products.prodId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.prodId] }),
    index('prod_collections_user_time_idx').on(t.userId, t.createdAt, t.prodId),
  ],
);

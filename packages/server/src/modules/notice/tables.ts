// Home page content: notices (the ticker and the notice list), banners (`/indexImgs`) and hot search
// words. Texts in both languages side by side.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The store that published it; null for the mall's own notices. */
    shopId: integer('shop_id'),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** 1 pinned to the home ticker. */
    isTop: smallint('is_top').notNull().default(0),
    /** 1 published, 0 hidden. */
    status: smallint('status').notNull().default(1),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_publish_idx').on(t.status, t.publishTime.desc())],
);

/** Banners of the home carousel. */
export const indexImgs = pgTable('index_imgs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  imgUrl: text('img_url').notNull(),
  titleZh: text('title_zh').notNull().default(''),
  titleEn: text('title_en').notNull().default(''),
  seq: integer('seq').notNull().default(0),
  /** 1 PC, 0 mobile (the contract's imgType). */
  imgType: smallint('img_type').notNull().default(1),
  /** 0 links to a product (relation is its prodId), -1 no link. */
  type: smallint('type').notNull().default(0),
  relation: integer('relation'),
  status: smallint('status').notNull().default(1),
});

export const hotSearches = pgTable('hot_searches', {
  hotSearchId: integer('hot_search_id').primaryKey().generatedByDefaultAsIdentity(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  seq: integer('seq').notNull().default(0),
  status: smallint('status').notNull().default(1),
});

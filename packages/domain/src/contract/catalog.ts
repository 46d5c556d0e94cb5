// Catalogue and store wire shapes (api-contract.md, docs/api.md "Catalogue, stores and home content"):
// the zod schemas the server's routes declare, and their types. Money is wire yuan (a number with at
// most two decimals); `imgs` are comma-separated URLs. A field the spec allows to be null is nullable
// here even where this server always sends a value: clients handle both.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { messages } from '../messages.ts';
import { choice, optionalId, PageQuery, pageOf, requiredId, searchText, type QueryOf } from './page.ts';

export const Category = z
  .object({
    categoryId: z.number().int(),
    parentId: z.number().int(),
    categoryName: z.string(),
    pic: z.string().nullable(),
    icon: z.string().nullable(),
    grade: z.number().int(),
    seq: z.number().int(),
    get categories(): z.ZodArray<typeof Category> {
      return z.array(Category);
    },
  })
  .meta({ id: 'Category', description: 'A category with its children' });
export type Category = z.infer<typeof Category>;
export const CategoryTree = z.array(Category);

/** GET /category/categoryInfo: the tree below `parentId` (0 or absent: the whole tree). */
export const CategoryQuery = z.object({
  parentId: z.preprocess((v) => (v === '0' ? undefined : v), optionalId),
});

/** A product card (`ProductDto`); `imgs` is comma-separated URLs, money wire yuan. */
export const ProductCard = z
  .object({
    prodId: z.number().int(),
    prodName: z.string(),
    price: z.number(),
    oriPrice: z.number().nullable(),
    pic: z.string(),
    imgs: z.string().nullable(),
    brief: z.string().nullable(),
    shopId: z.number().int(),
    shopName: z.string(),
    totalStocks: z.number().int(),
    categoryId: z.number().int(),
    soldNum: z.number().int(),
  })
  .meta({ id: 'ProductDto', description: 'A product card' });
export type ProductCard = z.infer<typeof ProductCard>;
export const ProductCardPage = pageOf(ProductCard);

export const Sku = z.object({
  skuId: z.number().int(),
  price: z.number(),
  oriPrice: z.number().nullable(),
  stocks: z.number().int(),
  skuName: z.string().nullable(),
  pic: z.string().nullable(),
  properties: z.string().meta({ description: '"Colour:Red;Size:M" in the request language' }),
  preSale: z.boolean().optional().meta({
    description: 'ours: this SKU is pre-sale (its own mark or the whole product’s); ships from shipDate',
  }),
  shipDate: z
    .string()
    .nullish()
    .meta({ description: 'ours: YYYY-MM-DD, the pre-sale shipping date of this SKU' }),
});
export type Sku = z.infer<typeof Sku>;

export const ProdParameter = z.object({
  prodParameterId: z.number().int(),
  parameterKey: z.string(),
  parameterValue: z.string(),
});
export type ProdParameter = z.infer<typeof ProdParameter>;

/** GET /prod/prodInfo: a product with its SKUs and parameters. `status` 1 on sale, 0 off sale. */
export const ProductInfo = z
  .object({
    prodId: z.number().int(),
    shopId: z.number().int(),
    shopName: z.string(),
    categoryId: z.number().int(),
    prodName: z.string(),
    price: z.number(),
    oriPrice: z.number().nullable(),
    pic: z.string(),
    imgs: z.string().nullable(),
    content: z.string().nullable(),
    brief: z.string().nullable(),
    status: z.number().int(),
    soldNum: z.number().int(),
    totalStocks: z.number().int(),
    prodType: z.number().int(),
    activityId: z.number().int().nullable(),
    scorePrice: z.number().int().nullable(),
    preSale: z.boolean().meta({ description: 'ours: sold before it is in stock; ships from shipDate' }),
    shipDate: z.string().nullable().meta({ description: 'ours: YYYY-MM-DD, the pre-sale shipping date' }),
    skuList: z.array(Sku),
    prodParameterList: z.array(ProdParameter),
  })
  .meta({ id: 'ProdInfo', description: 'A product with its SKUs and parameters' });
export type ProductInfo = z.infer<typeof ProductInfo>;

/** The query of a read about one product. */
export const ProdIdQuery = z.object({ prodId: requiredId });

/** The bare JSON value of a POST body that names one id: `12` or `"12"`. */
export const BareId = z.union([z.number().int().min(1).max(999_999_999), requiredId], {
  error: messages.queryIdInvalid.id,
});

/** `sort` 0 newest, 1 sales, 2 price; `orderBy` 0 ascending, 1 descending. */
export const SearchProdQuery = PageQuery.extend({
  prodName: searchText,
  categoryId: optionalId,
  shopId: optionalId,
  sort: choice([0, 1, 2], 0, messages.querySortInvalid),
  orderBy: choice([0, 1], 0, messages.querySortInvalid),
});
export type SearchProdQuery = QueryOf<typeof SearchProdQuery>;

export const HomeSection = z.object({
  id: z.number().int(),
  title: z.string(),
  seq: z.number().int(),
  style: z.number().int(),
  productDtoList: z.array(ProductCard),
});
export type HomeSection = z.infer<typeof HomeSection>;
export const HomeSections = z.array(HomeSection);

export const CommentSummary = z
  .object({
    positiveRating: z.number().meta({ description: 'Share of good reviews in percent, two decimals' }),
    number: z.number().int(),
    praiseNumber: z.number().int(),
    secondaryNumber: z.number().int(),
    negativeNumber: z.number().int(),
    picNumber: z.number().int(),
  })
  .meta({ id: 'ProdCommData' });
export type CommentSummary = z.infer<typeof CommentSummary>;

/** `evaluate` -1 all, 0 good, 1 medium, 2 poor, 3 with pictures. */
export const CommentPageQuery = PageQuery.extend({
  prodId: requiredId,
  evaluate: choice([-1, 0, 1, 2, 3], -1, messages.queryEvaluateInvalid),
});
export type CommentPageQuery = QueryOf<typeof CommentPageQuery>;
export type CommentFilter = z.output<typeof CommentPageQuery>['evaluate'];

export const ProdComment = z
  .object({
    prodCommId: z.number().int(),
    score: z.number().int(),
    isAnonymous: z.number().int(),
    content: z.string(),
    pics: z.string().nullable(),
    evaluate: z.number().int(),
    nickName: z.string(),
    pic: z.string().nullable(),
    recTime: z.string(),
    replyContent: z.string().nullable(),
    replySts: z.number().int(),
  })
  .meta({ id: 'ProdComm' });
export type ProdComment = z.infer<typeof ProdComment>;
export const ProdCommentPage = pageOf(ProdComment);

/** A store's head (`ShopCard`). */
export const ShopHead = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    shopLogo: z.string().nullable(),
    intro: z.string().nullable(),
    type: z.number().int().meta({ description: '0 ordinary store, 1 self-operated' }),
    shopStatus: z.number().int(),
    fansCount: z.number().int(),
    prodCount: z.number().int(),
  })
  .meta({ id: 'ShopCard', description: 'A store' });
export type ShopHead = z.infer<typeof ShopHead>;
export const ShopList = z.array(ShopHead);
export const ShopPage = pageOf(ShopHead);
/** A followed store with the time it was followed. */
export const CollectedShop = ShopHead.extend({ collectionTime: z.string() });
export type CollectedShop = z.infer<typeof CollectedShop>;
export const CollectedShopPage = pageOf(CollectedShop);

export const ShopIdQuery = z.object({ shopId: requiredId });
export const ShopSearchQuery = PageQuery.extend({ keyword: searchText });
export type ShopSearchQuery = QueryOf<typeof ShopSearchQuery>;

/**
 * PUT /merchant/prod/preSale: mark a product as pre-sale with its expected shipping date (`YYYY-MM-DD`).
 * Without `skuIds` the whole product; with them, exactly those of its SKUs are pre-sale (with `preSale`
 * true) or stop being so (false).
 */
export const MerchantPreSaleParam = z
  .object({
    prodId: z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999),
    skuIds: z
      .array(z.number({ error: messages.queryIdInvalid.id }).int().min(1).max(999_999_999))
      .min(1, messages.invalid.id)
      .max(200, messages.invalid.id)
      .optional()
      .meta({ description: 'ours: only these SKUs of the product' }),
    preSale: z.boolean({ error: messages.invalid.id }),
    shipDate: z
      .string({ error: messages.preSaleDateInvalid.id })
      .regex(/^\d{4}-\d{2}-\d{2}$/, messages.preSaleDateInvalid.id)
      .nullish(),
  })
  .meta({ id: 'MerchantPreSale' });
export type MerchantPreSaleParam = z.input<typeof MerchantPreSaleParam>;

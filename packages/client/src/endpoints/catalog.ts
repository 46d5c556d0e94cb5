// Catalogue and product collections (docs/api.md "Catalogue, stores and home content"). Stores are in
// stores.ts.
import type { AxiosInstance } from 'axios';
import type {
  Category,
  CommentPageQuery,
  CommentSummary,
  HomeSection,
  ProdComment,
  ProductCard,
  ProductInfo,
  SearchProdQuery,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params, type Page, type PageQuery } from './types.ts';

export type {
  Category,
  CommentFilter,
  CommentPageQuery,
  CommentSummary,
  HomeSection,
  ProdComment,
  ProductCard,
  ProductInfo,
  ProdParameter,
  SearchProdQuery,
  Sku,
} from '@mall/domain';

/** The categories under `parentId` (0: the top level). */
export const getCategories = getQuery<number | void, Category[]>('/category/categoryInfo', (parentId) => ({
  parentId: typeof parentId === 'number' ? parentId : 0,
}));

/** Key: the query with its fields in a fixed order and empty ones left out. */
export const searchProducts = getQuery<SearchProdQuery, Page<ProductCard>>('/search/searchProdPage', params);

export const getProduct = getQuery<number, ProductInfo>('/prod/prodInfo', (prodId) => ({ prodId }));

export const getHomeSections = getQuery<void, HomeSection[]>('/prod/tagProdList');

export const getLatestProducts = getQuery<PageQuery, Page<ProductCard>>('/prod/lastedProdPage', params);

export const getBestSellers = getQuery<PageQuery, Page<ProductCard>>('/prod/moreBuyProdList', params);

export const getCommentSummary = getQuery<number, CommentSummary>('/prodComm/prodCommData', (prodId) => ({
  prodId,
}));

/** A page of a product's reviews; the filter defaults to all (-1). */
export const getComments = getQuery<CommentPageQuery, Page<ProdComment>>(
  '/prodComm/prodCommPageByProd',
  (search) => params({ evaluate: -1, ...search }),
);

/** Whether the signed-in user collected the product; a visitor's 401 is silent (client policy). */
export const isProductCollected = getQuery<number, boolean>('/p/user/collection/isCollection', (prodId) => ({
  prodId,
}));

/** Collects or un-collects; answers whether it is collected after the call. */
export async function toggleProductCollection(http: AxiosInstance, prodId: number): Promise<boolean> {
  return (await http.post<boolean>('/p/user/collection/addOrCancel', prodId)).data;
}

export const getCollectedProducts = getQuery<PageQuery | void, Page<ProductCard>>(
  '/p/user/collection/prods',
  (page) => params(page ?? {}),
);

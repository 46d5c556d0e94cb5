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
import { query } from '../endpoint.ts';
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
export const getCategories = query<number | void, Category[]>(
  '/category/categoryInfo',
  async (http, parentId, path) =>
    (await http.get<Category[]>(path, { params: { parentId: typeof parentId === 'number' ? parentId : 0 } }))
      .data,
);

/** Key: the query with its fields in a fixed order and empty ones left out. */
export const searchProducts = query<SearchProdQuery, Page<ProductCard>>(
  '/search/searchProdPage',
  async (http, search, path) => (await http.get<Page<ProductCard>>(path, { params: params(search) })).data,
);

export const getProduct = query<number, ProductInfo>(
  '/prod/prodInfo',
  async (http, prodId, path) => (await http.get<ProductInfo>(path, { params: { prodId } })).data,
);

export const getHomeSections = query<void, HomeSection[]>(
  '/prod/tagProdList',
  async (http, _args, path) => (await http.get<HomeSection[]>(path)).data,
);

export const getLatestProducts = query<PageQuery, Page<ProductCard>>(
  '/prod/lastedProdPage',
  async (http, page, path) => (await http.get<Page<ProductCard>>(path, { params: params(page) })).data,
);

export const getBestSellers = query<PageQuery, Page<ProductCard>>(
  '/prod/moreBuyProdList',
  async (http, page, path) => (await http.get<Page<ProductCard>>(path, { params: params(page) })).data,
);

export const getCommentSummary = query<number, CommentSummary>(
  '/prodComm/prodCommData',
  async (http, prodId, path) => (await http.get<CommentSummary>(path, { params: { prodId } })).data,
);

/** A page of a product's reviews; the filter defaults to all (-1). */
export const getComments = query<CommentPageQuery, Page<ProdComment>>(
  '/prodComm/prodCommPageByProd',
  async (http, search, path) =>
    (await http.get<Page<ProdComment>>(path, { params: params({ evaluate: -1, ...search }) })).data,
);

/** Whether the signed-in user collected the product; a visitor's 401 is silent (client policy). */
export const isProductCollected = query<number, boolean>(
  '/p/user/collection/isCollection',
  async (http, prodId, path) => (await http.get<boolean>(path, { params: { prodId } })).data,
);

/** Collects or un-collects; answers whether it is collected after the call. */
export async function toggleProductCollection(http: AxiosInstance, prodId: number): Promise<boolean> {
  return (await http.post<boolean>('/p/user/collection/addOrCancel', prodId)).data;
}

export const getCollectedProducts = query<PageQuery | void, Page<ProductCard>>(
  '/p/user/collection/prods',
  async (http, page, path) => (await http.get<Page<ProductCard>>(path, { params: params(page ?? {}) })).data,
);

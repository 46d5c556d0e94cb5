// Catalogue, stores and collections (docs/api.md "Catalogue, stores and home content").
import type { AxiosInstance } from 'axios';
import type {
  Category,
  CommentFilter,
  CommentSummary,
  HomeSection,
  ProdComment,
  ProductCard,
  ProductInfo,
  SearchProdQuery,
  ShopHead,
} from '@mall/domain';
import type { Page, PageQuery } from './types.ts';

export type {
  Category,
  CommentFilter,
  CommentSummary,
  HomeSection,
  ProdComment,
  ProductCard,
  ProductInfo,
  ProdParameter,
  SearchProdQuery,
  ShopHead,
  Sku,
} from '@mall/domain';

const params = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export async function getCategories(http: AxiosInstance, parentId = 0): Promise<Category[]> {
  return (await http.get<Category[]>('/category/categoryInfo', { params: { parentId } })).data;
}

export async function searchProducts(
  http: AxiosInstance,
  query: SearchProdQuery,
): Promise<Page<ProductCard>> {
  return (await http.get<Page<ProductCard>>('/search/searchProdPage', { params: params(query) })).data;
}

export async function getProduct(http: AxiosInstance, prodId: number): Promise<ProductInfo> {
  return (await http.get<ProductInfo>('/prod/prodInfo', { params: { prodId } })).data;
}

export async function getHomeSections(http: AxiosInstance): Promise<HomeSection[]> {
  return (await http.get<HomeSection[]>('/prod/tagProdList')).data;
}

export async function getLatestProducts(http: AxiosInstance, query: PageQuery = {}) {
  return (await http.get<Page<ProductCard>>('/prod/lastedProdPage', { params: params(query) })).data;
}

export async function getBestSellers(http: AxiosInstance, query: PageQuery = {}) {
  return (await http.get<Page<ProductCard>>('/prod/moreBuyProdList', { params: params(query) })).data;
}

export async function getCommentSummary(http: AxiosInstance, prodId: number): Promise<CommentSummary> {
  return (await http.get<CommentSummary>('/prodComm/prodCommData', { params: { prodId } })).data;
}

export async function getComments(
  http: AxiosInstance,
  query: { prodId: number; evaluate?: CommentFilter } & PageQuery,
): Promise<Page<ProdComment>> {
  return (
    await http.get<Page<ProdComment>>('/prodComm/prodCommPageByProd', {
      params: params({ evaluate: -1, ...query }),
    })
  ).data;
}

export async function getShopHead(http: AxiosInstance, shopId: number): Promise<ShopHead> {
  return (await http.get<ShopHead>('/shop/headInfo', { params: { shopId } })).data;
}

export async function searchShops(
  http: AxiosInstance,
  query: { keyword?: string } & PageQuery,
): Promise<Page<ShopHead>> {
  return (await http.get<Page<ShopHead>>('/search/searchShopPage', { params: params(query) })).data;
}

export async function getRecommendShops(http: AxiosInstance): Promise<ShopHead[]> {
  return (await http.get<ShopHead[]>('/shop/recommendShops')).data;
}

/** Whether the signed-in user collected the product; a visitor's 401 is silent (client policy). */
export async function isProductCollected(http: AxiosInstance, prodId: number): Promise<boolean> {
  return (await http.get<boolean>('/p/user/collection/isCollection', { params: { prodId } })).data;
}

/** Collects or un-collects; answers whether it is collected after the call. */
export async function toggleProductCollection(http: AxiosInstance, prodId: number): Promise<boolean> {
  return (await http.post<boolean>('/p/user/collection/addOrCancel', prodId)).data;
}

export async function getCollectedProducts(http: AxiosInstance, query: PageQuery = {}) {
  return (await http.get<Page<ProductCard>>('/p/user/collection/prods', { params: params(query) })).data;
}

export async function isShopFollowed(http: AxiosInstance, shopId: number): Promise<boolean> {
  return (
    await http.get<boolean>('/p/shop/collection/isCollection', { params: { shopId }, dontShowLogin: true })
  ).data;
}

export async function toggleShopFollow(http: AxiosInstance, shopId: number): Promise<boolean> {
  return (await http.post<boolean>('/p/shop/collection/addOrCancel', shopId)).data;
}

export async function getFollowedShops(http: AxiosInstance, query: PageQuery = {}) {
  return (
    await http.get<Page<ShopHead & { collectionTime: string }>>('/p/shop/collection/page', {
      params: params(query),
    })
  ).data;
}

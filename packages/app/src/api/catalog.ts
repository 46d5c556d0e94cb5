// Catalogue, stores and collections (docs/api.md "Catalogue, stores and home content").
import type { AxiosInstance } from 'axios';
import type { Page, PageQuery } from './types.ts';

export interface Category {
  categoryId: number;
  parentId: number;
  categoryName: string;
  pic: string | null;
  icon: string | null;
  grade: number;
  seq: number;
  categories: Category[];
}

/** A product card (`ProductDto`); `imgs` is comma-separated URLs, money wire yuan. */
export interface ProductCard {
  prodId: number;
  prodName: string;
  price: number;
  oriPrice: number | null;
  pic: string;
  imgs: string | null;
  brief: string | null;
  shopId: number;
  shopName: string;
  totalStocks: number;
  categoryId: number;
  soldNum: number;
}

export interface Sku {
  skuId: number;
  price: number;
  oriPrice: number | null;
  stocks: number;
  skuName: string | null;
  pic: string | null;
  /** `颜色:曜石黑;版本:8GB+256GB`. */
  properties: string;
}

export interface ProdParameter {
  prodParameterId: number;
  parameterKey: string;
  parameterValue: string;
}

export interface ProductInfo {
  prodId: number;
  shopId: number;
  shopName: string;
  categoryId: number;
  prodName: string;
  price: number;
  oriPrice: number | null;
  pic: string;
  imgs: string | null;
  content: string | null;
  brief: string | null;
  /** 1 on sale, 0 off sale. */
  status: number;
  soldNum: number;
  totalStocks: number;
  prodType: number;
  activityId: number | null;
  scorePrice: number | null;
  skuList: Sku[];
  prodParameterList: ProdParameter[];
}

/** `sort` 0 newest, 1 sales, 2 price; `orderBy` 0 ascending, 1 descending. */
export interface SearchProdQuery extends PageQuery {
  prodName?: string;
  categoryId?: number;
  shopId?: number;
  sort?: 0 | 1 | 2;
  orderBy?: 0 | 1;
}

export interface CommentSummary {
  positiveRating: number;
  number: number;
  praiseNumber: number;
  secondaryNumber: number;
  negativeNumber: number;
  picNumber: number;
}

/** `evaluate` -1 all, 0 good, 1 medium, 2 poor, 3 with pictures. */
export type CommentFilter = -1 | 0 | 1 | 2 | 3;

export interface ProdComment {
  prodCommId: number;
  score: number;
  isAnonymous: number;
  content: string;
  pics: string | null;
  evaluate: number;
  nickName: string;
  pic: string | null;
  recTime: string;
  replyContent: string | null;
  replySts: number;
}

export interface ShopHead {
  shopId: number;
  shopName: string;
  shopLogo: string | null;
  intro: string | null;
  type: number;
  shopStatus: number;
  fansCount: number;
  prodCount: number;
}

export interface HomeSection {
  id: number;
  title: string;
  seq: number;
  style: number;
  productDtoList: ProductCard[];
}

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

// Catalogue wire shapes (api-contract.md, docs/api.md "Catalogue, stores and home content"). Money is
// wire yuan (a number with at most two decimals); `imgs` are comma-separated URLs.
import type { PageQuery } from './page.ts';

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

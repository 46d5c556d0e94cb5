// Stores (docs/api.md "Catalogue, stores and home content"): the head, search, preferred stores and the
// shopper's follows.
import type { AxiosInstance } from 'axios';
import type { CollectedShop, ShopHead, ShopHeadInfo, ShopSearchQuery } from '@mall/domain';
import { query } from '../endpoint.ts';
import { params, type Page, type PageQuery } from './types.ts';

export type { ShopHead, ShopHeadInfo, ShopServiceInfo } from '@mall/domain';

/** The store's head with its contact, address, hours, notices and freight rule (its page). */
export const getShopHead = query<number, ShopHeadInfo>(
  '/shop/headInfo',
  async (http, shopId, path) => (await http.get<ShopHeadInfo>(path, { params: { shopId } })).data,
);

export const searchShops = query<ShopSearchQuery, Page<ShopHead>>(
  '/search/searchShopPage',
  async (http, search, path) => (await http.get<Page<ShopHead>>(path, { params: params(search) })).data,
);

export const getRecommendShops = query<void, ShopHead[]>(
  '/shop/recommendShops',
  async (http, _args, path) => (await http.get<ShopHead[]>(path)).data,
);

/** Whether the shopper follows the store; never opens the login popup. */
export const isShopFollowed = query<number, boolean>(
  '/p/shop/collection/isCollection',
  async (http, shopId, path) =>
    (await http.get<boolean>(path, { params: { shopId }, dontShowLogin: true })).data,
);

export async function toggleShopFollow(http: AxiosInstance, shopId: number): Promise<boolean> {
  return (await http.post<boolean>('/p/shop/collection/addOrCancel', shopId)).data;
}

/** The followed stores, each with the time it was followed. */
export const getFollowedShops = query<PageQuery | void, Page<CollectedShop>>(
  '/p/shop/collection/page',
  async (http, page, path) =>
    (await http.get<Page<CollectedShop>>(path, { params: params(page ?? {}) })).data,
);

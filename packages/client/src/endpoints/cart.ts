// The cart (docs/api.md "Cart"). Shapes are the domain contract's (contract/cart.ts).
import type { AxiosInstance } from 'axios';
import type { CartTotals, ChangeItem, CheckItemsParam, ShopCart, ShopCartWire } from '@mall/domain';
import { query } from '../endpoint.ts';

/** Adds or changes a line (basketId 0 for a new one, `count` a non-zero delta); answers the new quantity (0: removed). */
export async function changeCartItem(http: AxiosInstance, body: ChangeItem): Promise<number> {
  return (await http.post<number>('/p/shopCart/changeItem', body)).data;
}

/**
 * The cart by store. The server sends `isChecked` as 0/1; the CartTable's type is a boolean, so it is
 * turned into one here.
 */
export const getCartInfo = query<void, ShopCart[]>('/p/shopCart/info', async (http, _args, path) => {
  const shops = (await http.post<ShopCartWire[]>(path, [])).data;
  return shops.map((shop) => ({
    ...shop,
    shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => ({
      ...group,
      shopCartItems: group.shopCartItems.map((item) => ({
        ...item,
        isChecked: Boolean(item.isChecked),
      })),
    })),
  }));
});

/** Totals of the given lines; the key holds the ids sorted, so the same selection is one key. */
export const getCartTotals = query<readonly number[], CartTotals>(
  '/p/shopCart/totalPay',
  async (http, basketIds, path) => (await http.post<CartTotals>(path, basketIds)).data,
  (basketIds) => [...basketIds].sort((a, b) => a - b).join(','),
);

export async function checkCartItems(
  http: AxiosInstance,
  basketIds: readonly number[],
  isChecked: boolean,
): Promise<number> {
  const body: CheckItemsParam = { basketIds: [...basketIds], isChecked: isChecked ? 1 : 0 };
  return (await http.post<number>('/p/shopCart/checkItems', body)).data;
}

export async function deleteCartItems(http: AxiosInstance, basketIds: readonly number[]): Promise<number> {
  return (await http.delete<number>('/p/shopCart/deleteItem', { data: basketIds })).data;
}

export async function deleteAllCartItems(http: AxiosInstance): Promise<number> {
  return (await http.delete<number>('/p/shopCart/deleteAll')).data;
}

/** The cart count; never opens the login popup (spec section 4). */
export const getCartCount = query<void, number>(
  '/p/shopCart/prodCount',
  async (http, _args, path) => (await http.get<number>(path, { dontShowLogin: true })).data,
);

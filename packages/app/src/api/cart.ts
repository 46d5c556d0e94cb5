// The cart (docs/api.md "Cart"). Shapes are the CartTable's (@mall/ui).
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { CartTotals, ShopCart } from '@mall/ui';

export interface ChangeItemBody {
  /** 0 for a new line. */
  basketId: number;
  prodId: number;
  skuId: number;
  shopId: number;
  /** A non-zero delta. */
  count: number;
}

/** Adds or changes a line; answers the new quantity (0: removed). */
export async function changeCartItem(http: AxiosInstance, body: ChangeItemBody): Promise<number> {
  return (await http.post<number>('/p/shopCart/changeItem', body)).data;
}

/**
 * The cart by store. The server sends `isChecked` as 0/1; the CartTable's type is a boolean, so it is
 * turned into one here.
 */
export async function getCartInfo(http: AxiosInstance): Promise<ShopCart[]> {
  const shops = (await http.post<ShopCart[]>('/p/shopCart/info', [])).data;
  return shops.map((shop) => ({
    ...shop,
    shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => ({
      ...group,
      shopCartItems: group.shopCartItems.map((item) => ({
        ...item,
        isChecked: Boolean(item.isChecked as unknown),
      })),
    })),
  }));
}

export async function getCartTotals(http: AxiosInstance, basketIds: readonly number[]): Promise<CartTotals> {
  return (await http.post<CartTotals>('/p/shopCart/totalPay', basketIds)).data;
}

export async function checkCartItems(
  http: AxiosInstance,
  basketIds: readonly number[],
  isChecked: boolean,
): Promise<number> {
  return (await http.post<number>('/p/shopCart/checkItems', { basketIds, isChecked: isChecked ? 1 : 0 }))
    .data;
}

export async function deleteCartItems(http: AxiosInstance, basketIds: readonly number[]): Promise<number> {
  return (await http.delete<number>('/p/shopCart/deleteItem', { data: basketIds })).data;
}

export async function deleteAllCartItems(http: AxiosInstance): Promise<number> {
  return (await http.delete<number>('/p/shopCart/deleteAll')).data;
}

/** The cart count; never opens the login popup (spec section 4). */
export async function getCartCount(http: AxiosInstance, config?: AxiosRequestConfig): Promise<number> {
  return (await http.get<number>('/p/shopCart/prodCount', { ...config, dontShowLogin: true })).data;
}

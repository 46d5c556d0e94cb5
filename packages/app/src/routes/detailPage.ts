// Pure pieces of the product page (/detail/:prodId): the id of the address, the page state from the
// product answer, the cart body, and the addresses of buy now and the store search.
import { AxiosError } from 'axios';
import type { ChangeItem } from '@mall/domain';
import type { DetailCartItem } from '@mall/ui/screens/ProductDetailScreen';

/** A positive whole product id from the address, else undefined (the not-found state). */
export function parseProdId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,15}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}

export type DetailStatus = 'pending' | 'loading' | 'ready' | 'notFound' | 'error';

/**
 * The page's state: `notFound` for an invalid id or the server's 400 (`商品不存在或已下架`), `error` for
 * another failure without data, `ready` with data, else `loading` once the 200 ms delay has passed and
 * `pending` before (nothing shown yet, so a quick answer never flashes a skeleton).
 */
export function detailStatus(
  prodId: number | undefined,
  result: { data?: unknown; error?: unknown; showLoading: boolean },
): DetailStatus {
  if (prodId === undefined) return 'notFound';
  if (result.data !== undefined) return 'ready';
  if (result.error !== undefined) return isBadRequest(result.error) ? 'notFound' : 'error';
  return result.showLoading ? 'loading' : 'pending';
}

/** The server refused the request as a bad one (400). */
export function isBadRequest(error: unknown): boolean {
  return error instanceof AxiosError && error.response?.status === 400;
}

/** `/p/shopCart/changeItem` for a new line: basketId 0 and the count as the delta. */
export function addToCartBody(item: DetailCartItem): ChangeItem {
  return { basketId: 0, prodId: item.prodId, skuId: item.skuId, shopId: item.shopId, count: item.count };
}

/** Buy now goes to the order screen with the one line. */
export function buyNowPath(item: DetailCartItem): string {
  const params = new URLSearchParams({
    prodId: String(item.prodId),
    skuId: String(item.skuId),
    prodCount: String(item.count),
    shopId: String(item.shopId),
  });
  return `/submit-order?${params.toString()}`;
}

/** The store page, searching `term` inside the store (the shop route's `pn`); no term: the store. */
export function shopSearchPath(shopId: number, term: string): string {
  const trimmed = term.trim();
  return trimmed ? `/shop/${shopId}?${new URLSearchParams({ pn: trimmed }).toString()}` : `/shop/${shopId}`;
}

// What the flash-sale and group-buy pages share (issue 17 item 7): the list's status and page as the
// address holds them, the product picker's data (the store's products on sale, and the chosen product's
// SKUs), and an id of the address. The discount, coupon and points pages use them too (promoShared.ts).
import { useState } from 'react';
import { getMerchantProduct, getMerchantProducts } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { PAGE_CURRENT_MAX } from '@mall/domain';
import type { ActivityListQuery } from '@mall/ui/screens/merchant/SeckillListScreen';

/** The activity lists' page size. */
export const PAGE_SIZE = 10;

/** The list's status and page as the address holds them (anything malformed reads as the default). */
export function activityQueryOf(search: URLSearchParams): ActivityListQuery {
  const status = Number(search.get('status') ?? -1);
  return {
    status: status === 0 || status === 1 || status === 2 ? status : -1,
    current: currentOf(search),
    size: PAGE_SIZE,
  };
}

/** The page of a list as the address holds it (anything malformed reads as the first). */
export function currentOf(search: URLSearchParams): number {
  const current = Number(search.get('current') ?? 1);
  return Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1;
}

/** The address's search of a list query (defaults left out). */
export function activitySearchOf(query: ActivityListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.status !== -1) search.status = String(query.status);
  if (query.current > 1) search.current = String(query.current);
  return search;
}

/** The id of the address (`new` is none); NaN for an address that is no id. */
export function idOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The picker's data: the store's products on sale (the first 100, last changed first) and the SKUs of
 * the chosen one (`initial`: an activity's product).
 */
export function useProductPicker(initial: number | null) {
  const [chosen, setChosen] = useState<number | null>(null);
  const prodId = chosen ?? initial;
  const products = useApiQuery(getMerchantProducts, { current: 1, size: 100, status: 1 });
  const product = useApiQuery(getMerchantProduct, prodId);
  return {
    products: (products.data?.records ?? []).map((p) => ({ prodId: p.prodId, prodName: p.prodName })),
    skuOptions:
      product.data && product.data.prodId === prodId
        ? product.data.skuList.map((s) => ({
            skuId: s.skuId,
            skuName: s.skuName || s.properties,
            price: s.price,
            stocks: s.stocks,
            status: s.status,
          }))
        : undefined,
    onProductChange: setChosen,
  };
}

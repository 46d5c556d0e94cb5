// The /list tabs of the activities (`st` 2 special discount, 3 group buy, 4 flash sale; 5 is the coupon
// centre): which list a tab shows, and the activity answers as pages of list cards (pure, tested).
import { ListTab, type DiscountInfo, type GroupProdCard, type Page, type SeckillCard } from '@mall/domain';
import type { ListProduct } from '@mall/ui/screens/ProductListScreen';
import { groupProducts, seckillProducts } from './homeProps.ts';

export type ListActivity = 'specialDiscount' | 'groupBuy' | 'flashSale' | 'coupons';

/** The activity of a tab type, or undefined for the product search (0 and any other number). */
export function listActivity(st: number): ListActivity | undefined {
  switch (st) {
    case ListTab.specialDiscount:
      return 'specialDiscount';
    case ListTab.groupBuy:
      return 'groupBuy';
    case ListTab.flashSale:
      return 'flashSale';
    case ListTab.coupons:
      return 'coupons';
    default:
      return undefined;
  }
}

const withRecords = <T>(page: Page<unknown>, records: T[]): Page<T> => ({ ...page, records });

/** Group-buy cards at the group price, tagged, keeping the answer's paging. */
export function groupListPage(page: Page<GroupProdCard> | undefined): Page<ListProduct> | undefined {
  if (!page) return undefined;
  return withRecords(
    page,
    groupProducts(page).map((p) => ({ ...p, tags: ['groupBuy'] as const })),
  );
}

/** Ongoing flash-sale cards at the flash-sale price, each to its `/secdetail/<id>`, keeping the paging. */
export function seckillListPage(page: Page<SeckillCard> | undefined): Page<ListProduct> | undefined {
  if (!page) return undefined;
  return withRecords(
    page,
    seckillProducts(page).map((p) => ({ ...p, tags: ['flashSale'] as const })),
  );
}

/**
 * The limited-time offers: the products of the first running special discount session, as one page
 * (an empty page when no session runs, so the list says there is nothing).
 */
export function offerListPage(
  sessions: Page<unknown> | undefined,
  info: DiscountInfo | undefined,
  hasSession: boolean,
): Page<ListProduct> | undefined {
  if (!sessions) return undefined;
  if (!hasSession) return { records: [], total: 0, size: 0, current: 1, pages: 0 };
  if (!info) return undefined;
  const records: ListProduct[] = info.prods;
  return { records, total: records.length, size: records.length, current: 1, pages: 1 };
}

// The user centre's address queries (pure, tested): the coupon and collection tabs and the page
// (`currentPage`, spec 2).
import type { CollectionTab } from '@mall/ui/screens/CollectionScreen';
import type { MyCouponsTab } from '@mall/ui/screens/MyCouponsScreen';

export const COUPON_PAGE_SIZE = 10;
const tabs: readonly MyCouponsTab[] = ['usable', 'used', 'expired'];

/** `?tab=usable|used|expired` (default usable) and `?currentPage=` (a whole number from 1, default 1). */
export function couponsQueryOf(params: URLSearchParams): { tab: MyCouponsTab; page: number } {
  const tab = params.get('tab');
  const page = Number(params.get('currentPage'));
  return {
    tab: tabs.includes(tab as MyCouponsTab) ? (tab as MyCouponsTab) : 'usable',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of a tab and page (usable and page 1 are left out). */
export function couponsSearch(tab: MyCouponsTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'usable') params.set('tab', tab);
  if (page > 1) params.set('currentPage', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `?tab=products|stores` (default products) and `?currentPage=` (a whole number from 1, default 1). */
export function collectionQueryOf(params: URLSearchParams): { tab: CollectionTab; page: number } {
  const tab = params.get('tab');
  const page = Number(params.get('currentPage'));
  return {
    tab: tab === 'stores' ? 'stores' : 'products',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query of a collection tab and page (products and page 1 are left out). */
export function collectionSearch(tab: CollectionTab, page: number): string {
  const params = new URLSearchParams();
  if (tab !== 'products') params.set('tab', tab);
  if (page > 1) params.set('currentPage', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

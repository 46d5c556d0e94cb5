// The home route's mapping from SWR answers to the HomeScreen's section props (pure, tested).
import {
  ActivityStatus,
  paths,
  type DiscountInfo,
  type DiscountSession,
  type GroupProdCard,
  type Page,
  type SeckillCard,
} from '@mall/domain';
import type { HomeProduct } from '@mall/ui/screens/HomeScreen';
import { groupDetailPath } from '@mall/ui/screens/GroupBuyScreen';

/** What a section needs from an SWR answer. */
export interface SwrLike<T> {
  data?: T | undefined;
  error?: unknown;
  mutate: () => unknown;
}

/** A HomeScreen section: the data (mapped), the delayed loading flag, the error and a retry. */
export interface Section<U> {
  data?: U | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/**
 * The section of an SWR answer: `showLoading` is the 200 ms delayed flag; an error counts only without
 * data (a failed revalidation keeps showing what was there); `map` turns the wire shape into the prop.
 */
export function toSection<T, U = T>(
  result: SwrLike<T>,
  showLoading: boolean,
  map: (data: T) => U = (data) => data as unknown as U,
): Section<U> {
  const data = result.data === undefined ? undefined : map(result.data);
  return {
    data,
    loading: data === undefined && showLoading,
    error: data === undefined && result.error !== undefined && result.error !== null,
    onRetry: () => void result.mutate(),
  };
}

/** The records of a page. */
export const records = <T>(page: Page<T>): T[] => page.records;

/** How many cards the home rows ask for. */
export const HOME_ROW_SIZE = 10;

/** How many coupons the home coupon row shows (one row of four on PC). */
export const HOME_COUPON_COUNT = 4;

/** The navigation options of a home link: a banner's detail carries `fromBanner` for the page log. */
export function homeNavigateOptions(fromBanner: boolean): { state: { fromBanner: true } } | undefined {
  return fromBanner ? { state: { fromBanner: true } } : undefined;
}

// --- Promotions (issue 13) ---------------------------------------------------------------------------

/** The first session of a page that is running now (the server's `status`), if any. */
export function ongoingSessionId(page: Page<DiscountSession> | undefined): number | undefined {
  return page?.records.find((s) => s.status === ActivityStatus.ongoing)?.discountId;
}

/** Limited-time offers: the products of a running special discount session, at their own price. */
export function limitedOfferProducts(info: DiscountInfo | undefined): HomeProduct[] {
  if (!info || info.status !== ActivityStatus.ongoing) return [];
  return info.prods.slice(0, HOME_ROW_SIZE);
}

const activityCard = (shared: {
  prodId: number;
  prodName: string;
  pic: string;
  price: number;
  oriPrice: number;
  path: string;
}): HomeProduct => ({
  ...shared,
  oriPrice: shared.oriPrice > shared.price ? shared.oriPrice : null,
  imgs: null,
  brief: null,
  shopId: 0,
  shopName: '',
  totalStocks: 0,
  categoryId: 0,
});

/** Flash-sale cards at the flash-sale price, each to its `/secdetail/<id>`. */
export function seckillProducts(page: Page<SeckillCard> | undefined): HomeProduct[] {
  return (page?.records ?? []).map((s) =>
    activityCard({
      prodId: s.prodId,
      prodName: s.prodName,
      pic: s.pic,
      price: s.seckillPrice,
      oriPrice: s.price,
      path: paths.seckillDetail(s.seckillId),
    }),
  );
}

/**
 * Group-buy cards at the group price, each to its product page in group mode (`?groupActivityId=`),
 * where a group is opened or joined.
 */
export function groupProducts(page: Page<GroupProdCard> | undefined): HomeProduct[] {
  return (page?.records ?? []).map((g) =>
    activityCard({
      prodId: g.prodId,
      prodName: g.prodName,
      pic: g.pic,
      price: g.groupPrice,
      oriPrice: g.price,
      path: groupDetailPath(g.prodId, g.groupActivityId),
    }),
  );
}

// The merchant centre's shop coupons (issue 17 item 7; GET /merchant/coupon/page): a DataTable of the
// store's coupons (name, what it takes off, window, the figures: issued, claimed, used, left; status), a
// status filter, paging, edit (before the start) or view, stop with a confirmation (claimed coupons stay
// usable; busy while the app sends it), and create. The platform console shows the platform's coupons
// with it (`scope="platform"`, decisions/0101: its own title and words, a name filter as well, and what
// each coupon applies to, all products or N chosen ones, 0109; `mayChange` false, a read-only role, hides
// create and stop and says "View" on every row). The list itself is the
// kit's ActivityListFrame; this screen gives its columns and words. Props in, callbacks out: the app
// fetches and sends.
import { useMemo, type HTMLAttributes } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MerchantCouponPage, MerchantCouponRow } from '@mall/domain';
import type { DataTableColumn } from '../../../console/DataTable/index.ts';
import { ActivityListFrame, windowColumn, type ActivityListQuery } from '../ActivityKit/index.ts';

export interface CouponListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: MerchantCouponPage | undefined;
  query: ActivityListQuery;
  onQueryChange: (query: ActivityListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Coupons whose stop is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  onStop: (row: MerchantCouponRow) => void;
  /** Opens a coupon: its form before the start, read-only after. */
  onOpen: (couponId: number) => void;
  onCreate: () => void;
  dialogContainer?: HTMLElement | null | undefined;
  /** Whose coupons: a shop's (the merchant centre) or the platform's (all products or chosen ones). */
  scope?: 'shop' | 'platform' | undefined;
  /**
   * The signed-in account may create, edit and stop coupons; false shows the list only, each row with
   * "View" (its form opens read-only).
   */
  mayChange?: boolean | undefined;
}

/** What a coupon takes off, as the server gave it: "¥10 off ¥100", "8.5 折". */
export function useCouponTerms() {
  const { t } = useLingui();
  return (c: Pick<MerchantCouponRow, 'couponType' | 'cashCondition' | 'reduceAmount' | 'couponDiscount'>) => {
    const need = `¥${c.cashCondition}`;
    if (c.couponType === 1) {
      const off = `¥${c.reduceAmount}`;
      return c.cashCondition > 0 ? t`${off} off ${need}` : t`${off} off`;
    }
    const tenths = c.couponDiscount;
    return c.cashCondition > 0 ? t`Pay ${tenths} tenths from ${need}` : t`Pay ${tenths} tenths`;
  };
}

const facts = (c: MerchantCouponRow) => ({
  id: c.couponId,
  name: c.couponName,
  status: c.status,
  stopped: c.stopped,
});

export function CouponListScreen({
  scope = 'shop',
  mayChange = true,
  onCreate,
  ...props
}: CouponListScreenProps) {
  const { t } = useLingui();
  const terms = useCouponTerms();
  const productsOf = (c: MerchantCouponRow) => {
    const n = c.prodCount;
    return c.suitableProdType === 0
      ? t`All products`
      : t`${plural(n, { one: '# chosen product', other: '# chosen products' })}`;
  };
  const columns = useMemo<DataTableColumn<MerchantCouponRow>[]>(
    () => [
      { accessorKey: 'couponName', header: t`Coupon`, meta: { className: 'min-w-32' } },
      { id: 'terms', header: t`Coupon terms`, cell: ({ row: { original: c } }) => terms(c) },
      windowColumn(t`Time`),
      // A platform coupon applies to all products or to chosen ones of any store (decisions/0109); a
      // shop's list keeps its columns (its coupons' scope shows in their form).
      ...(scope === 'platform'
        ? [
            {
              id: 'products',
              header: t`Applies to`,
              cell: ({ row: { original: c } }) => productsOf(c),
            } satisfies DataTableColumn<MerchantCouponRow>,
          ]
        : []),
      { accessorKey: 'totalStocks', header: t`Issued`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'claimed', header: t`Claimed`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'used', header: t`Used`, meta: { align: 'right', className: 'font-num' } },
      { accessorKey: 'left', header: t`Left to claim`, meta: { align: 'right', className: 'font-num' } },
    ],
    // `terms` and `productsOf` follow `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, scope],
  );
  return (
    <ActivityListFrame
      {...props}
      mayStop={mayChange}
      mayEdit={mayChange}
      onCreate={mayChange ? onCreate : undefined}
      texts={{
        title: scope === 'platform' ? t`Platform coupons` : t`Shop coupons`,
        description:
          scope === 'platform'
            ? t`Coupons of the whole mall, for all products or chosen ones, claimed in the coupon centre.`
            : t`Coupons shoppers claim in the coupon centre and on your product pages.`,
        createLabel: t`New coupon`,
        emptyTitle: t`No coupons yet`,
        emptyDescription: t`Issue a coupon: shoppers claim it and use it at checkout.`,
        noMatch: scope === 'platform' ? t`No coupon matches these filters` : t`No coupon has this status`,
        // The platform's list also searches by name (GET /platform/coupon/page takes `name`).
        nameLabel: scope === 'platform' ? t`Coupon name` : undefined,
        loadFailed: t`The coupons could not be loaded`,
        stopTitle: (name) =>
          scope === 'platform' ? t`Stop the platform coupon ${name}?` : t`Stop the shop coupon ${name}?`,
        stopEffect: t`Shoppers can no longer claim it; the coupons already claimed stay usable until they end.`,
      }}
      columns={columns}
      facts={facts}
    />
  );
}

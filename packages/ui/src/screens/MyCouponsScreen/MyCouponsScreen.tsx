import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type Coupon, type CouponListQuery, type CouponStatusCount, type Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { CouponCard } from '../../mall/CouponCard/index.ts';
import { PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';

/** The tabs of my coupons; the wire `status` of each is 1 usable, 2 used, 0 expired. */
export type MyCouponsTab = 'usable' | 'used' | 'expired';
export const myCouponsTabStatus: Record<MyCouponsTab, NonNullable<CouponListQuery['status']>> = {
  usable: 1,
  used: 2,
  expired: 0,
};

export interface MyCouponsScreenProps extends PagedListState<Coupon> {
  tab: MyCouponsTab;
  onTabChange: (tab: MyCouponsTab) => void;
  /** The count of each tab (GET /p/myCoupon/getMyCouponsStatusCount). */
  counts?: CouponStatusCount;
  /** The tab's page of coupons. */
  page?: Page<Coupon>;
  onPageChange: (page: number) => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/** My coupons: usable / used / expired tabs with their counts, a page of coupon cards, paging. */
export function MyCouponsScreen({
  tab,
  onTabChange,
  counts,
  href = identityHref,
  onNavigate,
  className,
  ...list
}: MyCouponsScreenProps) {
  const { t } = useLingui();
  const tabs: { value: MyCouponsTab; label: string; count?: number }[] = [
    { value: 'usable', label: t`Usable`, count: counts?.unUseCount },
    { value: 'used', label: t`Used`, count: counts?.usedCount },
    { value: 'expired', label: t`Expired`, count: counts?.expiredCount },
  ];

  const body = (
    <PagedList
      {...list}
      frame="none"
      pagerClassName="mt-4 justify-center"
      pagerTotal={false}
      errorTitle={t`The coupons could not be loaded`}
      empty={
        <Empty
          title={
            tab === 'usable'
              ? t`No usable coupons`
              : tab === 'used'
                ? t`No used coupons`
                : t`No expired coupons`
          }
          action={
            tab === 'usable' ? (
              <Button asChild variant="secondary">
                <a href={href(paths.coupons())}>
                  <Trans>Coupon center</Trans>
                </a>
              </Button>
            ) : undefined
          }
        />
      }
      skeleton={
        <SkeletonGroup label={t`Loading the coupons`} className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="flex flex-col gap-2 rounded-lg border border-neutral-200 p-3">
              <Skeleton shape="text" className="w-1/4" />
              <Skeleton shape="text" className="w-3/5" />
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(coupons) => (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t`Coupons`}>
          {coupons.map((coupon) => {
            const from = mallDay(coupon.startTime);
            const to = mallDay(coupon.endTime);
            const state = coupon.status === 2 ? 'used' : coupon.status === 0 ? 'expired' : 'usable';
            const target = coupon.shopId ? paths.shop(coupon.shopId) : paths.list();
            return (
              <li key={coupon.couponUserId}>
                <CouponCard
                  className="h-full"
                  coupon={coupon}
                  state={state}
                  detail={t`Valid ${from} - ${to}`}
                  action={
                    state === 'usable' ? (
                      <Button asChild size="sm">
                        <a href={href(target)} aria-label={t`Use now: ${coupon.couponName}`}>
                          <Trans>Use now</Trans>
                        </a>
                      </Button>
                    ) : null
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );

  return (
    <TitledSection
      heading={<Trans>My coupons</Trans>}
      onNavigate={onNavigate}
      className={cn('gap-2 rounded bg-neutral-0 p-4 shadow md:p-6', className)}
    >
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as MyCouponsTab)}>
        <TabsList>
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} count={item.count}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((item) => (
          <TabsContent key={item.value} value={item.value}>
            {item.value === tab ? body : null}
          </TabsContent>
        ))}
      </Tabs>
    </TitledSection>
  );
}

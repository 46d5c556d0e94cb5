import type { HTMLAttributes } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  refundApplyTypeLabels,
  RefundStatus,
  refundStatusLabels,
  type Page,
  type RefundRecord,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag, type TagProps } from '../../primitives/Tag/index.ts';
import { PagedList, splitListState, type PagedListState } from '../../mall/PagedList/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

/** The detail route of a refund: `/return-detail?refundSn=...`. */
export const refundDetailPath = (refundSn: string) => paths.returnDetail(refundSn);

/** The tone of a refund status tag: done green, refused or closed grey-red, in progress brand. */
export function refundStatusTone(status: number): TagProps['tone'] {
  if (status === RefundStatus.refunded) return 'success';
  if (status === RefundStatus.refused) return 'danger';
  if (status === RefundStatus.withdrawn || status === RefundStatus.closed) return 'neutral';
  return 'brand';
}

export interface MyRefundsScreenProps
  extends PagedListState<RefundRecord>, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A page of GET /p/orderRefund/list; undefined until loaded. */
  page?: Page<RefundRecord>;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

/** The buyer's after-sales requests (`/user-center/uc-return`), paged, newest first. */
export function MyRefundsScreen({
  href = identityHref,
  onNavigate,
  className,
  ...props
}: MyRefundsScreenProps) {
  const { t } = useLinguiMacro();
  const [list, rest] = splitListState(props);
  const body = (
    <PagedList
      {...list}
      errorTitle={t`The after-sales requests could not be loaded`}
      empty={
        <Empty
          title={t`No after-sales requests yet`}
          action={
            <Button asChild variant="secondary">
              <a href={href(paths.userCenter('uc-order'))}>{t`My orders`}</a>
            </Button>
          }
        />
      }
      skeleton={
        <SkeletonGroup label={t`Loading the after-sales requests`} className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <span key={i} className="flex gap-3 rounded-lg bg-neutral-0 p-4">
              <Skeleton className="size-16" />
              <span className="flex flex-1 flex-col gap-2">
                <Skeleton shape="text" className="w-2/3" />
                <Skeleton shape="text" className="w-1/4" />
              </span>
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(refunds) => (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {refunds.map((refund) => (
            <RefundRow key={refund.refundSn} refund={refund} href={href(refundDetailPath(refund.refundSn))} />
          ))}
        </ul>
      )}
    </PagedList>
  );

  return (
    <div
      className={cn('flex w-full flex-col gap-3 py-4 md:gap-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...rest}
    >
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3">
        <Trans>My after-sales</Trans>
      </h1>
      {body}
    </div>
  );
}

function RefundRow({ refund, href }: { refund: RefundRecord; href: string }) {
  const { i18n } = useLingui();
  const first = refund.orderItems[0];
  const more = refund.orderItems.length - 1;
  const status = refundStatusLabels[refund.returnMoneySts as RefundStatus];
  return (
    <li className="rounded-lg bg-neutral-0 max-md:rounded-none" data-refund-sn={refund.refundSn}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-100 px-4 py-2 text-sm text-neutral-600">
        <span className="font-medium text-neutral-900">{refund.shopName}</span>
        <span>
          <Trans>Refund number {refund.refundSn}</Trans>
        </span>
        <span className="md:ml-auto">{refund.applyTime}</span>
      </div>
      <a href={href} className="flex gap-3 px-4 py-3 text-neutral-900 no-underline hover:bg-neutral-50">
        {first ? <Image src={first.pic} alt={first.prodName} className="size-16 shrink-0 rounded" /> : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="line-clamp-2 text-sm">{first?.prodName}</span>
          <span className="text-xs text-neutral-600">
            {first?.skuName}
            {more > 0 ? (
              <>
                {' '}
                <Trans>and {more} more</Trans>
              </>
            ) : null}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-xs text-neutral-600">
            <Tag size="sm" tone="neutral">
              {i18n._(refundApplyTypeLabels[refund.applyType])}
            </Tag>
            <Trans>Quantity {refund.goodsNum}</Trans>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-2">
          <Tag size="sm" variant="solid" tone={refundStatusTone(refund.returnMoneySts)}>
            {status ? i18n._(status) : String(refund.returnMoneySts)}
          </Tag>
          <Price yuan={refund.refundAmount} size="sm" />
          <span className="text-sm text-info">
            <Trans>View details</Trans>
          </span>
        </span>
      </a>
    </li>
  );
}

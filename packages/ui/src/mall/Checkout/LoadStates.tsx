import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { LoadError } from '../PagedList/index.ts';
import { ADDRESS_BOOK_PATH } from './addressBook.ts';
import { card } from './styles.ts';

// The checkouts' states before their form: no address yet, the confirm failed, loading.

export function NoAddress({ href }: { href: HrefBuilder }) {
  const { t } = useLingui();
  return (
    <div className={card} data-part="no-address">
      <Empty
        size="sm"
        illustration="box"
        title={t`No delivery address yet`}
        description={t`Add an address to place the order.`}
        action={
          <Button asChild>
            <a href={href(ADDRESS_BOOK_PATH)}>
              <Trans>Add an address</Trans>
            </a>
          </Button>
        }
      />
    </div>
  );
}

export function ConfirmError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <LoadError
      size="sm"
      title={t`The order could not be confirmed`}
      onRetry={onRetry}
      className="rounded-lg bg-neutral-0"
      data-part="confirm-error"
    />
  );
}

export function OrderSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup
      label={t`Loading the order`}
      className={cn(card, 'flex flex-col gap-3')}
      data-part="order-skeleton"
    >
      <Skeleton shape="text" className="h-4 w-32" />
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-14 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-3/5" />
            <Skeleton shape="text" className="w-1/4" />
          </div>
        </div>
      ))}
      <Skeleton className="h-10 w-full" />
    </SkeletonGroup>
  );
}

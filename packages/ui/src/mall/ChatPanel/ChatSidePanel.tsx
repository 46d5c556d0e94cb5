import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type ChatOrderCard, type ChatProdCard, type RecentBrowseItem } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Price } from '../Price/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { OrderCardView, ProdCardView } from './ChatMessageList.tsx';

/** What the shopper came to ask about (an inquiry from a product or order page). */
export interface ChatConsulting {
  prod?: ChatProdCard | null;
  order?: ChatOrderCard | null;
}

export interface ChatSidePanelProps {
  /** The shopper's recently viewed products, newest first; null while they load; undefined: not shown. */
  recentBrowse: readonly RecentBrowseItem[] | null | undefined;
  consulting?: ChatConsulting | null | undefined;
  /** False once nothing can be sent (the connection is over). */
  enabled: boolean;
  href: HrefBuilder;
  onSendProd?: ((prodId: number) => void) | undefined;
  onSendOrder?: ((orderNumber: string) => void) | undefined;
}

/**
 * The side panel's content: the product or order being asked about with "send product" / "send order",
 * then "recently viewed" with a Send button on each product. On PC it is a column beside the
 * conversation; on a phone the same content sits in a drawer (ChatPanel).
 */
export function ChatSidePanel({
  recentBrowse,
  consulting,
  enabled,
  href,
  onSendProd,
  onSendOrder,
}: ChatSidePanelProps) {
  const { t } = useLingui();
  const prod = consulting?.prod ?? null;
  const order = consulting?.order ?? null;
  return (
    <div className="flex flex-col gap-4">
      {prod || order ? (
        <section aria-label={t`Consulting about`} className="flex flex-col gap-2">
          <h3 className="m-0 text-sm font-medium text-neutral-800">
            <Trans>Consulting about</Trans>
          </h3>
          {prod ? (
            <div className="flex flex-col gap-1.5">
              <ProdCardView prod={prod} prodId={String(prod.prodId)} href={href} />
              <Button
                size="sm"
                variant="secondary"
                disabled={!enabled}
                onClick={() => onSendProd?.(prod.prodId)}
              >
                <Trans>Send product</Trans>
              </Button>
            </div>
          ) : null}
          {order ? (
            <div className="flex flex-col gap-1.5">
              <OrderCardView order={order} orderNumber={order.orderNumber} href={href} />
              <Button
                size="sm"
                variant="secondary"
                disabled={!enabled}
                onClick={() => onSendOrder?.(order.orderNumber)}
              >
                <Trans>Send order</Trans>
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}
      {recentBrowse === undefined ? null : (
        <section aria-label={t`Recently viewed`} className="flex flex-col gap-2">
          <h3 className="m-0 text-sm font-medium text-neutral-800">
            <Trans>Recently viewed</Trans>
          </h3>
          {recentBrowse === null ? (
            <div className="flex flex-col gap-3" aria-busy="true" data-testid="recent-loading">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-16 w-full rounded" />
              ))}
            </div>
          ) : recentBrowse.length === 0 ? (
            <p className="m-0 py-6 text-center text-sm text-neutral-500">
              <Trans>No recently viewed products</Trans>
            </p>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-3 p-0">
              {recentBrowse.map((item) => (
                <li key={item.prodId} className="flex gap-2">
                  <a
                    href={href(paths.detail(item.prodId))}
                    className="shrink-0"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <Image src={item.pic} alt="" ratio={1} className="size-16 rounded" />
                  </a>
                  <div className="flex min-w-0 flex-1 flex-col justify-between gap-1">
                    <a
                      href={href(paths.detail(item.prodId))}
                      className="line-clamp-2 text-sm text-neutral-800 no-underline hover:text-brand"
                    >
                      {item.prodName}
                    </a>
                    <div className="flex items-center justify-between gap-2">
                      <Price yuan={item.price} size="sm" />
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={!enabled}
                        aria-label={t`Send ${item.prodName}`}
                        onClick={() => onSendProd?.(item.prodId)}
                      >
                        <Trans>Send</Trans>
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

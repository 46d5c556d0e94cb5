// `/order-detail?orderNumber=`: one of the buyer's orders with the actions its status allows. A missing
// or malformed number is not found without a request; an unknown or another buyer's (400) too. A group
// order shows its team (asked again while it is open), with the product link to copy while grouping.
// "Contact customer service" starts an inquiry about the order and opens the chat page with it.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { GroupTeamCard, useToast, type OrderAction } from '@mall/ui';
import { OrderDetailScreen } from '@mall/ui/screens/OrderDetailScreen';
import { groupDetailPath } from '@mall/ui/screens/GroupBuyScreen';
import { GroupTeamStatus, OrderStatus } from '@mall/domain';
import { useGroupTeam } from '../hooks/group.ts';
import { orderNumberFromQuery, type ServerOrderAction } from './ordersPage.ts';
import { useOrderActions, useOrderDetail } from '../hooks/orders.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useStartInquiry } from '../hooks/chat.ts';

export function Component() {
  const [params] = useSearchParams();
  const orderNumber = orderNumberFromQuery(params);
  const order = useOrderDetail(orderNumber);
  const actions = useOrderActions();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { push } = useToast();
  const { t } = useLingui();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const team = useGroupTeam(order.data?.groupTeamId);
  const startInquiry = useStartInquiry();
  // The team formed or failed while the page was open: the order's status moved too (7 to 2 or 6).
  const teamStatus = team.data?.status;
  const grouping = order.data?.status === OrderStatus.grouping;
  useEffect(() => {
    if (grouping && (teamStatus === GroupTeamStatus.succeeded || teamStatus === GroupTeamStatus.failed)) {
      void actions.refresh();
    }
  }, [actions, grouping, teamStatus]);

  const go = (to: string) => void navigate(to);
  const act = async (action: OrderAction, call: () => Promise<unknown>, after?: () => void) => {
    if (busy) return;
    setBusy(action);
    try {
      await call();
      after?.();
    } catch {
      // The API client already told the shopper.
    } finally {
      setBusy(null);
    }
  };
  const server = (action: ServerOrderAction, done: string, after?: () => void) => (number: string) =>
    void act(
      action,
      () => actions.run(action, number),
      () => {
        push({ type: 'success', message: done });
        after?.();
      },
    );

  return (
    <OrderDetailScreen
      {...(order.data ? { order: order.data } : {})}
      loading={order.showLoading}
      notFound={order.notFound}
      error={Boolean(order.error) && !order.notFound}
      onRetry={() => void order.mutate()}
      busy={busy}
      onCancel={server('cancel', t`The order has been cancelled`)}
      onConfirmReceipt={server('confirmReceipt', t`Receipt confirmed`)}
      onDelete={server('delete', t`The order has been deleted`, () => go(href('/user-center/uc-order')))}
      onBuyAgain={(o) =>
        void act(
          'buyAgain',
          () => actions.buyAgain(o),
          () => go(href('/cart')),
        )
      }
      onContactService={(shopId, number) => {
        startInquiry(shopId, { orderNumber: number }).then(
          (path) => go(href(path)),
          () => {
            // The API client already told the shopper.
          },
        );
      }}
      onCopyOrderNumber={(number) => {
        void navigator.clipboard?.writeText(number).then(
          () => push({ type: 'success', message: t`Order number copied` }),
          () => push({ type: 'error', message: t`The order number could not be copied` }),
        );
      }}
      onPayExpired={() => void actions.refresh()}
      {...(team.data
        ? {
            groupTeam: (
              <GroupTeamCard
                team={team.data}
                onExpire={() => {
                  void team.mutate();
                  void actions.refresh();
                }}
                {...(team.data.status === GroupTeamStatus.grouping
                  ? {
                      onCopyLink: () => {
                        const data = team.data!;
                        const link = new URL(
                          href(groupDetailPath(data.prodId, data.groupActivityId)),
                          window.location.origin,
                        ).toString();
                        void navigator.clipboard?.writeText(link).then(
                          () => push({ type: 'success', message: t`Link copied: send it to your friends` }),
                          () => push({ type: 'error', message: t`The link could not be copied` }),
                        );
                      },
                    }
                  : {})}
              />
            ),
          }
        : {})}
      href={href}
      onNavigate={go}
    />
  );
}

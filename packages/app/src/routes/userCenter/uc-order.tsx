// `/user-center/uc-order?status=&currentPage=`: the buyer's orders by tab (the API's status code) and
// page, both in the address; cancel, confirm receipt and delete revalidate the lists and the centre
// counts, buy again fills the cart and opens it, an unpaid order whose time ran out is refreshed.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useToast, type OrderAction } from '@mall/ui';
import { MyOrdersScreen } from '@mall/ui/screens/MyOrdersScreen';
import {
  ordersAddress,
  ordersQueryFromParams,
  tabCounts,
  tabStatus,
  type ServerOrderAction,
} from '../ordersPage.ts';
import { useCenterInfo, useMyOrders, useOrderActions } from '../../hooks/orders.ts';
import { useLocalizedHref } from '../../layouts/useChrome.ts';

export function Component() {
  const [params] = useSearchParams();
  const { tab, current } = ordersQueryFromParams(params);
  const orders = useMyOrders(tabStatus[tab], current);
  const center = useCenterInfo();
  const actions = useOrderActions();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { push } = useToast();
  const { t } = useLingui();
  const [busy, setBusy] = useState<{ orderNumber: string; action: OrderAction } | null>(null);

  const go = (to: string) => void navigate(to);
  const act = async (
    orderNumber: string,
    action: OrderAction,
    call: () => Promise<unknown>,
    done?: string,
  ) => {
    if (busy) return;
    setBusy({ orderNumber, action });
    try {
      await call();
      if (done) push({ type: 'success', message: done });
    } catch {
      // The API client already told the shopper.
    } finally {
      setBusy(null);
    }
  };
  const server = (action: ServerOrderAction, done: string) => (orderNumber: string) =>
    void act(orderNumber, action, () => actions.run(action, orderNumber), done);

  return (
    <MyOrdersScreen
      tab={tab}
      onTabChange={(next) => go(href(ordersAddress(next)))}
      counts={tabCounts(center.data)}
      page={orders.data}
      loading={orders.showLoading}
      error={Boolean(orders.error)}
      onRetry={() => void orders.mutate()}
      onPageChange={(page) => {
        go(href(ordersAddress(tab, page)));
        window.scrollTo({ top: 0 });
      }}
      busy={busy}
      onCancel={server('cancel', t`The order has been cancelled`)}
      onConfirmReceipt={server('confirmReceipt', t`Receipt confirmed`)}
      onDelete={server('delete', t`The order has been deleted`)}
      onBuyAgain={(order) =>
        void act(order.orderNumber, 'buyAgain', async () => {
          await actions.buyAgain(order);
          go(href('/cart'));
        })
      }
      onPayExpired={() => void actions.refresh()}
      href={href}
      onNavigate={go}
    />
  );
}

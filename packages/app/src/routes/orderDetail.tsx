// `/order-detail?orderNumber=`: one of the buyer's orders with the actions its status allows. A missing
// or malformed number is not found without a request; an unknown or another buyer's (400) too.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useToast, type OrderAction } from '@mall/ui';
import { OrderDetailScreen } from '@mall/ui/screens/OrderDetailScreen';
import { orderNumberFromQuery, type ServerOrderAction } from './ordersPage.ts';
import { useOrderActions, useOrderDetail } from '../hooks/orders.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';

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
      onCopyOrderNumber={(number) => {
        void navigator.clipboard?.writeText(number).then(
          () => push({ type: 'success', message: t`Order number copied` }),
          () => push({ type: 'error', message: t`The order number could not be copied` }),
        );
      }}
      onPayExpired={() => void actions.refresh()}
      href={href}
      onNavigate={go}
    />
  );
}

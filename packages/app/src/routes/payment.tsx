// `/payment?orderNumbers=` (login required): the pay info of the orders and the choice of a method.
// Alipay and PayPal open the provider's cashier page the server answers (it returns here, marked: a paid
// order then sends the paid-order log); WeChat goes to the QR page; balance and points pay at once: the
// success state, the paid-order log, then the order list.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { OrderStatus, SystemType, type PayType } from '@mall/domain';
import { ORDER_LIST_PATH, PaymentScreen } from '@mall/ui/screens/PaymentScreen';
import { payOrders } from '@mall/client';
import { logPaidOrder } from '../analytics/pageLog.ts';
import { useApiClient } from '@mall/client/swr';
import {
  cashierReturnPath,
  isCashierReturn,
  parseOrderNumbers,
  parseWireTime,
  payOutcome,
  weixinPayPath,
} from './checkoutPage.ts';
import { usePayInfo } from '../hooks/orders.ts';
import { isGroupPayment, paidGroupPath } from './groupPage.ts';
import { USER_INFO_KEY, useUserInfo } from '../hooks/account.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { createSubmitGuard } from '../session/submitGuard.ts';
import { NotFound } from './NotFound.tsx';

/** The client kind of the pay call: the phone-sized layout pays as H5. */
function systemType(): 1 | 2 {
  return typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches
    ? SystemType.h5
    : SystemType.pc;
}

export function Component() {
  const [params] = useSearchParams();
  const orderNumbers = parseOrderNumbers(params);
  if (!orderNumbers) return <NotFound />;
  return (
    <Payment
      key={orderNumbers}
      orderNumbers={orderNumbers}
      fromCashier={isCashierReturn(params)}
      group={isGroupPayment(params)}
    />
  );
}

function Payment({
  orderNumbers,
  fromCashier,
  group,
}: {
  orderNumbers: string;
  fromCashier: boolean;
  group: boolean;
}) {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const info = usePayInfo(orderNumbers);
  const user = useUserInfo();
  const [guard] = useState(createSubmitGuard);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState(false);
  const logged = useRef(false);
  const paidAtCashier =
    fromCashier &&
    info.data !== undefined &&
    info.data.status !== OrderStatus.pendingPayment &&
    info.data.status !== OrderStatus.canceled;
  useEffect(() => {
    if (!paidAtCashier || logged.current) return;
    logged.current = true;
    void logPaidOrder(http, orderNumbers, user.data?.userId);
  }, [http, orderNumbers, paidAtCashier, user.data?.userId]);
  const expiresAt = useMemo(() => parseWireTime(info.data?.endTime), [info.data?.endTime]);

  const onPay = (payType: PayType) =>
    void guard.run(async () => {
      setPaying(true);
      try {
        const answer = await payOrders(http, {
          orderNumbers,
          payType,
          returnUrl: href(cashierReturnPath(orderNumbers) + (group ? '&group=1' : '')),
          systemType: systemType(),
        });
        const outcome = payOutcome(payType, answer);
        if (outcome.kind === 'paid') {
          setPaid(true);
          void logPaidOrder(http, orderNumbers, user.data?.userId);
          void mutate(USER_INFO_KEY);
        } else if (outcome.kind === 'weixin') {
          void navigate(href(weixinPayPath(orderNumbers)));
        } else if (outcome.kind === 'redirect') {
          window.location.assign(outcome.url);
          return;
        }
      } catch {
        // The client has shown the reason (not enough balance, the order expired...): read it again.
        void info.mutate();
      }
      setPaying(false);
    });

  return (
    <PaymentScreen
      info={info.data}
      expiresAt={expiresAt}
      balance={user.data?.balance}
      score={user.data?.score}
      loading={info.showLoading}
      error={Boolean(info.error) && !info.data}
      onRetry={() => void info.mutate()}
      paying={paying}
      paid={paid}
      onPay={onPay}
      onPaidDone={() =>
        void navigate(href(group ? paidGroupPath(orderNumbers) : ORDER_LIST_PATH), { replace: true })
      }
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

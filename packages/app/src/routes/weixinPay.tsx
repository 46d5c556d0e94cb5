// `/weixin-pay?orderNumbers=` (login required): the WeChat scan page. The QR code comes from the pay
// call (payType 3; asked again for a new code once it expired), the amount from the pay info; the
// screen asks /p/order/isPay every 2.5 s until paid, then shows the success state (and the paid-order
// log goes out) and moves on to the order list by itself.
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { OrderStatus, PayType, SystemType } from '@mall/domain';
import { ORDER_LIST_PATH } from '@mall/ui/screens/PaymentScreen';
import { WeixinPayScreen } from '@mall/ui/screens/WeixinPayScreen';
import { isOrderPaid, payOrders } from '@mall/client';
import { logPaidOrder } from '../analytics/pageLog.ts';
import { useApiClient, useDelayedFlag } from '@mall/client/swr';
import { parseOrderNumbers, parseWireTime, paymentPath, qrCodeSrc } from './checkoutPage.ts';
import { usePayInfo } from '../hooks/orders.ts';
import { useUserInfo } from '../hooks/account.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { NotFound } from './NotFound.tsx';

export function Component() {
  const [params] = useSearchParams();
  const orderNumbers = parseOrderNumbers(params);
  if (!orderNumbers) return <NotFound />;
  return <WeixinPay key={orderNumbers} orderNumbers={orderNumbers} />;
}

function WeixinPay({ orderNumbers }: { orderNumbers: string }) {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const info = usePayInfo(orderNumbers);
  const user = useUserInfo();
  // Each attempt is a new payment on the server (a new code); asked once, never on focus.
  const [attempt, setAttempt] = useState(1);
  const qr = useSWR(
    [payOrders.path, orderNumbers, PayType.wechat, attempt] as const,
    () =>
      payOrders(http, {
        orderNumbers,
        payType: PayType.wechat,
        returnUrl: href(ORDER_LIST_PATH),
        systemType: SystemType.pc,
      }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const showLoading = useDelayedFlag(qr.isLoading);
  const logged = useRef(false);
  const expiresAt = useMemo(
    () => parseWireTime(qr.data?.endTime) ?? parseWireTime(info.data?.endTime),
    [qr.data?.endTime, info.data?.endTime],
  );
  const alreadyPaid =
    info.data !== undefined &&
    info.data.status !== OrderStatus.pendingPayment &&
    info.data.status !== OrderStatus.canceled;

  return (
    <WeixinPayScreen
      qrCode={qrCodeSrc(qr.data?.qrCode)}
      amount={info.data?.totalFee}
      expiresAt={expiresAt}
      loading={showLoading}
      error={Boolean(qr.error) && !qr.data}
      onRetry={() => void qr.mutate()}
      onRefresh={() => setAttempt((n) => n + 1)}
      onCheckPaid={async () => {
        const paid = await isOrderPaid(http, orderNumbers);
        if (paid && !logged.current) {
          logged.current = true;
          void logPaidOrder(http, orderNumbers, user.data?.userId);
        }
        return paid;
      }}
      paid={alreadyPaid}
      onPaidDone={() => void navigate(href(ORDER_LIST_PATH), { replace: true })}
      paymentPath={paymentPath(orderNumbers)}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

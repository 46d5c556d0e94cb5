// The points-mall checkout's submit (pure of React, tested over a fake server): the order is created;
// with a cash part it waits on the payment page; without one it is paid at once with points (payType 0,
// which spends nothing more: its points were spent at submit) and its page opens, or the payment page
// when that pay call fails (the order stays, and the client has shown why). A refused submit throws.
import type { AxiosInstance } from 'axios';
import { payOrders, submitScoreOrder } from '@mall/client';
import { PayType, paths, SystemType, type ScoreSubmitParam } from '@mall/domain';

/** Submits the settlement and answers the address to open next (bare path). */
export async function submitScoreCheckout(
  http: AxiosInstance,
  param: ScoreSubmitParam,
  cashDue: boolean,
): Promise<string> {
  const { orderNumbers } = await submitScoreOrder(http, param);
  if (cashDue) return paths.payment(orderNumbers);
  try {
    await payOrders(http, { orderNumbers, payType: PayType.points, systemType: SystemType.pc });
    return paths.orderDetail(orderNumbers);
  } catch {
    return paths.payment(orderNumbers);
  }
}

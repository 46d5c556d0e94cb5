// The calls of the flash-sale checkout without React: the order path is fetched before the first
// confirm and kept; when the server says it has expired, another is fetched once and the step is made
// again (at submit that means a new settlement, whose uuid is then submitted). hooks/seckill.ts keeps
// the page's state around it.
import type { AxiosInstance } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderConfirmAnswer } from '@mall/domain';
import { confirmSeckillOrder, getSeckillOrderPath, submitSeckillOrder } from '@mall/client';
import { classifyRefusal, type SeckillCheckoutSource } from './seckillPage.ts';

export interface SeckillFlow {
  /** The settlement sent to `addrId`. */
  confirm(addrId: number): Promise<OrderConfirmAnswer>;
  /**
   * Submits the settlement `uuid` with the remarks and answers the order numbers; `onReconfirmed` gets
   * the new settlement when an expired path made one necessary.
   */
  submit(
    addrId: number,
    uuid: string,
    remarks: string,
    onReconfirmed?: (order: OrderConfirmAnswer) => void,
  ): Promise<string>;
}

export function seckillFlow(
  http: AxiosInstance,
  source: SeckillCheckoutSource,
  translate: (descriptor: MessageDescriptor) => string,
): SeckillFlow {
  let path: string | undefined;
  const expired = (e: unknown) => classifyRefusal(e, translate)?.kind === 'pathExpired';

  async function confirm(addrId: number): Promise<OrderConfirmAnswer> {
    const body = { addrId, prodCount: source.prodCount, seckillSkuId: source.seckillSkuId };
    for (let renewed = false; ; renewed = true) {
      try {
        path ??= await getSeckillOrderPath(http, source.seckillId);
        return await confirmSeckillOrder(http, { orderPath: path, body });
      } catch (e) {
        if (renewed || !expired(e)) throw e;
        path = undefined;
      }
    }
  }

  async function submit(
    addrId: number,
    uuid: string,
    remarks: string,
    onReconfirmed?: (order: OrderConfirmAnswer) => void,
  ): Promise<string> {
    let current = uuid;
    for (let renewed = false; ; renewed = true) {
      try {
        path ??= await getSeckillOrderPath(http, source.seckillId);
        return (await submitSeckillOrder(http, path, { uuid: current, remarks })).orderNumbers;
      } catch (e) {
        if (renewed || !expired(e)) throw e;
        path = undefined;
        const again = await confirm(addrId);
        onReconfirmed?.(again);
        current = again.uuid;
      }
    }
  }

  return { confirm, submit };
}

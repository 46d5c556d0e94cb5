// The flash-sale pages' pure parts: the activity id of `/secdetail/:seckillId`, the address of its
// checkout (`/secdetail/confirm-order?seckillId=&seckillSkuId=&prodCount=`), the size of the flash-sale
// list as "more" grows it, and what a refusal of the server means for
// the checkout (too busy: retry; the order path expired: fetch another; else final).
import { AxiosError } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '@mall/domain';
import { errorText } from '@mall/client';

/** Activities per step of "more" on the flash-sale page; the list asks for one page of n steps. */
export const SECKILL_STEP = 20;
/** The server reads a larger page as 100: "more" stops growing there. */
export const SECKILL_PAGE_MAX = 100;

/** The page size after `steps` presses of "more" (from 0), at most the server's largest page. */
export const seckillListSize = (steps: number) => Math.min(SECKILL_STEP * (steps + 1), SECKILL_PAGE_MAX);

const positiveInt = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || !/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** A positive whole activity id from the address, else undefined (the not-found state). */
export const parseSeckillId = (param: string | undefined) => positiveInt(param);

/** What the flash-sale checkout buys. */
export interface SeckillCheckoutSource {
  seckillId: number;
  seckillSkuId: number;
  prodCount: number;
}

/** The checkout's source from its address; undefined when anything is missing or malformed. */
export function parseSeckillCheckout(search: string | URLSearchParams): SeckillCheckoutSource | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const seckillId = positiveInt(params.get('seckillId'));
  const seckillSkuId = positiveInt(params.get('seckillSkuId'));
  const prodCount = positiveInt(params.get('prodCount'));
  if (!seckillId || !seckillSkuId || !prodCount) return undefined;
  return { seckillId, seckillSkuId, prodCount };
}

/** The checkout's address for buy now on the activity's page. */
export function seckillCheckoutPath(item: SeckillCheckoutSource): string {
  const params = new URLSearchParams({
    seckillId: String(item.seckillId),
    seckillSkuId: String(item.seckillSkuId),
    prodCount: String(item.prodCount),
  });
  return `/secdetail/confirm-order?${params.toString()}`;
}

/** A refusal of the flash-sale checkout, with the server's text. */
export type SeckillRefusalKind = 'busy' | 'pathExpired' | 'final';
export interface ClassifiedRefusal {
  kind: SeckillRefusalKind;
  message: string;
}

/**
 * What a failure of the flash-sale checkout means: a 400 is a refusal of the server, whose plain text
 * (in the request's language, docs/api.md) is compared with the translated messages of "too busy" and
 * "path expired"; anything else (network, 500) is undefined, an error to retry.
 */
export function classifyRefusal(
  error: unknown,
  translate: (descriptor: MessageDescriptor) => string,
): ClassifiedRefusal | undefined {
  if (!(error instanceof AxiosError) || error.response?.status !== 400) return undefined;
  const message = errorText(error.response.data).trim();
  if (message === translate(messages.seckillBusy)) return { kind: 'busy', message };
  if (message === translate(messages.seckillPathInvalid)) return { kind: 'pathExpired', message };
  return { kind: 'final', message };
}

import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import { messages } from '@mall/domain';
import {
  classifyRefusal,
  parseSeckillCheckout,
  parseSeckillId,
  seckillCheckoutPath,
  seckillListSize,
} from './seckillPage.ts';

describe('flash-sale addresses', () => {
  it('reads a positive activity id only', () => {
    expect(parseSeckillId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '9'.repeat(20)]) {
      expect(parseSeckillId(bad)).toBeUndefined();
    }
  });

  it('reads the checkout address, and writes it back the same', () => {
    const source = { seckillId: 9, seckillSkuId: 701, prodCount: 2 };
    const path = seckillCheckoutPath(source);
    expect(path).toBe('/secdetail/confirm-order?seckillId=9&seckillSkuId=701&prodCount=2');
    expect(parseSeckillCheckout(path.split('?')[1]!)).toEqual(source);
    expect(parseSeckillCheckout('seckillId=9&seckillSkuId=701')).toBeUndefined();
    expect(parseSeckillCheckout('seckillId=9&seckillSkuId=x&prodCount=1')).toBeUndefined();
    expect(parseSeckillCheckout('seckillId=9&seckillSkuId=701&prodCount=0')).toBeUndefined();
  });

  it('grows the list by steps up to the largest page', () => {
    expect(seckillListSize(0)).toBe(20);
    expect(seckillListSize(1)).toBe(40);
    expect(seckillListSize(10)).toBe(100);
  });
});

describe('classifyRefusal', () => {
  const translate = (d: MessageDescriptor) => `zh:${d.id}`;
  const refused = (status: number, text: string) =>
    new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, {
      status,
      statusText: '',
      data: text,
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('tells too busy and an expired path from the final refusals by their text', () => {
    expect(classifyRefusal(refused(400, `zh:${messages.seckillBusy.id}`), translate)).toEqual({
      kind: 'busy',
      message: `zh:${messages.seckillBusy.id}`,
    });
    expect(classifyRefusal(refused(400, `zh:${messages.seckillPathInvalid.id}`), translate)?.kind).toBe(
      'pathExpired',
    );
    expect(classifyRefusal(refused(400, '商品已售罄'), translate)).toEqual({
      kind: 'final',
      message: '商品已售罄',
    });
  });

  it('leaves other failures to the error state', () => {
    expect(classifyRefusal(refused(500, 'boom'), translate)).toBeUndefined();
    expect(classifyRefusal(new Error('offline'), translate)).toBeUndefined();
  });
});

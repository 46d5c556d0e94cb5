// The flash-sale checkout's calls over a fake server: the path is fetched once and reused, an expired
// path is fetched again once (at confirm and at submit, where a new settlement is submitted), and other
// refusals reach the caller untouched.
import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import { messages, type OrderConfirmAnswer } from '@mall/domain';
import { fakeApiClient, type FakeReply } from '@mall/client/testing';
import { seckillFlow } from './seckillFlow.ts';
import { classifyRefusal } from './seckillPage.ts';

const translate = (d: MessageDescriptor) => d.id;
const source = { seckillId: 9, seckillSkuId: 91, prodCount: 1 };
const settlement = (uuid: string) => ({ uuid, actualTotal: 29.9 }) as unknown as OrderConfirmAnswer;
const ok = (body: unknown): FakeReply => ({ status: 200, body: JSON.stringify(body) });
const refuse = (descriptor: MessageDescriptor): FakeReply => ({ status: 400, body: descriptor.id });

/** A server whose order paths are `path-1`, `path-2`...; `expired` lists paths it refuses as expired. */
function server(options: { expired?: string[]; refuseSubmit?: MessageDescriptor } = {}) {
  let paths = 0;
  let uuids = 0;
  const expired = new Set(options.expired ?? []);
  const reply = (config: InternalAxiosRequestConfig): FakeReply => {
    const url = config.url ?? '';
    if (url.endsWith('/p/seckill/orderPath')) return ok(`path-${String(++paths).padStart(16, '0')}`);
    const match = /\/p\/seckill\/([^/]+)\/(confirm|submit)$/.exec(url);
    if (!match) return { status: 404, body: 'no' };
    const [, path, step] = match as unknown as [string, string, string];
    if (expired.has(path)) return refuse(messages.seckillPathInvalid);
    if (step === 'confirm') return ok(settlement(`uuid-${++uuids}`));
    if (options.refuseSubmit) return refuse(options.refuseSubmit);
    return ok({ orderNumbers: `order-of-${(JSON.parse(String(config.data)) as { uuid: string }).uuid}` });
  };
  const client = fakeApiClient(reply);
  const calls = () => client.requests.map((r) => r.url!.replace('/p/seckill/', ''));
  return { http: client.http, calls };
}

const p = (n: number) => `path-${String(n).padStart(16, '0')}`;

describe('seckillFlow', () => {
  it('fetches the path once and reuses it for confirm and submit', async () => {
    const { http, calls } = server();
    const flow = seckillFlow(http, source, translate);
    const order = await flow.confirm(7);
    expect(order.uuid).toBe('uuid-1');
    await flow.confirm(8);
    expect(await flow.submit(8, 'uuid-2', 'fast please')).toBe('order-of-uuid-2');
    expect(calls()).toEqual(['orderPath', `${p(1)}/confirm`, `${p(1)}/confirm`, `${p(1)}/submit`]);
  });

  it('fetches an expired path again once at confirm', async () => {
    const { http, calls } = server({ expired: [p(1)] });
    const flow = seckillFlow(http, source, translate);
    expect((await flow.confirm(7)).uuid).toBe('uuid-1');
    expect(calls()).toEqual(['orderPath', `${p(1)}/confirm`, 'orderPath', `${p(2)}/confirm`]);
  });

  it('gives up when the new path is refused too', async () => {
    const { http, calls } = server({ expired: [p(1), p(2)] });
    const flow = seckillFlow(http, source, translate);
    const failure = await flow.confirm(7).catch((e: unknown) => e);
    expect(classifyRefusal(failure, translate)?.kind).toBe('pathExpired');
    expect(calls()).toHaveLength(4);
  });

  it('at submit, an expired path means a new settlement, whose uuid is submitted', async () => {
    // The settlement "uuid-old" was made with path 1, which the server has forgotten by now.
    const { http, calls } = server({ expired: [p(1)] });
    const flow = seckillFlow(http, source, translate);
    const reconfirmed: string[] = [];
    const orderNumbers = await flow.submit(7, 'uuid-old', '', (o) => reconfirmed.push(o.uuid));
    expect(orderNumbers).toBe('order-of-uuid-1');
    expect(reconfirmed).toEqual(['uuid-1']);
    expect(calls()).toEqual([
      'orderPath',
      `${p(1)}/submit`,
      'orderPath',
      `${p(2)}/confirm`,
      `${p(2)}/submit`,
    ]);
  });

  it('passes the other refusals on: too busy, sold out', async () => {
    const busy = server({ refuseSubmit: messages.seckillBusy });
    const flow = seckillFlow(busy.http, source, translate);
    await flow.confirm(7);
    const failure = await flow.submit(7, 'uuid-1', '').catch((e: unknown) => e);
    expect(classifyRefusal(failure, translate)).toEqual({ kind: 'busy', message: messages.seckillBusy.id });

    const soldOut = server({ refuseSubmit: messages.productSoldOut });
    const flow2 = seckillFlow(soldOut.http, source, translate);
    await flow2.confirm(7);
    const refused = await flow2.submit(7, 'uuid-1', '').catch((e: unknown) => e);
    expect(classifyRefusal(refused, translate)?.kind).toBe('final');
    expect(soldOut.calls()).toEqual(['orderPath', `${p(1)}/confirm`, `${p(1)}/submit`]);
  });
});

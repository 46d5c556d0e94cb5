// The points-mall checkout's submit over a fake server: a cash part goes to the payment page without
// paying; a points-only order is paid with payType 0 and opens its page; a failed pay call falls back to
// the payment page; a refused submit reaches the caller and pays nothing.
import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApiClient, type FakeReply } from '@mall/client/testing';
import { submitScoreCheckout } from './scoreCheckout.ts';

const ok = (body: unknown): FakeReply => ({ status: 200, body: JSON.stringify(body) });

function server(options: { refuseSubmit?: boolean; refusePay?: boolean } = {}) {
  const reply = (config: InternalAxiosRequestConfig): FakeReply => {
    const url = config.url ?? '';
    if (url.endsWith('/p/score/submit')) {
      return options.refuseSubmit
        ? { status: 400, body: 'not enough points' }
        : ok({ orderNumbers: '1700000000301' });
    }
    if (url.endsWith('/p/order/pay')) {
      return options.refusePay ? { status: 400, body: 'order expired' } : ok({ paid: true, payNo: 'p1' });
    }
    return { status: 404, body: 'no' };
  };
  const client = fakeApiClient(reply);
  const calls = () => client.requests.map((r) => `${r.url} ${String(r.data ?? '')}`);
  return { http: client.http, calls };
}

const param = { uuid: '0b6f1d3c-2a41-4f7e-9d55-7e0c3f1a2b9c', remarks: '' };

describe('submitScoreCheckout', () => {
  it('sends an order with a cash part to the payment page, paying nothing', async () => {
    const { http, calls } = server();
    expect(await submitScoreCheckout(http, param, true)).toBe('/payment?orderNumbers=1700000000301');
    expect(calls()).toHaveLength(1);
    expect(calls()[0]).toContain('/p/score/submit');
  });

  it('pays a points-only order with payType 0 and opens its page', async () => {
    const { http, calls } = server();
    expect(await submitScoreCheckout(http, param, false)).toBe('/order-detail?orderNumber=1700000000301');
    expect(calls()).toHaveLength(2);
    expect(calls()[1]).toContain('/p/order/pay');
    expect(JSON.parse(calls()[1]!.slice(calls()[1]!.indexOf(' ') + 1))).toMatchObject({
      orderNumbers: '1700000000301',
      payType: 0,
    });
  });

  it('falls back to the payment page when the pay call fails', async () => {
    const { http } = server({ refusePay: true });
    expect(await submitScoreCheckout(http, param, false)).toBe('/payment?orderNumbers=1700000000301');
  });

  it('lets a refused submit reach the caller, paying nothing', async () => {
    const { http, calls } = server({ refuseSubmit: true });
    await expect(submitScoreCheckout(http, param, false)).rejects.toThrow();
    expect(calls()).toHaveLength(1);
  });
});

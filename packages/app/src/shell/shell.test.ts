import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { createNotifier } from '../session/notifier.ts';
import { shouldRetry } from './AppProviders.tsx';

const httpError = (status?: number) =>
  new AxiosError(
    'x',
    undefined,
    { headers: new AxiosHeaders() },
    undefined,
    status === undefined
      ? undefined
      : { status, statusText: '', headers: {}, config: { headers: new AxiosHeaders() }, data: '' },
  );

describe('shouldRetry', () => {
  it('retries network failures and 5xx, never a refusal', () => {
    expect(shouldRetry(httpError())).toBe(true);
    expect(shouldRetry(httpError(500))).toBe(true);
    expect(shouldRetry(httpError(503))).toBe(true);
    expect(shouldRetry(httpError(400))).toBe(false);
    expect(shouldRetry(httpError(401))).toBe(false);
    expect(shouldRetry(new Error('not http'))).toBe(false);
  });
});

describe('notifier', () => {
  it('queues messages until the toast host connects, then delivers them in order', () => {
    const notifier = createNotifier(2);
    notifier.notify('warning', 'a');
    notifier.notify('warning', 'b');
    notifier.notify('error', 'c');
    const sink = vi.fn();
    const disconnect = notifier.connect(sink);
    expect(sink.mock.calls).toEqual([
      ['warning', 'b'],
      ['error', 'c'],
    ]);
    notifier.notify('info', 'd');
    expect(sink).toHaveBeenLastCalledWith('info', 'd');
    disconnect();
    notifier.notify('info', 'e');
    expect(sink).toHaveBeenCalledTimes(3);
  });
});

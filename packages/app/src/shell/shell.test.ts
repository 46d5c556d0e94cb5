import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { createNotifier } from '@mall/client';
import { createEmitter, sessionEvents, type SessionEvents } from '../session/events.ts';
import { whenSignedIn } from '../session/login.ts';
import { createLoginPopupState } from '../session/loginPopupState.ts';
import { shouldRetry } from '@mall/client/swr';

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

describe('loginPopupState', () => {
  it('keeps a show-login that came before anyone listened, until closed', () => {
    const events = createEmitter<SessionEvents>();
    const state = createLoginPopupState(events);
    events.emit('show-login', undefined);
    expect(state.isOpen()).toBe(true);
    const listener = vi.fn();
    state.subscribe(listener);
    state.close();
    expect(state.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
    events.emit('show-login', undefined);
    expect(state.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('whenSignedIn', () => {
  it('opens the login popup for a visitor instead of running the action', () => {
    const action = vi.fn();
    const shown = vi.fn();
    const off = sessionEvents.on('show-login', shown);
    expect(whenSignedIn(action)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(shown).toHaveBeenCalledOnce();
    off();
  });
});

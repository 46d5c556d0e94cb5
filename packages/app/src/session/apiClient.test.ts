import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosHeaders } from 'axios';
import { createAppApiClient } from './apiClient.ts';
import { fakeServer } from '@mall/client/testing';
import { sessionEvents } from './events.ts';

/** A document whose cookie jar keeps the last value of each name and honours max-age=0. */
function stubDocument(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial));
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attrs] = text.split(';');
      const [name, value] = pair!.split('=');
      if (attrs.some((a) => a.trim() === 'max-age=0')) jar.delete(name!.trim());
      else jar.set(name!.trim(), value ?? '');
    },
  });
  return jar;
}

afterEach(() => vi.unstubAllGlobals());

describe('createAppApiClient', () => {
  it('reads the token cookie; a 401 removes it and emits show-login', async () => {
    const jar = stubDocument({ token: 'cookie-token', other: '1' });
    const server = fakeServer(() => ({ status: 401, body: '登录已失效，请重新登录' }));
    const http = createAppApiClient({
      getLocale: () => 'zh',
      notify: vi.fn(),
      translate: (d) => d.id,
      getOrigin: () => '',
      adapter: server.adapter,
    });
    const listener = vi.fn();
    const off = sessionEvents.on('show-login', listener);
    await expect(http.get('/p/user/userInfo')).rejects.toThrow();
    off();
    expect(AxiosHeaders.from(server.requests[0]!.headers).get('Authorization')).toBe('bearer cookie-token');
    expect(jar.has('token')).toBe(false);
    expect(jar.get('other')).toBe('1');
    expect(listener).toHaveBeenCalledOnce();
  });
});

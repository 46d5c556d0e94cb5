import { describe, expect, it, vi } from 'vitest';
import { fakeApiClient, type FakeReply } from '@mall/client/testing';
import { followOrLogin, runSsoExchange } from './login.ts';

function client(reply: () => FakeReply) {
  const notify = vi.fn();
  const { http, requests } = fakeApiClient(reply, { notify });
  return { http, requests, notify };
}

describe('followOrLogin', () => {
  it('navigates with a token, opens the popup without', () => {
    const navigate = vi.fn();
    const openLogin = vi.fn();
    expect(followOrLogin(true, navigate, openLogin)).toBe(true);
    expect(followOrLogin(false, navigate, openLogin)).toBe(false);
    expect(navigate).toHaveBeenCalledOnce();
    expect(openLogin).toHaveBeenCalledOnce();
  });
});

describe('runSsoExchange', () => {
  it('signs in with the code and removes it from the address', async () => {
    const { http, requests } = client(() => ({
      status: 200,
      body: JSON.stringify({ access_token: 'S', fescoPlattype: 'p' }),
    }));
    const history = { replaceState: vi.fn() };
    const tokens = { set: vi.fn(), remove: vi.fn() };
    const storage = { setItem: vi.fn() };
    const ok = await runSsoExchange(
      http,
      8,
      { href: 'https://m.example/list?code=c1&pn=x' },
      history,
      tokens,
      storage,
    );
    expect(ok).toBe(true);
    expect(requests).toHaveLength(1);
    expect(tokens.set).toHaveBeenCalledWith('S');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', 'https://m.example/list?pn=x');
  });

  it('a refused code still leaves the address; no code, no call', async () => {
    const { http, requests, notify } = client(() => ({ status: 400, body: '登录凭证已过期' }));
    const history = { replaceState: vi.fn() };
    const tokens = { set: vi.fn(), remove: vi.fn() };
    expect(
      await runSsoExchange(http, 8, { href: 'https://m.example/?code=old' }, history, tokens, {
        setItem: vi.fn(),
      }),
    ).toBe(false);
    expect(notify).toHaveBeenCalledWith('warning', '登录凭证已过期');
    expect(history.replaceState).toHaveBeenCalledWith(null, '', 'https://m.example/');
    expect(tokens.set).not.toHaveBeenCalled();
    expect(await runSsoExchange(http, 8, { href: 'https://m.example/' }, history, tokens)).toBe(false);
    expect(requests).toHaveLength(1);
  });
});

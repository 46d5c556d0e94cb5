import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { messages, verify } from '@mall/domain';
import { createApiClient, requestPath } from './apiClient.ts';
import { fakeServer, type FakeReply } from './fakeAdapter.ts';
import { refusalsInPlace, silently } from './requestModes.ts';

const NOW = 1_760_000_000_000;
const ORIGIN = 'https://mall.example';

function setup(reply?: (config: InternalAxiosRequestConfig) => FakeReply, token: string | null = 'tok123') {
  const server = fakeServer(reply);
  const state: { token: string | undefined } = { token: token ?? undefined };
  const notify = vi.fn();
  const onShowLogin = vi.fn();
  const clearToken = vi.fn(() => {
    state.token = undefined;
  });
  const client = createApiClient({
    baseURL: '/api',
    getLocale: () => 'en',
    getToken: () => state.token,
    clearToken,
    notify,
    onShowLogin,
    translate: (d) => `T(${d.id})`,
    getOrigin: () => ORIGIN,
    now: () => NOW,
    adapter: server.adapter,
  });
  return { client, requests: server.requests, notify, onShowLogin, clearToken, state };
}

const header = (config: InternalAxiosRequestConfig, name: string) =>
  AxiosHeaders.from(config.headers).get(name) as string | undefined;

describe('createApiClient: headers', () => {
  it('signs a POST over the exact JSON text it sends, verifiable with the domain', async () => {
    const { client, requests } = setup();
    const body = { basketId: 0, prodId: 12, skuId: 34, shopId: 1, count: 2, note: '中文' };
    await client.post('/p/shopCart/changeItem', body);
    const sent = requests[0]!;
    expect(sent.data).toBe(JSON.stringify(body));
    expect(header(sent, 'Content-Type')).toBe('application/json');
    const headers = AxiosHeaders.from(sent.headers).toJSON() as Record<string, string>;
    expect(headers['C-TT']).toBe(String(NOW));
    expect(headers['C-N']).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(headers['C-NN']).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(verify({ headers, body: sent.data as string, origin: ORIGIN, now: NOW })).toEqual({ ok: true });
    // Another body or origin does not verify.
    expect(verify({ headers, body: '{}', origin: ORIGIN, now: NOW }).ok).toBe(false);
    expect(verify({ headers, body: sent.data as string, origin: '', now: NOW }).ok).toBe(false);
  });

  it('signs a bare value body, a body-less DELETE and a multipart upload (empty body)', async () => {
    const { client, requests } = setup();
    await client.post('/p/user/collection/addOrCancel', 12);
    expect(requests[0]!.data).toBe('12');
    const h0 = AxiosHeaders.from(requests[0]!.headers).toJSON() as Record<string, string>;
    expect(verify({ headers: h0, body: '12', origin: ORIGIN, now: NOW })).toEqual({ ok: true });

    await client.delete('/p/shopCart/deleteAll');
    const h1 = AxiosHeaders.from(requests[1]!.headers).toJSON() as Record<string, string>;
    expect(verify({ headers: h1, body: '', origin: ORIGIN, now: NOW })).toEqual({ ok: true });

    const form = new FormData();
    form.append('file', new Blob(['abc']), 'a.png');
    await client.post('/p/file/upload', form);
    expect(requests[2]!.data).toBe(form);
    const h2 = AxiosHeaders.from(requests[2]!.headers).toJSON() as Record<string, string>;
    expect(verify({ headers: h2, body: '', origin: ORIGIN, now: NOW })).toEqual({ ok: true });
  });

  it('signs a form-encoded body as the exact text sent', async () => {
    const { client, requests } = setup();
    await client.post('/p/user/recentBrowse', new URLSearchParams({ prodId: '12', name: '手 机' }));
    const sent = requests[0]!;
    expect(sent.data).toBe('prodId=12&name=%E6%89%8B+%E6%9C%BA');
    expect(header(sent, 'Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const headers = AxiosHeaders.from(sent.headers).toJSON() as Record<string, string>;
    expect(verify({ headers, body: sent.data as string, origin: ORIGIN, now: NOW })).toEqual({ ok: true });
  });

  it('does not sign a GET', async () => {
    const { client, requests } = setup();
    await client.get('/search/hotSearch');
    expect(header(requests[0]!, 'C-S')).toBeUndefined();
    expect(header(requests[0]!, 'C-TT')).toBeUndefined();
  });

  it('sends Accept-Language from the locale getter', async () => {
    const { client, requests } = setup();
    await client.get('/search/hotSearch');
    expect(header(requests[0]!, 'Accept-Language')).toBe('en');
  });

  it('sends the token only on /p/, /user/registerOrBindUser, /special/rights/read, the page log and the coupon centre', async () => {
    const { client, requests } = setup();
    await client.get('/coupon/getCouponPage?current=1');
    await client.get('/coupon/listByProdId?prodId=1');
    await client.get('/p/user/userInfo');
    await client.put('/user/registerOrBindUser', { mobile: '1' });
    await client.get('/special/rights/read?id=1');
    await client.post('/flowAnalysisLog', { pageId: 1 });
    await client.get('/prod/prodInfo?prodId=1');
    await client.post('/login', { principal: 'a' });
    await client.get('/webConfig/getPcWebConfig');
    const auth = requests.map((r) => header(r, 'Authorization'));
    expect(auth).toEqual([
      'bearer tok123',
      'bearer tok123',
      'bearer tok123',
      'bearer tok123',
      'bearer tok123',
      'bearer tok123',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sends no Authorization without a token', async () => {
    const { client, requests } = setup(undefined, null);
    await client.get('/p/shopCart/prodCount');
    expect(header(requests[0]!, 'Authorization')).toBeUndefined();
  });

  it('parses bare JSON answers (a PEM string, a number, a boolean)', async () => {
    const answers = ['"-----BEGIN PUBLIC KEY-----"', '7', 'true'];
    const { client } = setup(() => ({ status: 200, body: answers.shift()! }));
    expect((await client.get('/rsa/publicKey')).data).toBe('-----BEGIN PUBLIC KEY-----');
    expect((await client.get('/p/shopCart/prodCount')).data).toBe(7);
    expect((await client.post('/sms/sendLoginCode', { mobile: '1' })).data).toBe(true);
  });
});

describe('createApiClient: error policy (spec section 8)', () => {
  it('400: the response text as a warning toast, and the call rejects', async () => {
    const { client, notify, onShowLogin, clearToken } = setup(() => ({ status: 400, body: '库存不足' }));
    await expect(client.post('/p/shopCart/changeItem', { count: 1 })).rejects.toBeInstanceOf(AxiosError);
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', '库存不足');
    expect(onShowLogin).not.toHaveBeenCalled();
    expect(clearToken).not.toHaveBeenCalled();
  });

  it('400 whose text looks like JSON stays the text', async () => {
    const { client, notify } = setup(() => ({ status: 400, body: '123' }));
    await expect(client.get('/prod/prodInfo?prodId=x')).rejects.toThrow();
    expect(notify).toHaveBeenCalledWith('warning', '123');
  });

  it('500: the translated server-trouble toast', async () => {
    const { client, notify } = setup(() => ({ status: 500, body: 'Internal Server Error' }));
    await expect(client.get('/search/hotSearch')).rejects.toThrow();
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', `T(${messages.serverProblem.id})`);
  });

  it('401: removes the token and asks for the login popup', async () => {
    const { client, clearToken, onShowLogin, notify, state } = setup(() => ({
      status: 401,
      body: '请先登录',
    }));
    await expect(client.get('/p/user/userInfo')).rejects.toThrow();
    expect(clearToken).toHaveBeenCalledOnce();
    expect(state.token).toBeUndefined();
    expect(onShowLogin).toHaveBeenCalledOnce();
    expect(notify).not.toHaveBeenCalled();
  });

  it('401 with dontShowLogin: removes the token, no popup', async () => {
    const { client, clearToken, onShowLogin } = setup(() => ({ status: 401, body: '请先登录' }));
    await expect(client.get('/p/shopCart/prodCount', { dontShowLogin: true })).rejects.toThrow();
    expect(clearToken).toHaveBeenCalledOnce();
    expect(onShowLogin).not.toHaveBeenCalled();
  });

  it('a silent request shows nothing for 400, 401 or 500 (401 still drops the token)', async () => {
    for (const status of [400, 401, 500]) {
      const { client, clearToken, onShowLogin, notify } = setup(() => ({ status, body: 'no' }));
      await expect(client.post('/flowAnalysisLog', { pageId: 1 }, { silent: true })).rejects.toThrow();
      expect(notify).not.toHaveBeenCalled();
      expect(onShowLogin).not.toHaveBeenCalled();
      expect(clearToken).toHaveBeenCalledTimes(status === 401 ? 1 : 0);
    }
  });

  it('refusalsInPlace: a 400 is for the page to show (no toast); a 401 still signs out, a 500 still toasts', async () => {
    for (const status of [400, 401, 500]) {
      const { client, clearToken, onShowLogin, notify } = setup(() => ({ status, body: 'no' }));
      const shown = refusalsInPlace(client);
      await expect(shown.put('/merchant/order/delivery', {})).rejects.toThrow();
      await expect(shown.delete('/merchant/staff/1')).rejects.toThrow();
      expect(notify).toHaveBeenCalledTimes(status === 500 ? 2 : 0);
      expect(onShowLogin).toHaveBeenCalledTimes(status === 401 ? 2 : 0);
      expect(clearToken).toHaveBeenCalledTimes(status === 401 ? 2 : 0);
    }
    // The client itself is unchanged: its own 400 still toasts.
    const { client, notify } = setup(() => ({ status: 400, body: 'no' }));
    refusalsInPlace(client);
    await expect(client.put('/merchant/order/delivery', {})).rejects.toThrow();
    expect(notify).toHaveBeenCalledExactlyOnceWith('warning', 'no');
  });

  it('silently: get, post, put and delete are all silent', async () => {
    const { client, notify, onShowLogin } = setup(() => ({ status: 400, body: 'no' }));
    const quiet = silently(client);
    await expect(quiet.get('/a')).rejects.toThrow();
    await expect(quiet.post('/a', {})).rejects.toThrow();
    await expect(quiet.put('/a', {})).rejects.toThrow();
    await expect(quiet.delete('/a')).rejects.toThrow();
    expect(notify).not.toHaveBeenCalled();
    expect(onShowLogin).not.toHaveBeenCalled();
  });

  it('a late 401 of a request sent under an older token leaves the current session alone', async () => {
    // The reply waits until the test releases it: meanwhile the user signs in again (or another tab does).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(() => ({ status: 401, body: '请先登录' }));
    const state: { token: string | undefined } = { token: 'old' };
    const clearToken = vi.fn(() => {
      state.token = undefined;
    });
    const onShowLogin = vi.fn();
    const client = createApiClient({
      baseURL: '/api',
      getLocale: () => 'en',
      getToken: () => state.token,
      clearToken,
      notify: vi.fn(),
      onShowLogin,
      translate: (d) => d.id,
      getOrigin: () => ORIGIN,
      adapter: async (config) => {
        await held;
        return server.adapter(config);
      },
    });
    const late = client.get('/merchant/me');
    const lateSilent = client.get('/merchant/me', { silent: true });
    await Promise.resolve();
    state.token = 'new';
    release();
    await expect(late).rejects.toThrow();
    await expect(lateSilent).rejects.toThrow();
    expect(header(server.requests[0]!, 'Authorization')).toBe('bearer old');
    expect(clearToken).not.toHaveBeenCalled();
    expect(onShowLogin).not.toHaveBeenCalled();
    expect(state.token).toBe('new');

    // A 401 of a request sent under the current token still ends it.
    await expect(client.get('/merchant/me')).rejects.toThrow();
    expect(header(server.requests[2]!, 'Authorization')).toBe('bearer new');
    expect(clearToken).toHaveBeenCalledOnce();
    expect(onShowLogin).toHaveBeenCalledOnce();
    expect(state.token).toBeUndefined();
  });

  it('a late 401 of a request sent signed out does not end a session begun since', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = fakeServer(() => ({ status: 401, body: '请先登录' }));
    const state: { token: string | undefined } = { token: undefined };
    const clearToken = vi.fn(() => {
      state.token = undefined;
    });
    const client = createApiClient({
      baseURL: '/api',
      getLocale: () => 'en',
      getToken: () => state.token,
      clearToken,
      notify: vi.fn(),
      onShowLogin: vi.fn(),
      translate: (d) => d.id,
      getOrigin: () => ORIGIN,
      adapter: async (config) => {
        await held;
        return server.adapter(config);
      },
    });
    const late = client.get('/p/user/userInfo');
    await Promise.resolve();
    state.token = 'fresh';
    release();
    await expect(late).rejects.toThrow();
    expect(clearToken).not.toHaveBeenCalled();
    expect(state.token).toBe('fresh');
  });

  it('401 on the is-collection check is silent', async () => {
    const { client, onShowLogin, notify } = setup(() => ({ status: 401, body: '请先登录' }));
    await expect(client.get('/p/user/collection/isCollection', { params: { prodId: 1 } })).rejects.toThrow();
    expect(onShowLogin).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('requestPath', () => {
  it('strips the base, the origin and the query', () => {
    expect(requestPath('/p/a?x=1', '/api')).toBe('/p/a');
    expect(requestPath('/api/p/a', '/api')).toBe('/p/a');
    expect(requestPath('http://h:8080/api/p/a?x', '/api')).toBe('/p/a');
    expect(requestPath('login')).toBe('/login');
  });
});

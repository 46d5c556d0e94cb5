// A console's session (here the merchant centre's endpoints and key; the platform console's are the same
// kit): the token in its own localStorage key, sign-in with the password RSA-encrypted and the token
// stored, sign-out revoking it on the server and dropping it here, the API client carrying it on
// /merchant/ paths only, and a 401 ending the session; the language kept under the console's key.
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it, vi } from 'vitest';
import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { merchantLogin, merchantLogout } from '../endpoints/merchant.ts';
import { fakeServer, type FakeReply } from '../fakeAdapter.ts';
import { createConsoleApiClient } from './apiClient.ts';
import { createLocaleStore } from './locale.ts';
import { signIn as signInWith, signOut as signOutWith } from './session.ts';
import { createTokenStore as createStore, type TokenStore } from './token.ts';

const MERCHANT_TOKEN_KEY = 'mall.merchant.token';
const MERCHANT_LOCALE_KEY = 'mall.merchant.locale';
const createTokenStore = (storage: Parameters<typeof createStore>[1]) =>
  createStore(MERCHANT_TOKEN_KEY, storage);
const signIn = (http: AxiosInstance, input: { username: string; password: string }, tokens: TokenStore) =>
  signInWith(http, input, { tokens, login: merchantLogin });
const signOut = (http: AxiosInstance, tokens: TokenStore) =>
  signOutWith(http, { tokens, logout: merchantLogout });
const { stored: storedLocale, keep: keepLocale } = createLocaleStore(MERCHANT_LOCALE_KEY);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 1024,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function setup(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  const storage = memoryStorage();
  const tokens = createTokenStore(storage);
  const server = fakeServer(reply);
  const http = createConsoleApiClient({
    tokens,
    baseURL: '/api',
    getLocale: () => 'zh',
    notify: () => undefined,
    translate: (d) => d.id,
    getOrigin: () => '',
    adapter: server.adapter,
  });
  return { http, tokens, storage, requests: server.requests };
}

const authorization = (config: InternalAxiosRequestConfig | undefined) =>
  config?.headers.get('Authorization') as string | undefined;

describe('the token store', () => {
  it("keeps the token under the centre's own key, never the storefront's, and tells its subscribers", () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    const listener = vi.fn();
    const stop = tokens.subscribe(listener);
    expect(tokens.get()).toBeUndefined();
    tokens.set('M1');
    expect(storage.items.get(MERCHANT_TOKEN_KEY)).toBe('M1');
    expect(MERCHANT_TOKEN_KEY).not.toBe('token'); // the storefront's cookie is `token`
    expect([...storage.items.keys()]).toEqual([MERCHANT_TOKEN_KEY]);
    expect(createTokenStore(storage).get()).toBe('M1'); // a reload finds it
    tokens.clear();
    expect(storage.items.has(MERCHANT_TOKEN_KEY)).toBe(false);
    expect(tokens.get()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    tokens.set('M2');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('lives in memory when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const tokens = createTokenStore(broken);
    tokens.set('M1');
    expect(tokens.get()).toBe('M1');
    tokens.clear();
    expect(tokens.get()).toBeUndefined();
  });
});

describe('signing in and out', () => {
  it('encrypts the password with the server key, sends the trimmed account and stores the token', async () => {
    const { http, tokens, requests } = setup((c) =>
      c.url === '/rsa/publicKey'
        ? { status: 200, body: JSON.stringify(publicKey) }
        : { status: 200, body: JSON.stringify({ access_token: 'M1', shopId: 1 }) },
    );
    await expect(signIn(http, { username: ' shop1 ', password: 'Shop@1234' }, tokens)).resolves.toBe('M1');
    const login = requests.find((r) => r.url === '/merchant/login')!;
    expect(authorization(login)).toBeUndefined(); // the login carries no token
    const body = JSON.parse(login.data as string) as { username: string; password: string };
    expect(body.username).toBe('shop1');
    const key = forge.pki.privateKeyFromPem(privateKey);
    expect(key.decrypt(forge.util.decode64(body.password), 'RSAES-PKCS1-V1_5')).toBe('Shop@1234');
    expect(tokens.get()).toBe('M1');
  });

  it('a refused sign-in stores nothing', async () => {
    const { http, tokens } = setup((c) =>
      c.url === '/rsa/publicKey'
        ? { status: 200, body: JSON.stringify(publicKey) }
        : { status: 400, body: '商家账号或密码错误' },
    );
    await expect(signIn(http, { username: 'shop1', password: 'wrong' }, tokens)).rejects.toThrow();
    expect(tokens.get()).toBeUndefined();
  });

  it('sign-out revokes the token on the server with it, then drops it; a failure still drops it', async () => {
    const ok = setup(() => ({ status: 200, body: 'true' }));
    ok.tokens.set('M1');
    await signOut(ok.http, ok.tokens);
    expect(ok.requests.map((r) => [r.method, r.url])).toEqual([['post', '/merchant/logout']]);
    expect(authorization(ok.requests[0])).toBe('bearer M1');
    expect(ok.tokens.get()).toBeUndefined();
    expect(ok.tokens.endedReason()).toBeUndefined(); // logged out, not expired

    const dead = setup(() => ({ status: 401, body: 'expired' }));
    dead.tokens.set('M1');
    await signOut(dead.http, dead.tokens);
    expect(dead.tokens.get()).toBeUndefined();
    expect(dead.tokens.endedReason()).toBeUndefined(); // logging out says nothing of an expiry
  });
});

describe('the API client', () => {
  it('carries the merchant token on /merchant/ paths, not on public ones', async () => {
    const { http, tokens, requests } = setup(() => ({ status: 200, body: '{}' }));
    tokens.set('M1');
    await http.get('/merchant/me');
    await http.get('/webConfig/getPcWebConfig');
    await http.get('/rsa/publicKey');
    expect(requests.map(authorization)).toEqual(['bearer M1', undefined, undefined]);
  });

  it('a 401 drops the token as expired (the guard says so on the login page); a new sign-in forgets it', async () => {
    const { http, tokens } = setup(() => ({ status: 401, body: '' }));
    tokens.set('M1');
    await expect(http.get('/merchant/me')).rejects.toThrow();
    expect(tokens.get()).toBeUndefined();
    expect(tokens.endedReason()).toBe('expired');
    tokens.set('M2');
    expect(tokens.endedReason()).toBeUndefined();
  });

  it('a late 401 of the old token leaves the session begun since (here or in another tab) alone', async () => {
    const storage = memoryStorage();
    const tokens = createTokenStore(storage);
    const server = fakeServer(() => ({ status: 401, body: '' }));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const http = createConsoleApiClient({
      tokens,
      baseURL: '/api',
      getLocale: () => 'zh',
      notify: () => undefined,
      translate: (d) => d.id,
      getOrigin: () => '',
      adapter: async (config) => {
        await held;
        return server.adapter(config);
      },
    });
    tokens.set('M1');
    const late = http.get('/merchant/me');
    await Promise.resolve();
    storage.setItem(MERCHANT_TOKEN_KEY, 'M2'); // another tab signed in again
    release();
    await expect(late).rejects.toThrow();
    expect(authorization(server.requests[0])).toBe('bearer M1');
    expect(tokens.get()).toBe('M2');
    expect(tokens.endedReason()).toBeUndefined();
  });
});

describe('the language', () => {
  it("is Chinese until one is chosen, then the one kept, under the console's key", () => {
    const storage = memoryStorage();
    expect(storedLocale(storage)).toBe('zh');
    keepLocale('en', storage);
    expect(storage.items.get(MERCHANT_LOCALE_KEY)).toBe('en');
    expect(storedLocale(storage)).toBe('en');
    storage.items.set(MERCHANT_LOCALE_KEY, 'fr');
    expect(storedLocale(storage)).toBe('zh');
  });
});

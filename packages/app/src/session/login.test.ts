import { describe, expect, it, vi } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApiClient, type FakeReply } from '@mall/client/testing';
import {
  afterLoginTarget,
  exchangeSsoCode,
  FESCO_PLATTYPE_STORAGE_KEY,
  loginWithPassword,
  loginWithSmsCode,
  LOGIN_REQUIRED_PATHS,
  logoutSession,
  takeSsoCode,
} from './login.ts';
import {
  LOGIN_RESULT_KEY,
  readStoredUser,
  signedInUserId,
  STORED_USER_KEY,
  storedUserId,
  storeUser,
} from './storedUser.ts';

/** An in-memory Storage. */
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
  const { http, requests } = fakeApiClient(reply);
  const tokens = { set: vi.fn(), remove: vi.fn() };
  return { http, requests, tokens };
}

const loginReply = JSON.stringify({
  access_token: 'T1',
  token_type: 'bearer',
  expires_in: 3600,
  userId: 'u',
  nickName: 'n',
  pic: null,
});

describe('login flow', () => {
  it('password login encrypts with the server key and stores the token', async () => {
    const { http, requests, tokens } = setup((c) =>
      c.url === '/rsa/publicKey'
        ? { status: 200, body: JSON.stringify(publicKey) }
        : { status: 200, body: loginReply },
    );
    await expect(
      loginWithPassword(http, { principal: ' alice ', password: 'pw-1', appType: 1 }, tokens),
    ).resolves.toBe('T1');
    const body = JSON.parse(requests[1]!.data as string) as Record<string, unknown>;
    expect(body).toMatchObject({ principal: 'alice', appType: 1, loginType: 0 });
    const key = forge.pki.privateKeyFromPem(privateKey);
    expect(key.decrypt(forge.util.decode64(body.credentials as string), 'RSAES-PKCS1-V1_5')).toBe('pw-1');
    expect(tokens.set).toHaveBeenCalledExactlyOnceWith('T1');
  });

  it('SMS login sends loginType 1; a refused login stores nothing', async () => {
    const { http, requests, tokens } = setup(() => ({ status: 400, body: '验证码不正确' }));
    await expect(
      loginWithSmsCode(http, { mobile: '13800000000', code: '123456', appType: 1 }, tokens),
    ).rejects.toThrow();
    expect(JSON.parse(requests[0]!.data as string)).toEqual({
      principal: '13800000000',
      credentials: '123456',
      appType: 1,
      loginType: 1,
      validateType: 5,
    });
    expect(tokens.set).not.toHaveBeenCalled();
  });

  it('after login: home from the register page, else reload', () => {
    expect(afterLoginTarget('/register')).toBe('home');
    expect(afterLoginTarget('/en/register')).toBe('home');
    expect(afterLoginTarget('/cart')).toBe('reload');
    expect(afterLoginTarget('/registered')).toBe('reload');
  });

  it("keeps the login result's userId and the stored user locally; logout removes them (spec section 3)", async () => {
    const { http, requests, tokens } = setup(() => ({
      status: 200,
      body: JSON.stringify({ ...(JSON.parse(loginReply) as object), pic: '/a.png' }),
    }));
    const storage = memoryStorage();
    await loginWithSmsCode(http, { mobile: '13800000000', code: '123456', appType: 1 }, tokens, storage);
    expect(JSON.parse(requests[0]!.data as string)).toMatchObject({ validateType: 5 });
    expect(JSON.parse(storage.items.get(LOGIN_RESULT_KEY)!)).toEqual({ userId: 'u' });
    expect(JSON.parse(storage.items.get(STORED_USER_KEY)!)).toEqual({ nickName: 'n', userAvatar: '/a.png' });
    expect(storedUserId(storage)).toBe('u');
    expect(signedInUserId('T1', storage)).toBe('u');
    expect(signedInUserId(undefined, storage)).toBeUndefined();
    storeUser({ nickName: 'Nina', pic: null }, storage);
    expect(readStoredUser(storage)).toEqual({ nickName: 'Nina', userAvatar: null });
    await logoutSession(http, tokens, storage);
    expect(storage.items.size).toBe(0);
    expect(storedUserId(storage)).toBeUndefined();
  });

  it('a visitor may not open the coupons centre: its route is /coupons (spec section 2)', () => {
    expect(LOGIN_REQUIRED_PATHS).toContain('/coupons');
    expect(LOGIN_REQUIRED_PATHS).not.toContain('/coupon-center');
  });

  it('logout removes the token even when the server refuses', async () => {
    const { http, tokens } = setup(() => ({ status: 401, body: '登录已失效，请重新登录' }));
    await logoutSession(http, tokens);
    expect(tokens.remove).toHaveBeenCalledOnce();
  });
});

describe('single sign-on', () => {
  it('takes the code out of the address, keeping the rest', () => {
    expect(takeSsoCode('/detail/3?code=abc.def&lang=en#top')).toEqual({
      code: 'abc.def',
      cleanHref: '/detail/3?lang=en#top',
    });
    expect(takeSsoCode('https://m.example/?code=x')).toEqual({ code: 'x', cleanHref: 'https://m.example/' });
    expect(takeSsoCode('/list?pn=a')).toBeUndefined();
  });

  it('exchanges the code at /appLogin and stores the token and the platform type', async () => {
    const { http, requests, tokens } = setup(() => ({
      status: 200,
      body: JSON.stringify({
        ...(JSON.parse(loginReply) as object),
        access_token: 'S1',
        fescoPlattype: 'fesco',
      }),
    }));
    const storage = { setItem: vi.fn() };
    await exchangeSsoCode(http, 'abc.def', 8, tokens, storage);
    expect(requests[0]!.url).toBe('/appLogin');
    expect(JSON.parse(requests[0]!.data as string)).toEqual({
      principal: 'abc.def',
      appType: 8,
      validateType: 5,
    });
    expect(tokens.set).toHaveBeenCalledWith('S1');
    expect(storage.setItem).toHaveBeenCalledWith(FESCO_PLATTYPE_STORAGE_KEY, 'fesco');
  });
});

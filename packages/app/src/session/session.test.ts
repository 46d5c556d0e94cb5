import { describe, expect, it, vi } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import {
  getToken,
  readCookie,
  removalCookie,
  removeToken,
  serializeCookie,
  setToken,
  TOKEN_COOKIE,
} from './cookie.ts';
import { createEmitter, sessionEvents, showLogin } from './events.ts';
import { createSubmitGuard } from './submitGuard.ts';
import { encryptPassword } from './password.ts';

/** A document.cookie stand-in that keeps name=value pairs like a browser (removal by max-age=0). */
function fakeDocument(initial = '') {
  const store = new Map<string, string>();
  for (const part of initial.split(';')) {
    const [k, v] = part.split('=');
    if (k?.trim()) store.set(k.trim(), v ?? '');
  }
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...store].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair, ...attrs] = text.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      if (attrs.some((a) => a.trim().toLowerCase() === 'max-age=0')) store.delete(name);
      else store.set(name, pair!.slice(eq + 1));
    },
  };
}

describe('cookie helpers', () => {
  it('reads one cookie among others, decoded', () => {
    expect(readCookie('a=1; token=abc%3D%3D; b=2', 'token')).toBe('abc==');
    expect(readCookie('mytoken=x; token2=y', 'token')).toBeUndefined();
    expect(readCookie('', 'token')).toBeUndefined();
  });

  it('writes site-wide Lax cookies and removes them', () => {
    expect(serializeCookie('token', 'a b')).toBe('token=a%20b; path=/; SameSite=Lax');
    expect(serializeCookie('token', 'x', { maxAgeSeconds: 60 })).toBe(
      'token=x; path=/; SameSite=Lax; max-age=60',
    );
    expect(removalCookie('token')).toMatch(/^token=; path=\/; SameSite=Lax; max-age=0/);
  });

  it('marks the token cookie Secure on an https page only', () => {
    const written: string[] = [];
    const jar = (protocol: string) => ({
      location: { protocol },
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        written.push(text);
      },
    });
    setToken('t-1', {}, jar('https:'));
    removeToken(jar('https:'));
    setToken('t-2', {}, jar('http:'));
    expect(written[0]).toBe('token=t-1; path=/; SameSite=Lax; Secure');
    expect(written[1]).toMatch(/^token=; path=\/; SameSite=Lax; max-age=0;.*; Secure$/);
    expect(written[2]).toBe('token=t-2; path=/; SameSite=Lax');
  });

  it('stores, reads and removes the token on a document', () => {
    const doc = fakeDocument('other=1');
    expect(getToken(doc)).toBeUndefined();
    setToken('t-1', {}, doc);
    expect(TOKEN_COOKIE).toBe('token');
    expect(getToken(doc)).toBe('t-1');
    expect(doc.cookie).toContain('other=1');
    removeToken(doc);
    expect(getToken(doc)).toBeUndefined();
    expect(doc.cookie).toBe('other=1');
  });
});

describe('events', () => {
  it('delivers to listeners until they unsubscribe', () => {
    const emitter = createEmitter<{ ping: number }>();
    const a = vi.fn();
    const off = emitter.on('ping', a);
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(a.mock.calls).toEqual([[1]]);
  });

  it('showLogin emits show-login on the session events', () => {
    const listener = vi.fn();
    const off = sessionEvents.on('show-login', listener);
    showLogin();
    off();
    showLogin();
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('submit guard', () => {
  it('refuses a second submit while the first runs, and allows one after', async () => {
    const guard = createSubmitGuard();
    let release!: (v: string) => void;
    const task = vi.fn(() => new Promise<string>((r) => (release = r)));
    const first = guard.run(task);
    expect(guard.busy).toBe(true);
    await expect(guard.run(task)).resolves.toBeUndefined();
    expect(task).toHaveBeenCalledOnce();
    release('done');
    await expect(first).resolves.toBe('done');
    expect(guard.busy).toBe(false);
    await guard.run(() => Promise.resolve(1));
  });

  it('releases after a failure', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(guard.busy).toBe(false);
    await expect(guard.run(() => Promise.resolve(2))).resolves.toBe(2);
  });
});

describe('encryptPassword', () => {
  it('encrypts so that the private key recovers the password', () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const encrypted = encryptPassword(publicKey, 'Secret#123');
    // Decrypted as the server does (node-forge, RSAES-PKCS1-v1_5; packages/server account/rsa.ts).
    const key = forge.pki.privateKeyFromPem(privateKey);
    const plain = forge.util.decodeUtf8(key.decrypt(forge.util.decode64(encrypted), 'RSAES-PKCS1-V1_5'));
    expect(plain).toBe('Secret#123');
  });
});

// The route guard and the way back after the login: only paths inside the centre, never another host.
import { describe, expect, it } from 'vitest';
import { isSafeReturn, loginPath, loginReason, returnPath, sessionRedirect } from './guard.ts';

describe('the session guard', () => {
  it('lets a page with a token through and sends a visitor to the login page with the way back', () => {
    expect(sessionRedirect('M1', '/orders?status=1')).toBeUndefined();
    expect(sessionRedirect(undefined, '/orders?status=1')).toBe('/login?from=%2Forders%3Fstatus%3D1');
    expect(sessionRedirect(undefined, '/')).toBe('/login');
    expect(sessionRedirect('', '/')).toBe('/login');
  });

  it('says why when the session ended', () => {
    expect(sessionRedirect(undefined, '/products', 'expired')).toBe('/login?from=%2Fproducts&reason=expired');
    expect(loginPath('/products', 'expired')).toBe('/login?from=%2Fproducts&reason=expired');
    expect(loginReason('?from=%2Fproducts&reason=expired')).toBe('expired');
    expect(loginReason('?reason=other')).toBeUndefined();
  });

  it('returns to the page it came from, or home', () => {
    expect(returnPath('?from=%2Forders%3Fstatus%3D1')).toBe('/orders?status=1');
    expect(returnPath('')).toBe('/');
    expect(returnPath(`?${new URLSearchParams({ from: '/login?from=/x' }).toString()}`)).toBe('/');
  });

  it('never returns to another host or a non-path', () => {
    for (const from of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\nb',
      '',
    ]) {
      expect(isSafeReturn(from)).toBe(false);
      expect(returnPath(`?${new URLSearchParams({ from }).toString()}`)).toBe('/');
      expect(loginPath(from)).toBe('/login');
    }
    expect(isSafeReturn('/login')).toBe(false);
    expect(isSafeReturn('/orders/123')).toBe(true);
  });
});

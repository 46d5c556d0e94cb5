import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './loginRedirect.ts';

describe('loginRedirectTarget', () => {
  it('goes home without a redirect', () => {
    expect(loginRedirectTarget(null, 'zh')).toBe('/');
    expect(loginRedirectTarget('', 'en')).toBe('/en');
  });

  it('keeps a same-site path with its query and hash, in the page language', () => {
    expect(loginRedirectTarget('/cart', 'zh')).toBe('/cart');
    expect(loginRedirectTarget('/list?categoryId=3&sort=1#top', 'zh')).toBe('/list?categoryId=3&sort=1#top');
    expect(loginRedirectTarget('/cart', 'en')).toBe('/en/cart');
    expect(loginRedirectTarget('/en/detail?prodId=12', 'en')).toBe('/en/detail?prodId=12');
    expect(loginRedirectTarget('/en/detail?prodId=12', 'zh')).toBe('/detail?prodId=12');
    expect(loginRedirectTarget('/en', 'en')).toBe('/en');
  });

  it('refuses other sites', () => {
    for (const target of [
      'https://evil.example/cart',
      '//evil.example/cart',
      '/\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      'cart',
      ' /cart',
    ]) {
      expect(loginRedirectTarget(target, 'zh')).toBe('/');
    }
  });

  it('never goes back to the login, register or forgot-password page', () => {
    expect(loginRedirectTarget('/login?redirect=/cart', 'zh')).toBe('/');
    expect(loginRedirectTarget('/register', 'en')).toBe('/en');
    expect(loginRedirectTarget('/en/register/', 'en')).toBe('/en');
    expect(loginRedirectTarget('/forget-password', 'zh')).toBe('/');
  });
});

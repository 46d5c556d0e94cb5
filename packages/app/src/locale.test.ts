import { describe, expect, it } from 'vitest';
import { localeFromLocation } from './locale.ts';

describe('localeFromLocation', () => {
  it('prefers ?lang=, then the /en prefix, else zh', () => {
    expect(localeFromLocation({ pathname: '/cart', search: '?lang=en' })).toBe('en');
    expect(localeFromLocation({ pathname: '/en/cart', search: '' })).toBe('en');
    expect(localeFromLocation({ pathname: '/en/cart', search: '?lang=zh' })).toBe('zh');
    expect(localeFromLocation({ pathname: '/cart', search: '?lang=fr' })).toBe('zh');
    expect(localeFromLocation({ pathname: '/', search: '' })).toBe('zh');
    expect(localeFromLocation({ pathname: '/en/no-such-page', search: '' })).toBe('en');
    expect(localeFromLocation({ pathname: '/english/cart', search: '' })).toBe('zh');
  });
});

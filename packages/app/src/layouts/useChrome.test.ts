import { describe, expect, it } from 'vitest';
import { barePath, switchedLocaleUrl } from './useChrome.ts';

describe('language switch addresses', () => {
  it('strips the /en prefix', () => {
    expect(barePath('/en')).toBe('/');
    expect(barePath('/en/cart')).toBe('/cart');
    expect(barePath('/english')).toBe('/english');
    expect(barePath('/cart')).toBe('/cart');
  });
  it('goes to the other language path with the lang query', () => {
    expect(switchedLocaleUrl({ pathname: '/cart', search: '' }, 'en')).toBe('/en/cart?lang=en');
    expect(switchedLocaleUrl({ pathname: '/en/list', search: '?pn=a&lang=en' }, 'zh')).toBe(
      '/list?pn=a&lang=zh',
    );
    expect(switchedLocaleUrl({ pathname: '/en', search: '' }, 'zh')).toBe('/?lang=zh');
  });
});

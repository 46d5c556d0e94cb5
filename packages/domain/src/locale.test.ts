import { describe, expect, it } from 'vitest';
import { langQueryIsValid, localeFromAcceptLanguage } from './locale.ts';

describe('langQueryIsValid', () => {
  it('accepts no lang, en and zh', () => {
    expect(langQueryIsValid('')).toBe(true);
    expect(langQueryIsValid('?st=1')).toBe(true);
    expect(langQueryIsValid('?lang=en')).toBe(true);
    expect(langQueryIsValid('lang=zh&st=1')).toBe(true);
    expect(langQueryIsValid('?lang=zh&lang=en')).toBe(true);
  });

  it('refuses any other value, also a repeated lang whose later value is wrong', () => {
    expect(langQueryIsValid('?lang=fr')).toBe(false);
    expect(langQueryIsValid('?lang=')).toBe(false);
    expect(langQueryIsValid('?lang=zh&lang=xx')).toBe(false);
    expect(langQueryIsValid('?lang')).toBe(false);
    expect(langQueryIsValid('?%6Cang=fr')).toBe(false);
    expect(langQueryIsValid('?lang=%65n')).toBe(true);
    expect(langQueryIsValid('lang=xx&lang=zh')).toBe(false);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('English for en and en-*, else Chinese', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('zh');
  });
});

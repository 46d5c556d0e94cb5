import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { isSiteImageAddress, PlatformWebConfigParam, siteConfigFieldOf } from './platformSite.ts';

const valid = {
  pcWelcomeCn: '欢迎',
  pcWelcomeEn: 'Welcome',
  pcLogoImgText: 'Mall',
  pcLogoImg: '/site/logo.svg',
  pcCompanyNameCn: '公司',
  pcCompanyNameEn: 'Company',
  pcCompanyInfoCn: '',
  pcCompanyInfoEn: 'Line one\r\nLine two',
  pcCopyrightCn: '© 2026',
  pcCopyrightEn: '© 2026',
  pcTitleImg: '',
};

const firstError = (input: unknown) => PlatformWebConfigParam.safeParse(input).error?.issues[0]?.message;

describe('PlatformWebConfigParam', () => {
  it('trims the texts and keeps the company information on several lines', () => {
    const parsed = PlatformWebConfigParam.parse({ ...valid, pcWelcomeEn: '  Hi  ' });
    expect(parsed.pcWelcomeEn).toBe('Hi');
    expect(parsed.pcCompanyInfoEn).toBe('Line one\nLine two');
  });

  it('refuses empty required texts, too long ones and HTML, with the field message', () => {
    expect(firstError({ ...valid, pcWelcomeEn: ' ' })).toBe(messages.siteWelcomeInvalid.id);
    expect(firstError({ ...valid, pcCompanyNameCn: '' })).toBe(messages.siteCompanyNameInvalid.id);
    expect(firstError({ ...valid, pcCopyrightEn: 'c'.repeat(101) })).toBe(messages.siteCopyrightInvalid.id);
    expect(firstError({ ...valid, pcLogoImgText: 'l'.repeat(31) })).toBe(messages.siteLogoTextTooLong.id);
    expect(firstError({ ...valid, pcCompanyInfoCn: 'i'.repeat(501) })).toBe(
      messages.siteCompanyInfoTooLong.id,
    );
    expect(firstError({ ...valid, pcWelcomeCn: '<script>x</script>' })).toBe(messages.plainTextNoHtml.id);
  });

  it('takes images on this site or none, never elsewhere', () => {
    expect(isSiteImageAddress('')).toBe(true);
    expect(isSiteImageAddress('/api/uploads/2026/01/abc.png')).toBe(true);
    expect(isSiteImageAddress('https://evil.example/x.png')).toBe(false);
    expect(isSiteImageAddress('//evil.example/x.png')).toBe(false);
    expect(isSiteImageAddress('/api/uploads/../x.png')).toBe(false);
    expect(isSiteImageAddress('/a b.png')).toBe(false);
    expect(firstError({ ...valid, pcTitleImg: 'javascript:alert(1)' })).toBe(messages.siteFaviconInvalid.id);
  });

  it('names the field of an image refusal', () => {
    expect(siteConfigFieldOf(messages.siteLogoInvalid.id)).toBe('pcLogoImg');
    expect(siteConfigFieldOf(messages.siteFaviconInvalid.id)).toBe('pcTitleImg');
    expect(siteConfigFieldOf('rule.invalid')).toBeNull();
  });
});

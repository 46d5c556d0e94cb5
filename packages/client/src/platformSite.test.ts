// The platform's site-configuration endpoints (issue 18 item 2): each calls its path; the save sends the
// fields as given, the upload one multipart file.
import { describe, expect, it } from 'vitest';
import { keyOf } from './endpoint.ts';
import { fakeApiClient } from './fakeAdapter.ts';
import * as api from './index.ts';

const config = {
  pcWelcomeCn: '欢迎',
  pcWelcomeEn: 'Welcome',
  pcLogoImgText: 'Mall',
  pcLogoImg: '/site/logo.svg',
  pcCompanyNameCn: '公司',
  pcCompanyNameEn: 'Company',
  pcCompanyInfoCn: '地址',
  pcCompanyInfoEn: 'Address',
  pcCopyrightCn: '©',
  pcCopyrightEn: '©',
  pcTitleImg: '/favicon.ico',
};

describe('platform site endpoints', () => {
  it('call their paths with the bodies given', async () => {
    const { http, requests } = fakeApiClient(
      (c) =>
        c.url === '/platform/webConfig' && c.method === 'get'
          ? { status: 200, body: JSON.stringify(config) }
          : c.url === '/platform/file/upload'
            ? { status: 200, body: '"/api/uploads/2026/01/a.png"' }
            : { status: 200, body: 'true' },
      { getToken: () => 'pt' },
    );
    expect(keyOf(api.getPlatformWebConfig, undefined)).toBe('/platform/webConfig');
    expect(await api.getPlatformWebConfig(http)).toEqual(config);
    expect(await api.savePlatformWebConfig(http, config)).toBe(true);
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    expect(await api.uploadPlatformImage(http, file)).toBe('/api/uploads/2026/01/a.png');
    expect(requests.map((c) => [c.method?.toUpperCase(), c.url])).toEqual([
      ['GET', '/platform/webConfig'],
      ['PUT', '/platform/webConfig'],
      ['POST', '/platform/file/upload'],
    ]);
    expect(requests[1]!.data).toBe(JSON.stringify(config));
    expect(requests[2]!.data).toBeInstanceOf(FormData);
    // The bearer token of /platform/ paths is the platform app's client's concern (apiClient.ts's list of
    // authorized prefixes, being extended with the console app), not these functions'.
  });
});

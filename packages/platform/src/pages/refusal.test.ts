// A refusal shown in place: the server's own words for a 400, the generic problem for anything else; and
// the site form places a refusal by its field when its text is one of the field's messages.
import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { messages, siteConfigFieldOf } from '@mall/domain';
import { refusalMessageId, refusalOf } from './refusal.ts';

const i18n = { _: (d: unknown) => `translated:${(d as { id: string }).id}` } as never;

function failed(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('a change refused', () => {
  it("shows a 400's text as the server wrote it, else the server problem", () => {
    expect(refusalOf(failed(400, '网站名称不能为空'), i18n)).toBe('网站名称不能为空');
    expect(refusalOf(failed(400, '  '), i18n)).toBe(`translated:${messages.serverProblem.id}`);
    expect(refusalOf(failed(500, 'boom'), i18n)).toBe(`translated:${messages.serverProblem.id}`);
    expect(refusalOf(new AxiosError('Network Error'), i18n)).toBe(`translated:${messages.serverProblem.id}`);
  });

  it('finds the field of a refusal by its translated text, and none for another text', () => {
    const candidates = [messages.siteLogoInvalid, messages.siteFaviconInvalid];
    const favicon = refusalMessageId(`translated:${messages.siteFaviconInvalid.id}`, candidates, i18n);
    expect(favicon).toBe(messages.siteFaviconInvalid.id);
    expect(siteConfigFieldOf(favicon ?? '')).toBe('pcTitleImg');
    expect(refusalMessageId('网站名称不能为空', candidates, i18n)).toBeUndefined();
  });
});

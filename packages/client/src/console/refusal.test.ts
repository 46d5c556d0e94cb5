// A refusal shown in place: the server's own words for a 400, the generic problem for anything else; and
// the message id the server names in the 400's header, which places a refusal by its field.
import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { MESSAGE_ID_HEADER, messages } from '@mall/domain';
import { refusalIdOf, refusalOf } from './refusal.ts';

const i18n = { _: (d: unknown) => `translated:${(d as { id: string }).id}` } as never;

function failed(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, {
    status,
    statusText: '',
    headers: new AxiosHeaders(headers),
    config,
    data,
  });
}

describe('a change refused', () => {
  it("shows a 400's or 404's text as the server wrote it, else the server problem", () => {
    expect(refusalOf(failed(400, '网站名称不能为空'), i18n)).toBe('网站名称不能为空');
    expect(refusalOf(failed(400, '  '), i18n)).toBe(`translated:${messages.serverProblem.id}`);
    expect(refusalOf(failed(404, '分类不存在'), i18n)).toBe('分类不存在');
    expect(refusalOf(failed(500, 'boom'), i18n)).toBe(`translated:${messages.serverProblem.id}`);
    expect(refusalOf(new AxiosError('Network Error'), i18n)).toBe(`translated:${messages.serverProblem.id}`);
  });

  it('reads the message id of a 400 or a 404 from its header, and none from another answer', () => {
    const id = messages.siteFaviconInvalid.id;
    expect(refusalIdOf(failed(400, '图标无效', { [MESSAGE_ID_HEADER]: id }))).toBe(id);
    expect(refusalIdOf(failed(400, '图标无效', { 'X-Message-Id': id }))).toBe(id);
    expect(refusalIdOf(failed(400, '图标无效'))).toBeUndefined();
    // A platform route's missing target (decisions/0105): the page tells which one is gone by its id.
    const gone = messages.noticeNotFound.id;
    expect(refusalIdOf(failed(404, '公告不存在', { [MESSAGE_ID_HEADER]: gone }))).toBe(gone);
    expect(refusalIdOf(failed(404, 'Not Found'))).toBeUndefined();
    expect(refusalIdOf(failed(403, 'no', { [MESSAGE_ID_HEADER]: id }))).toBeUndefined();
    expect(refusalIdOf(new Error('x'))).toBeUndefined();
  });
});

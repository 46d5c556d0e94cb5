// The staff dialogs' refusal: the server's own words for a 400, the generic problem for anything else;
// and the staff section is the owner's alone.
import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { permissionsOf } from '@mall/domain';
import { allowedSections } from '../sections.ts';
import { refusalOf } from './refusal.ts';

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

describe('a staff change refused', () => {
  it("shows a 400's text as the server wrote it", () => {
    expect(refusalOf(failed(400, '用户名已存在'), i18n)).toBe('用户名已存在');
  });

  it('shows the server problem for an empty 400, a 500, a network failure or anything else', () => {
    expect(refusalOf(failed(400, '  '), i18n)).toBe('translated:error.server');
    expect(refusalOf(failed(500, 'boom'), i18n)).toBe('translated:error.server');
    expect(refusalOf(new AxiosError('Network Error'), i18n)).toBe('translated:error.server');
    expect(refusalOf(new Error('RSA encryption failed'), i18n)).toBe('translated:error.server');
  });
});

describe('the staff section', () => {
  it('is in the owner menu only', () => {
    expect(allowedSections(permissionsOf('owner')).map((s) => s.key)).toContain('staff');
    for (const role of ['orders', 'products', 'chat', 'all'] as const) {
      expect(allowedSections(permissionsOf(role)).map((s) => s.key)).not.toContain('staff');
    }
  });
});

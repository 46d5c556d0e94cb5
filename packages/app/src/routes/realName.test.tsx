// The real-name route assembled with its data (rendered to markup from SWR's fallback: no network), and
// how a failed verification's answer becomes what the screen tells (hooks/identity.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { MessageDescriptor } from '@lingui/core';
import { activateLocale, i18n } from '@mall/ui/i18n';
import { messages, type RealNameInfo } from '@mall/domain';
import { realNameFailureOf, realNameKey } from '../hooks/identity.ts';
import { Component as RealNameRoute } from './userCenter/uc-authenticationName.tsx';
import { userCenterModulePath } from './userCenterChild.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const URL = '/en/user-center/uc-authenticationName';
const render = (info: RealNameInfo) =>
  renderRoute(URL, <RealNameRoute />, swrFallback([[realNameKey, info]]), { toasts: true });

function failed(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config: { headers: new AxiosHeaders() } };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('the real-name route', () => {
  it('is the child page of uc-authenticationName (no longer "coming soon")', () => {
    // The dispatcher (userCenter.tsx) loads the child's module from this same glob.
    const modules = import.meta.glob(['./userCenter/*.tsx', '!./userCenter/*.test.tsx']);
    expect(Object.keys(modules)).toContain(userCenterModulePath('uc-authenticationName'));
  });

  it('shows the form to a shopper without a verified identity', () => {
    const html = render({ status: 0, realName: null, idCard: null });
    expect(html).toContain('Real-name authentication');
    expect(html).toContain('Real name');
    expect(html).toContain('ID card number');
    expect(html).toContain('type="submit"');
    expect(html).not.toContain('Your identity is verified');
  });

  it('shows the verified identity masked, without a form', () => {
    const html = render({ status: 1, realName: '张*', idCard: '110***********002X' });
    expect(html).toContain('Your identity is verified');
    expect(html).toContain('张*');
    expect(html).toContain('110***********002X');
    expect(html).not.toContain('<form');
  });
});

describe('realNameFailureOf', () => {
  const translate = (d: MessageDescriptor) => i18n._(d);

  it('tells the mismatch, another refusal or "not available" with its text, and the unknown error', () => {
    expect(realNameFailureOf(failed(400, i18n._(messages.realNameMismatch)), translate)).toEqual({
      kind: 'mismatch',
    });
    const taken = i18n._(messages.realNameIdentityTaken);
    expect(realNameFailureOf(failed(400, taken), translate)).toEqual({ kind: 'refused', message: taken });
    expect(realNameFailureOf(failed(503, i18n._(messages.unknownError)), translate)).toEqual({
      kind: 'unknown',
    });
    // No provider configured: the server's "not available", as it says it.
    const unavailable = i18n._(messages.realNameUnavailable);
    expect(realNameFailureOf(failed(503, unavailable), translate)).toEqual({
      kind: 'refused',
      message: unavailable,
    });
    expect(realNameFailureOf(failed(500, ''), translate)).toEqual({ kind: 'unknown' });
    expect(realNameFailureOf(new Error('network'), translate)).toEqual({ kind: 'unknown' });
  });

  it('leaves a 401 to the login popup', () => {
    const unauthorised = failed(401, 'Please log in first');
    expect(() => realNameFailureOf(unauthorised, translate)).toThrow(unauthorised);
  });
});

// A data-folder file made once: the first content stays, a later caller reads it, no temporary file is
// left; the secrets made this way (SSO, sandbox payments) are the same for every caller of one folder.
// (Several processes at once: modules/account/rsa.test.ts.)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ssoSecretFrom } from '../modules/account/config.ts';
import { sandboxSecretFrom } from '../modules/payment/config.ts';
import { readOrCreateOnce } from './files.ts';

const dir = mkdtempSync(join(tmpdir(), 'mall-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the first content and leaves no temporary file', () => {
  const file = join(dir, 'nested', 'key');
  expect(readOrCreateOnce(file, () => 'first')).toBe('first');
  expect(readOrCreateOnce(file, () => 'second')).toBe('first');
  expect(readdirSync(join(dir, 'nested'))).toEqual(['key']);
});

it('gives every caller of one folder the same development secrets', () => {
  const folder = join(dir, 'data');
  const sso = ssoSecretFrom(folder, {});
  expect(sso).toMatch(/^[\w-]{43}$/);
  expect(ssoSecretFrom(folder, {})).toBe(sso);
  const sandbox = sandboxSecretFrom(folder, {});
  expect(sandbox).toMatch(/^[\w-]{43}$/);
  expect(sandboxSecretFrom(folder, {})).toBe(sandbox);
  expect(readdirSync(folder).sort()).toEqual(['sandbox-pay-secret', 'sso-secret']);
});

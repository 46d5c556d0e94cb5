// zod.ts: in a browser, zod never probes for eval (the mall's CSP forbids it); in Node it keeps its compiler;
// it runs before every schema the domain makes, wherever a bundler puts the module.
import { config, z } from 'zod';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  config({ jitless: false });
});

it('leaves the compiler on in Node', async () => {
  await import('./zod.ts');
  expect(config().jitless).toBeFalsy();
});

it('turns it off in a browser, so parsing never calls Function', async () => {
  vi.stubGlobal('window', {});
  await import('./zod.ts');
  expect(config().jitless).toBe(true);
  const spy = vi.spyOn(globalThis, 'Function');
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

it('runs before any schema of the domain: every module that makes schemas imports it first', () => {
  const dir = dirname(fileURLToPath(import.meta.url));
  const modules = ['rules.ts', ...readdirSync(join(dir, 'contract')).map((name) => `contract/${name}`)]
    .filter((file) => !file.endsWith('.test.ts'))
    .filter((file) => /^import .* from 'zod';$/m.test(readFileSync(join(dir, file), 'utf8')));
  expect(modules.length).toBeGreaterThan(10);
  const late = modules.filter((file) => {
    const firstImport = readFileSync(join(dir, file), 'utf8').match(/^import .*$/m)?.[0];
    return !/^import '(\.\.?\/)+zod\.ts';$/.test(firstImport ?? '');
  });
  expect(late).toEqual([]);
});

// zod.ts: in a browser, zod never probes for eval (the mall's CSP forbids it); in Node it keeps its compiler;
// it runs before every schema the domain makes, wherever a bundler puts the module.
import { config, z } from 'zod';
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
  const sources = import.meta.glob<string>(['./rules.ts', './contract/*.ts', '!./contract/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const modules = Object.entries(sources).filter(([, text]) => /^import .* from 'zod';$/m.test(text));
  expect(modules.length).toBeGreaterThan(10);
  const late = modules
    .filter(([, text]) => !/^import '(\.\.?\/)+zod\.ts';$/.test(text.match(/^import .*$/m)?.[0] ?? ''))
    .map(([file]) => file);
  expect(late).toEqual([]);
});

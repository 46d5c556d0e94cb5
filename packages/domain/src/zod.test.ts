// zod.ts: in a browser, zod never probes for eval (the mall's CSP forbids it); in Node it keeps its compiler.
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

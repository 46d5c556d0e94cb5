// The routes every Fastify instance of a sweep test file registers (src/test/sweep.ts): the file mocks
// 'fastify' with `recordingFastify`, whose instances report each route through the onRoute hook, so that
// the sweep finds every route buildServer registers, documented or not. Kept apart from the harness: the
// mock factory imports this module, which must not import fastify itself.
import type { RouteOptions, fastify } from 'fastify';

export const registered: { method: string; url: string }[] = [];

/** The 'fastify' module with its factory wrapped to record routes. */
export function recordingFastify(module: unknown): unknown {
  const actual = module as { default: typeof fastify };
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
}

// The audience scopes (decisions/0025): a scope's guard runs for every route inside it and for none
// outside; the platform scope runs the guard it is given (the platform module's token check, tested with
// the real server in modules/platform/platform.test.ts) before any of its routes.
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@mall/domain';
import { translate } from './i18n.ts';
import { installErrors, UnauthorizedError } from './plugins/errors.ts';
import { installLanguage } from './plugins/language.ts';
import { audienceScope, mount, platformScope } from './scopes.ts';

const ping: FastifyPluginAsync<{ path: string }> = async (app, { path }) => {
  app.get(path, () => 'pong');
};

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function build(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  app = Fastify();
  installLanguage(app);
  installErrors(app);
  await register(app);
  await app.ready();
  return app;
}

describe('audience scopes', () => {
  it('apply their guard once to every route inside, and to none outside', async () => {
    let calls = 0;
    const guard = () => {
      calls += 1;
      return Promise.resolve();
    };
    const server = await build(async (a) => {
      await a.register(ping, { path: '/public' });
      await a.register(
        audienceScope(guard, [mount(ping, { path: '/inside/a' }), mount(ping, { path: '/inside/b' })]),
      );
    });
    await server.inject({ url: '/public' });
    expect(calls).toBe(0);
    await server.inject({ url: '/inside/a' });
    await server.inject({ url: '/inside/b' });
    expect(calls).toBe(2);
  });

  it("the platform scope answers its guard's 401 before any of its routes", async () => {
    const refuse = () => Promise.reject(new UnauthorizedError(messages.loginFirst));
    const server = await build(async (a) => {
      await a.register(platformScope(refuse, [mount(ping, { path: '/platform/ping' })]));
    });
    const res = await server.inject({ url: '/platform/ping' });
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(translate('zh', messages.loginFirst));
  });
});

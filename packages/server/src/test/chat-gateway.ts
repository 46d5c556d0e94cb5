// The chat gateway's servers for the tests (chat/gateway.test.ts, chat/cluster.test.ts), listening on a
// free port of 127.0.0.1 for real websocket clients: `listeningMall` the whole API with its chat wiring
// (an instance), `withGatewayApp` a bare Fastify app with only the gateway, whose bus, service and
// options the test chooses (a failing bus, a small send buffer, a hook holding an upgrade), closed after
// the test's body.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { HotCache } from '../lib/cache.ts';
import { chatGateway, type ChatGatewayOptions } from '../modules/chat/gateway.ts';
import { chatPresence } from '../modules/chat/presence.ts';
import { installLanguage } from '../plugins/language.ts';
import { testServer } from './inject.ts';

/** The websocket URL of a listening app's `path`. */
export function wsUrlOf(app: FastifyInstance, path: string): string {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
}

/** The API (testServer, its chat included) listening; `url` is its chat websocket. The caller closes it. */
export async function listeningMall(
  options: Parameters<typeof testServer>[0],
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await testServer(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: wsUrlOf(app, '/api/im/ws') };
}

/**
 * A bare app with only the chat gateway (at `/im/ws`, the request's language installed), listening
 * while `body` runs, then closed. Defaults: the real clock, a hot cache that keeps nothing, the
 * database presence. `before` adds hooks before the gateway is registered.
 */
export async function withGatewayApp(
  options: Pick<ChatGatewayOptions, 'db' | 'service' | 'bus'> & Partial<ChatGatewayOptions>,
  body: (gateway: { app: FastifyInstance; url: string }) => Promise<void>,
  before?: (app: FastifyInstance) => void,
): Promise<void> {
  const app = Fastify();
  try {
    before?.(app);
    installLanguage(app);
    await app.register(chatGateway, {
      now: Date.now,
      cache: new HotCache({ ttlMs: 0 }),
      presence: chatPresence({ db: options.db, now: Date.now }),
      ...options,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await body({ app, url: wsUrlOf(app, '/im/ws') });
  } finally {
    await app.close();
  }
}

// The merchant centre's files at /merchant-center/ (packages/merchant's build, decisions/0062): the
// hashed assets (dist/assets, with the .br and .gz the build writes beside them) cached for a year, and
// index.html, never cached, for every other path under it, since the centre routes in the browser. A
// missing asset is a 404 (never the page's HTML in place of a script). Without a build, a 503 says how to
// make one. The storefront's pages, Storybook and the API are not touched.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@mall/domain';
import { sendText } from './plugins/errors.ts';

/** Where the merchant centre is served (its Vite `base`). */
export const MERCHANT_CENTER_PREFIX = '/merchant-center/';

/** Where the platform console is served (its Vite `base`; decisions/0081). */
export const PLATFORM_CONSOLE_PREFIX = '/platform/';

/** Serves the built merchant centre of `dir` (packages/merchant/dist) under /merchant-center/. */
export function serveMerchantCenter(app: FastifyInstance, dir: string): Promise<void> {
  return serveConsole(app, dir, MERCHANT_CENTER_PREFIX, 'merchant centre');
}

/** Serves the built platform console of `dir` (packages/platform/dist) under /platform/. */
export function servePlatformConsole(app: FastifyInstance, dir: string): Promise<void> {
  return serveConsole(app, dir, PLATFORM_CONSOLE_PREFIX, 'platform console');
}

/** Serves a console's build of `dir` under `prefix` ('/name/'), as described above. */
export async function serveConsole(
  app: FastifyInstance,
  dir: string,
  prefix: string,
  name: string,
): Promise<void> {
  const assetsDir = join(dir, 'assets');
  const indexFile = join(dir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix,
      index: false,
      wildcard: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed build assets never change; everything else (index.html itself) is revalidated.
        reply.header(
          'cache-control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const page = (reply: FastifyReply) => {
    if (indexHtml === null) {
      return reply
        .code(503)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(`The ${name} is not built yet: run \`npm start\` (it builds what is missing).`);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };

  const bare = prefix.slice(0, -1);
  app.get(bare, (request, reply) => {
    const query = request.url.slice(bare.length);
    return reply.redirect(`${prefix}${query}`);
  });
  app.get(`${prefix}*`, (request, reply) => {
    const path = request.url.slice(prefix.length).split(/[?#]/)[0] ?? '';
    // An asset the build does not have (an old hash): a plain 404, not the page.
    if (path.startsWith('assets/')) return sendText(reply, 404, request.t(messages.notFound));
    return page(reply);
  });
}

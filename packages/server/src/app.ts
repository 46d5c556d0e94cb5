// The mall's one HTTP server: the API (mounted at /api by later modules), the built storefront and the
// built Storybook at /storybook. Every page GET answers the app's index.html: 200 for a path of the
// domain route table, 404 for anything else, so a shopper's unknown page is a real 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute, isLocale } from '@mall/domain';

export interface ServerOptions {
  /** Folder of the built storefront (packages/app/dist). */
  appDir: string;
  /** Folder of the built Storybook. */
  storybookDir: string;
  logger?: boolean;
}

/** What a page path answers: 200, a redirect (the /zh prefix), or 404. */
export function pageStatus(url: string): { status: 200 | 404 } | { status: 302; location: string } {
  const parsed = new URL(url, 'http://mall.local');
  const lang = parsed.searchParams.get('lang');
  if (lang !== null && !isLocale(lang)) return { status: 404 };
  const match = matchRoute(parsed.pathname);
  if (!match) return { status: 404 };
  if (match.redirect !== undefined) return { status: 302, location: match.redirect + parsed.search };
  return { status: 200 };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const indexFile = join(options.appDir, 'index.html');
  // Read once: the shell is small and served on every page load.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (existsSync(options.storybookDir)) {
    await app.register(fastifyStatic, {
      root: options.storybookDir,
      prefix: '/storybook/',
      decorateReply: false,
      redirect: true,
    });
  }

  if (existsSync(options.appDir)) {
    await app.register(fastifyStatic, {
      root: options.appDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(reply, path) {
        // Hashed build assets never change; everything else is revalidated.
        reply.header(
          'cache-control',
          path.startsWith(join(options.appDir, 'assets'))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (request.url === '/storybook') return reply.redirect('/storybook/');
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    const page = pageStatus(request.url);
    if (page.status === 302) return reply.redirect(page.location);
    if (indexHtml === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet: run `npm start` (it builds what is missing).');
    }
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  return app;
}

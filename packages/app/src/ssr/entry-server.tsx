// The storefront's server renderer (decisions/0038), built by `vite build --ssr` into
// packages/app/dist-server and loaded by the mall's server (packages/server/src/pages.ts). React Router 7
// in data mode: the static handler matches the address and loads the route's lazy screen module; the page
// renders for a visitor (no token: per-shopper parts stay in the browser) in the address's language with
// its own Lingui instance. SWR's queries are collected by rendering, fetched once through the server's API
// in process, and the page rendered again with the answers, until no new query appears (a few rounds at
// most: a detail page asks for its store after its product). The answers go to the browser with the page.
import { renderToString } from 'react-dom/server';
import { StrictMode, type ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { SWRConfig } from 'swr';
import type { AxiosInstance } from 'axios';
import { createApiClient } from '@mall/client';
import { locales, type Locale } from '@mall/domain';
import { loadMessages } from '@mall/ui/i18n';
import { localeFromLocation } from '../locale.ts';
import { routes } from '../router.tsx';
import { AppProviders } from '../shell/AppProviders.tsx';
import { bootDataScript } from './boot.ts';
import { mainItemKey, pageHeadHtml } from './head.ts';
import { collectQueries, fetchInto, type SwrFallback } from './swrData.ts';
import { transportAdapter, type PageTransport } from './transport.ts';

export type { PageTransport, TransportReply, TransportRequest } from './transport.ts';

/** Rounds of render-and-fetch at most (the deepest page, the detail, needs two). */
const MAX_ROUNDS = 4;

export interface RenderedPage {
  kind: 'page';
  locale: Locale;
  /** What goes in `<head>` after the shell's own tags: title, description, canonical, alternates, ... */
  head: string;
  /** The root element's content. */
  html: string;
  /** The boot data block, placed after the root element. */
  data: string;
  /** The answers the page was rendered with, by SWR key (the head metadata reads them). */
  fallback: SwrFallback;
  /** The page is about one thing (product, store, notice) that the API says does not exist. */
  notFound: boolean;
}

export interface RedirectedPage {
  kind: 'redirect';
  status: number;
  location: string;
}

export interface PageRenderer {
  /** Renders the page of `url`; `origin` (default: the URL's) makes the head's absolute addresses. */
  render(url: URL, origin?: string): Promise<RenderedPage | RedirectedPage>;
}

export interface RendererOptions {
  /** Answers the renderer's API requests (the server: Fastify's inject). */
  transport: PageTransport;
  /** The API base path (default `/api`). */
  apiBase?: string;
}

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('../locales/zh.po'),
  en: () => import('../locales/en.po'),
};

export async function createPageRenderer(options: RendererOptions): Promise<PageRenderer> {
  const handler = createStaticHandler(routes);
  const i18ns = {} as Record<Locale, I18n>;
  const clients = {} as Record<Locale, AxiosInstance>;
  const adapter = transportAdapter(options.transport);
  for (const locale of locales) {
    const i18n = setupI18n({
      locale,
      messages: { [locale]: await loadMessages(locale, [catalogs[locale]]) },
    });
    i18ns[locale] = i18n;
    clients[locale] = createApiClient({
      baseURL: options.apiBase ?? '/api',
      adapter,
      getLocale: () => locale,
      getToken: () => undefined,
      clearToken: () => {},
      notify: () => {},
      onShowLogin: () => {},
      translate: (descriptor: MessageDescriptor) => i18n._(descriptor),
    });
  }

  return {
    async render(url, origin = url.origin) {
      const context = await handler.query(new Request(url, { method: 'GET' }));
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      const locale = localeFromLocation(url);
      const i18n = i18ns[locale];
      const fallback: SwrFallback = {};
      const failures = new Map<string, number>();
      const collector = collectQueries(fallback);
      const router = createStaticRouter(handler.dataRoutes, context);
      const page = (): ReactNode => (
        <StrictMode>
          <I18nProvider i18n={i18n}>
            <AppProviders client={clients[locale]}>
              <SWRConfig value={{ fallback, use: [collector.middleware] }}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </SWRConfig>
            </AppProviders>
          </I18nProvider>
        </StrictMode>
      );
      let html = renderToString(page());
      for (let round = 1; round < MAX_ROUNDS; round++) {
        const queries = collector.take();
        if (queries.size === 0) break;
        await fetchInto(fallback, queries, failures);
        html = renderToString(page());
      }
      // The API refuses an unknown id with 400 (the contract's "does not exist"), or 404.
      const mainKey = mainItemKey(url);
      const mainStatus = mainKey === undefined ? undefined : failures.get(mainKey);
      const notFound = mainStatus === 400 || mainStatus === 404;
      return {
        kind: 'page',
        locale,
        notFound,
        head: pageHeadHtml({ url, origin, locale, i18n, fallback, notFound }),
        html,
        fallback,
        data: bootDataScript({
          locale,
          fallback,
          router: { loaderData: context.loaderData, actionData: context.actionData },
        }),
      };
    },
  };
}

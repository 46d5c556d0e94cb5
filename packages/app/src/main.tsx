import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n } from '@mall/ui/i18n';
import { createAppApiClient } from './session/apiClient.ts';
import { localeFromLocation } from './locale.ts';
import { createMallRouter } from './router.tsx';
import { currentChannel } from './session/channel.ts';
import { runSsoExchange } from './session/login.ts';
import { notifier } from './session/notifier.ts';
import { AppProviders } from './shell/AppProviders.tsx';
import { readBootData } from './ssr/boot.ts';
import { freshOnHydration } from './ssr/swrData.ts';
import './styles.css';

const locale = await activateLocale(localeFromLocation(window.location), [
  () => import(`./locales/${localeFromLocation(window.location)}.po`),
]);
const boot = readBootData(document);
// A server-rendered page comes with its language and title; the development server's shell gets them here.
if (!boot) {
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n._(msg`Global shopping mall`);
}

const client = createAppApiClient({
  getLocale: () => locale,
  notify: notifier.notify,
  translate: (descriptor) => i18n._(descriptor),
});

// External sign-on: a `code` in the address is exchanged for our token before the first render, so the
// page renders signed in; the code leaves the address either way (spec section 4).
await runSsoExchange(client, currentChannel().appType, window.location, window.history);

// A server-rendered page (decisions/0038) is hydrated with the answers it was rendered with; the
// development server's page (no boot data) is rendered here from scratch.
const router = await createMallRouter(boot?.router);
const swrData = boot
  ? { fallback: boot.fallback, use: [freshOnHydration(new Set(Object.keys(boot.fallback)))] }
  : {};

const page = (
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppProviders client={client}>
        <SWRConfig value={swrData}>
          <RouterProvider router={router} />
        </SWRConfig>
      </AppProviders>
    </I18nProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (boot) {
  hydrateRoot(root, page, {
    // A mismatch is a bug (the hydration journey fails on this line in the console).
    onRecoverableError: (error) => console.error('Hydration mismatch:', error),
  });
} else createRoot(root).render(page);

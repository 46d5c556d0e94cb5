// First, before any schema is made: zod's setting for browsers (no eval probe under the CSP).
import '@mall/domain/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
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
import './styles.css';

const locale = await activateLocale(localeFromLocation(window.location), [
  () => import(`./locales/${localeFromLocation(window.location)}.po`),
]);
document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
document.title = i18n._(msg`Global shopping mall`);

const client = createAppApiClient({
  getLocale: () => locale,
  notify: notifier.notify,
  translate: (descriptor) => i18n._(descriptor),
});

// External sign-on: a `code` in the address is exchanged for our token before the first render, so the
// page renders signed in; the code leaves the address either way (spec section 4).
await runSsoExchange(client, currentChannel().appType, window.location, window.history);

const router = createMallRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>
  </StrictMode>,
);

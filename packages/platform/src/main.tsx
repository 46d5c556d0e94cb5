// The platform console in the browser (decisions/0081): the language kept (zh by default) with the ui,
// domain, console tier and console catalogs, the one API client (the platform token; a 401 drops it and
// the route guard shows the login page with the way back), then the router inside the providers.
// Client-rendered: the server sends the same index.html for every path under /platform/.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { ApiProviders } from '@mall/client/swr';
import { createConsoleApiClient } from '@mall/client/console';
import { ToastHost } from '@mall/ui';
import { i18n } from '@mall/ui/i18n';
import { applyLanguage } from './localeSwitch.ts';
import { createPlatformRouter } from './router.tsx';
import { notifier, platformToken, storedLocale } from './session.ts';
import './styles.css';

await applyLanguage(storedLocale());
document.title = i18n._(msg`Platform console`);
i18n.on('change', () => {
  document.title = i18n._(msg`Platform console`);
});

const router = createPlatformRouter();
const client = createConsoleApiClient({
  tokens: platformToken,
  getLocale: () => (i18n.locale === 'en' ? 'en' : 'zh'),
  notify: notifier.notify,
  translate: (descriptor) => i18n._(descriptor),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ApiProviders client={client}>
        <ToastHost connect={notifier.connect}>
          <RouterProvider router={router} />
        </ToastHost>
      </ApiProviders>
    </I18nProvider>
  </StrictMode>,
);

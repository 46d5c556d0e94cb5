// The merchant centre in the browser (decisions/0062): the language kept (zh by default) with the ui,
// domain, console and centre catalogs, the one API client (the merchant token; a 401 drops it and the
// route guard shows the login page with the way back), then the router inside the providers. Client-rendered: the server sends the
// same index.html for every path under /merchant-center/.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { i18n } from '@mall/ui/i18n';
import { storedLocale } from './locale.ts';
import { applyLanguage } from './localeSwitch.ts';
import { createMerchantRouter } from './router.tsx';
import { createConsoleApiClient as createMerchantApiClient } from '@mall/client/console';
import { notifier } from './session/notifier.ts';
import { merchantToken } from './session/token.ts';
import { AppProviders } from './shell/AppProviders.tsx';
import './styles.css';

await applyLanguage(storedLocale());
document.title = i18n._(msg`Merchant centre`);
i18n.on('change', () => {
  document.title = i18n._(msg`Merchant centre`);
});

const router = createMerchantRouter();
const client = createMerchantApiClient({
  tokens: merchantToken,
  getLocale: () => (i18n.locale === 'en' ? 'en' : 'zh'),
  notify: notifier.notify,
  translate: (descriptor) => i18n._(descriptor),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </I18nProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n } from '@mall/ui/i18n';
import { localeFromLocation } from './locale.ts';
import { createMallRouter } from './router.tsx';
import './styles.css';

const locale = await activateLocale(localeFromLocation(window.location), [
  () => import(`./locales/${localeFromLocation(window.location)}.po`),
]);
document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
document.title = i18n._(msg`Global shopping mall`);

const router = createMallRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@mall/ui/i18n';
import { App } from './App.tsx';
import { localeFromLocation } from './locale.ts';
import './styles.css';

const locale = await activateLocale(localeFromLocation(window.location), [
  () => import(`./locales/${localeFromLocation(window.location)}.po`),
]);
document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App />
    </I18nProvider>
  </StrictMode>,
);

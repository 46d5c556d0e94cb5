import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../packages/ui/src/i18n/index.ts';
import { consoleCatalogs } from '../packages/ui/src/i18n/console.ts';
import { chromaticModes, viewports } from '../packages/ui/src/storybook/matrix.ts';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the mall',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    a11y: { test: 'error' },
    // Chromatic (optional cloud review, chromatic.config.json) snapshots each story in every mode.
    chromatic: { modes: chromaticModes },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [
    async ({ globals }) => {
      // The consoles' catalogs too (the storefront's bundle leaves them out: i18n/console.ts).
      const locale = globals.locale === 'en' ? 'en' : 'zh';
      await activateLocale(locale, [consoleCatalogs[locale]]);
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <I18nProvider i18n={i18n} key={String(globals.locale)}>
        <div lang={i18n.locale === 'zh' ? 'zh-CN' : 'en'}>
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
};

export default preview;

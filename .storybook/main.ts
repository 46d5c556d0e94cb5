import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { mallVitePlugins, optimizedDeps } from '../vite.shared.ts';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The tests need no props tables: without the TypeScript docgen each component loads faster (0106).
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: mallVitePlugins(),
      optimizeDeps: {
        include: optimizedDeps,
        entries: ['.storybook/preview.tsx', 'packages/ui/src/**/*.stories.tsx'],
      },
    });
  },
};

export default config;

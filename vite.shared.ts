// The Vite plugins every bundle of the mall needs: the app, Storybook (through viteFinal) and the Vitest
// browser projects. Lingui macros are compiled by Babel (plugin-react 6 has no babel option), .po
// catalogs are compiled on import, and Tailwind builds the design tokens.
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import type { PluginOption } from 'vite';

export function mallVitePlugins(): PluginOption[] {
  return [
    react(),
    babel({
      // Only our own sources use macros; skipping the rest keeps builds fast.
      include: /packages[\\/](ui|app)[\\/]src[\\/].*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
      sourceMap: true,
    }),
    lingui(),
    tailwindcss(),
  ];
}

/** Dependencies Vite must pre-bundle up front, so that a first run never reloads a page mid-test. */
export const optimizedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@lingui/core',
  '@lingui/react',
  'radix-ui',
  '@tanstack/react-table',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'zod',
  'crypto-js/md5',
  '@sinonjs/fake-timers',
];

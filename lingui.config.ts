import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One Lingui configuration for the repository. English is the source language of the code; Chinese is
// the site's default language. Catalogs live beside what they translate: one for domain (rule and server
// messages, plain descriptors), one per ui component folder (a merchant screen's too), one per app. Per-folder catalogs keep
// parallel work on different components from ever editing the same .po file.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  // A stable order, so that re-extracting never reshuffles a catalog.
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/packages/domain/src/locales/{locale}', include: ['<rootDir>/packages/domain/src'] },
    {
      path: '<rootDir>/packages/ui/src/primitives/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/primitives/{name}/'],
    },
    {
      path: '<rootDir>/packages/ui/src/mall/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/mall/{name}/'],
    },
    {
      path: '<rootDir>/packages/ui/src/screens/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/screens/{name}/'],
      // The consoles' screens keep a catalog each (below), out of the storefront's.
      exclude: [
        '<rootDir>/packages/ui/src/screens/merchant/**',
        '<rootDir>/packages/ui/src/screens/platform/**',
      ],
    },
    {
      path: '<rootDir>/packages/ui/src/screens/merchant/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/screens/merchant/{name}/'],
    },
    {
      path: '<rootDir>/packages/ui/src/screens/platform/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/screens/platform/{name}/'],
    },
    {
      path: '<rootDir>/packages/ui/src/console/{name}/locales/{locale}',
      include: ['<rootDir>/packages/ui/src/console/{name}/'],
    },
    {
      // ui sources outside the component folders (the Tokens page, shared story helpers).
      path: '<rootDir>/packages/ui/src/locales/{locale}',
      include: ['<rootDir>/packages/ui/src'],
      exclude: [
        '<rootDir>/packages/ui/src/primitives/**',
        '<rootDir>/packages/ui/src/mall/**',
        '<rootDir>/packages/ui/src/screens/**',
        '<rootDir>/packages/ui/src/console/**',
      ],
    },
    {
      path: '<rootDir>/packages/app/src/locales/{locale}',
      include: ['<rootDir>/packages/app/src'],
    },
    {
      // The merchant centre (packages/merchant, decisions/0062).
      path: '<rootDir>/packages/merchant/src/locales/{locale}',
      include: ['<rootDir>/packages/merchant/src'],
    },
  ],
});

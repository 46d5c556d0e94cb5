// One lint configuration for the repository. Besides the usual rules it enforces the import direction
// of docs/architecture.md: domain imports nothing of ours; ui, client and server import domain only; only
// the apps (app, the storefront; merchant, the merchant centre; platform, the platform console) import
// client; nothing imports an app or server, and the apps never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: 'This import breaks the package direction in docs/architecture.md.',
      })),
    },
  ],
});

const clientForbidden = [
  '@mall/ui',
  '@mall/ui/*',
  '@mall/app',
  '@mall/merchant',
  '@mall/platform',
  '@mall/server',
  'react-router',
  'react-dom',
  '**/ui/src/**',
  '**/app/src/**',
  '**/merchant/src/**',
  '**/platform/src/**',
  '**/server/src/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.tsbuild/**',
      'packages/server/public/**',
      '**/locales/*.ts',
      'storybook-static/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/domain/src/**'],
    rules: restrict(
      '@mall/*',
      'react',
      'react-dom',
      '**/ui/**',
      '**/app/**',
      '**/merchant/src/**',
      '**/platform/src/**',
      '**/server/**',
      '**/client/**',
    ),
  },
  {
    files: ['packages/ui/src/**'],
    rules: restrict(
      '@mall/app',
      '@mall/merchant',
      '@mall/platform',
      '@mall/server',
      '@mall/ui',
      '@mall/client',
      '@mall/client/*',
      'axios',
      'swr',
      'react-router',
      '**/app/src/**',
      '**/merchant/src/**',
      '**/platform/src/**',
      '**/server/src/**',
      '**/client/src/**',
    ),
  },
  {
    // The client: transport and endpoints over domain, free of React; only its `swr` entry may use react
    // and swr. Never the router or the design system.
    files: ['packages/client/src/**'],
    ignores: ['packages/client/src/swr/**'],
    rules: restrict(...clientForbidden, 'react', 'swr'),
  },
  { files: ['packages/client/src/swr/**'], rules: restrict(...clientForbidden) },
  {
    // The console kit (decisions/0080): React and the router, for the apps of the consoles; never the
    // design system (the apps hand it its views).
    files: ['packages/client/src/console/**'],
    rules: restrict(...clientForbidden.filter((p) => p !== 'react-router' && p !== 'react-dom')),
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict(
      '@mall/ui',
      '@mall/app',
      '@mall/merchant',
      '@mall/platform',
      '@mall/client',
      '@mall/client/*',
      'react',
      '**/ui/src/**',
      '**/app/src/**',
      '**/merchant/src/**',
      '**/platform/src/**',
      '**/client/src/**',
    ),
  },
  // The apps import ui, client and domain, never the server or each other.
  {
    files: ['packages/app/src/**'],
    rules: restrict(
      '@mall/server',
      '@mall/merchant',
      '@mall/platform',
      '**/server/src/**',
      '**/merchant/src/**',
      '**/platform/src/**',
    ),
  },
  {
    files: ['packages/merchant/src/**'],
    rules: restrict(
      '@mall/server',
      '@mall/app',
      '@mall/platform',
      '**/server/src/**',
      '**/app/src/**',
      '**/platform/src/**',
    ),
  },
  {
    files: ['packages/platform/src/**'],
    rules: restrict(
      '@mall/server',
      '@mall/app',
      '@mall/merchant',
      '**/server/src/**',
      '**/app/src/**',
      '**/merchant/src/**',
    ),
  },
);

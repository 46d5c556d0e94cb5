// One lint configuration for the repository. Besides the usual rules it enforces the import direction
// of docs/architecture.md: domain imports nothing of ours, ui and server import domain only, nothing
// imports app or server.
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    rules: restrict('@mall/*', 'react', 'react-dom', '**/ui/**', '**/app/**', '**/server/**'),
  },
  {
    files: ['packages/ui/src/**'],
    rules: restrict(
      '@mall/app',
      '@mall/server',
      '@mall/ui',
      'axios',
      'swr',
      'react-router',
      '**/app/src/**',
      '**/server/src/**',
    ),
  },
  {
    files: ['packages/server/src/**'],
    rules: restrict('@mall/ui', '@mall/app', 'react', '**/ui/src/**', '**/app/src/**'),
  },
  { files: ['packages/app/src/**'], rules: restrict('@mall/server', '**/server/src/**') },
);

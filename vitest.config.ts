// The test projects: domain, server, client, app (storefront), merchant (merchant centre), platform (platform console) and ui unit tests in Node (ui: logic a story cannot show);
// every Storybook story as a test in real
// Chromium (play functions + a11y); visual baselines of the mall components' "all states" stories.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { mallVitePlugins, optimizedDeps } from './vite.shared.ts';
import { chromePath } from './scripts/chrome-path.mjs';

const chromium = (
  extraArgs: string[] = [],
  contextOptions: { viewport?: { width: number; height: number } } = {},
) =>
  playwright({
    contextOptions,
    launchOptions: {
      executablePath: chromePath() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
        ...extraArgs,
      ],
    },
  });

/**
 * The server test files that start processes of their own (server instances, nginx, the CLI, a crash and
 * restart) or call every route: each takes a minute or more, so they start first. The default order is
 * the slowest first from the last run's timings, but a clean clone (CI) has none and falls back to file
 * size, which put these last and left one worker running them alone at the end (decisions/0106).
 */
const longServerFiles = [
  /\/sweep\.part\d\.test\.ts$/,
  /\/cluster\.test\.ts$/,
  /\/crash\.test\.ts$/,
  /\/production-start\.test\.ts$/,
  /\/fuzz\.test\.ts$/,
  /\/main\.test\.ts$/,
  /\/scaleout\.test\.ts$/,
  /\/modules\/merchant\/cli\.test\.ts$/,
  /\/modules\/platform\/cli\.test\.ts$/,
  /\/modules\/chat\/gateway\.test\.ts$/,
];
const isLongServerFile = (f: TestSpecification) =>
  f.project.name === 'server' && longServerFiles.some((re) => re.test(f.moduleId));

/**
 * The default order with the long server files first, except for the end-to-end journeys: they share one
 * mall and its two demo shoppers (points, balance, a paid membership), so they run in one fixed order, by
 * file name, on every machine and every run.
 */
class JourneysInOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted
      .filter((f) => f.project.name === 'e2e')
      .sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    const rest = sorted.filter((f) => f.project.name !== 'e2e');
    return [...rest.filter(isLongServerFile), ...rest.filter((f) => !isLongServerFile(f)), ...journeys];
  }
}

/**
 * The unit projects share one pool of two workers (vitest puts projects with the same `maxWorkers` and
 * `sequence.groupOrder` in one group). Two also on a 2-core machine, where vitest's default is one: a
 * server test spends much of its time waiting on its own PostgreSQL database, Redis, nginx or child
 * processes, and each file has its own databases and free ports, so two never meet (decisions/0086). The
 * storefront's and consoles' files, which mostly load modules, fill the gaps beside the server's instead
 * of running one at a time before them (decisions/0106).
 */
const unitPool = { maxWorkers: 2 } as const;

export default defineConfig({
  test: {
    sequence: { sequencer: JourneysInOrder },
    projects: [
      {
        test: {
          name: 'domain',
          ...unitPool,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // A cheaper password hashing cost for the tests (production refuses it; account/passwords.ts).
          setupFiles: ['packages/server/src/test/setup.ts'],
          // One PostgreSQL for the project, with a migrated template each file's database is cloned from
          // (decisions/0097).
          globalSetup: ['packages/server/src/test/shared-postgres.ts'],
          // A guard against a hang, not a speed check: the concurrency tests (50 parallel submits, parallel
          // cancels) took over the 5 s default on PostgreSQL while other runs loaded the two cores.
          testTimeout: 30_000,
          ...unitPool,
        },
      },
      {
        test: {
          name: 'client',
          ...unitPool,
          include: ['packages/client/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          ...unitPool,
          include: ['packages/ui/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: mallVitePlugins(),
        test: {
          name: 'app',
          ...unitPool,
          include: ['packages/app/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // The merchant centre (packages/merchant): its session, route guard and sections.
        plugins: mallVitePlugins(),
        test: {
          name: 'merchant',
          ...unitPool,
          include: ['packages/merchant/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // The platform console (packages/platform): its sections, role menu and route table.
        plugins: mallVitePlugins(),
        test: {
          name: 'platform',
          ...unitPool,
          include: ['packages/platform/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook' })],
        optimizeDeps: { include: optimizedDeps },
        test: {
          name: 'storybook',
          // One page for every story file: each story is still mounted and unmounted on its own, and the
          // files no longer load the preview, addons and catalogs again (1,126 s to 514 s; decisions/0111).
          isolate: false,
          // After the unit pool's group when several steps run in one command (its own worker count).
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: the design system's fade-ins (dialogs, drawers, toasts) are off, so a play
            // function never meets an element halfway through its opacity animation (a random failure).
            provider: chromium(['--force-prefers-reduced-motion']),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: mallVitePlugins(),
        optimizeDeps: {
          include: [...optimizedDeps, '@storybook/react-vite', '@lingui/react'],
          entries: [
            'tests/visual/**/*.test.tsx',
            'packages/ui/src/mall/**/*.stories.tsx',
            'packages/ui/src/console/**/*.stories.tsx',
          ],
        },
        test: {
          name: 'visual',
          // After the unit pool's group when several steps run in one command (its own worker count).
          sequence: { groupOrder: 1 },
          include: ['tests/visual/**/*.test.tsx'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // The window is far taller than the test frame, so a frame grown to a tall story's height
            // (all-states.test.tsx) is never scaled down to fit it.
            provider: chromium(['--force-prefers-reduced-motion', '--hide-scrollbars'], {
              viewport: { width: 1400, height: 16_000 },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
});

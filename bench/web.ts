// npm run bench:web — Lighthouse on the production storefront served locally.
//
// Builds the storefront, starts the mall's real server on a free port of 127.0.0.1 with a fresh seeded
// database, and runs Lighthouse (headless Debian Chromium) on the home page, a list, a product's detail
// page and the cart (as the demo shopper, with one line in it), with the mobile and desktop presets.
// Prints the four category scores, LCP, TBT, CLS and the JavaScript and CSS a first visit downloads (raw
// and gzip, per chunk), checks the targets of the "Proof" issue, and writes bench/results/web.json with
// the machine's core count and the commit. The server and every Chromium are stopped at the end, also on
// a failure or Ctrl-C. docs/performance.md ("Web performance") has the figures and what limits them.
//
// Options: --no-build (use packages/app/dist as it is), --runs=N (N runs per page and preset, the run
// with the median performance score is kept; a run Lighthouse could not score is made again; default 1), --pages=home,list,detail,cart,
// --presets=mobile,desktop, --reports=DIR (also write each run's Lighthouse HTML report there).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateReport } from 'lighthouse';
import { killAll } from 'chrome-launcher';
import { auditPage, categoryIds, type AuditFigures, type CategoryId, type Preset } from './web/audit.ts';
import { entryFiles, pageBytes, type PageBytes } from './web/bytes.ts';
import { buildStorefront, fillCart, loginShopper, pickProduct, startMall, type Mall } from './web/mall.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'packages/app/dist');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The targets (issue 12: mobile performance and accessibility, desktop performance, CLS on every page;
 * the home page's first-visit JS; best practices and SEO from the first "Proof" issue). SEO is not asked
 * of the cart: a signed-in page says `noindex` on purpose (decisions/0041), which Lighthouse's SEO
 * category counts against it.
 */
export const targets = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 } as Record<
    CategoryId,
    number
  >,
  desktop: { performance: 98 } as Partial<Record<CategoryId, number>>,
  /** Cumulative layout shift, every page and preset. */
  cls: 0.05,
  /** 120 KB, 1 KB = 1000 bytes (as Vite's build report counts). */
  homeJsGzipBytes: 120_000,
};

/** Pages search engines may index (the others say noindex: no SEO target). */
const indexedPages: ReadonlySet<PageName> = new Set(['home', 'list', 'detail']);

type PageName = 'home' | 'list' | 'detail' | 'cart';

interface Options {
  build: boolean;
  runs: number;
  pages: PageName[];
  presets: Preset[];
  reports?: string;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    build: true,
    runs: 1,
    pages: ['home', 'list', 'detail', 'cart'],
    presets: ['mobile', 'desktop'],
  };
  for (const arg of argv) {
    const [key, value = ''] = arg.split('=', 2) as [string, string?];
    if (key === '--no-build') options.build = false;
    else if (key === '--runs') options.runs = Math.max(1, Number.parseInt(value, 10) || 1);
    else if (key === '--pages') options.pages = value.split(',') as PageName[];
    else if (key === '--presets') options.presets = value.split(',') as Preset[];
    else if (key === '--reports') options.reports = resolve(value || join(tmpdir(), 'mall-lighthouse'));
    else throw new Error(`unknown option ${arg}`);
  }
  return options;
}

interface Measurement {
  page: PageName;
  path: string;
  preset: Preset;
  /** Whether the page was measured as the signed-in demo shopper. */
  signedIn: boolean;
  runs: number;
  /** Performance scores of all runs (the kept run is the median). */
  performanceRuns: number[];
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  bytes: PageBytes;
  /** Targets missed by this measurement (empty: all met). */
  missed: string[];
  failing: AuditFigures['failing'];
  warnings: string[];
  runtimeError?: string;
}

function missedTargets(page: PageName, preset: Preset, figures: AuditFigures, bytes: PageBytes): string[] {
  const missed: string[] = [];
  if (!(figures.cls <= targets.cls)) missed.push(`CLS ${figures.cls.toFixed(3)} > ${targets.cls}`);
  const wanted: Partial<Record<CategoryId, number>> = preset === 'mobile' ? targets.mobile : targets.desktop;
  for (const id of categoryIds) {
    const min = wanted[id];
    if (min === undefined || (id === 'seo' && !indexedPages.has(page))) continue;
    if (!(figures.scores[id] >= min)) missed.push(`${id} ${figures.scores[id]} < ${min}`);
  }
  if (preset !== 'mobile') return missed;
  if (page === 'home' && bytes.js.gzipBytes > targets.homeJsGzipBytes) {
    missed.push(`home JS ${kb(bytes.js.gzipBytes)} KB gzip > ${kb(targets.homeJsGzipBytes)} KB`);
  }
  return missed;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

function table(rows: string[][], alignRight: boolean[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function printResults(measurements: Measurement[]): void {
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS raw KB',
    'JS gz KB',
    'CSS raw KB',
    'CSS gz KB',
    'targets',
  ];
  const rows = measurements.map((m) => [
    `${m.path}${m.signedIn ? ' (shopper)' : ''}`,
    m.preset,
    String(m.scores.performance),
    String(m.scores.accessibility),
    String(m.scores['best-practices']),
    String(m.scores.seo),
    ms(m.lcpMs),
    ms(m.tbtMs),
    m.cls.toFixed(3),
    kb(m.bytes.js.rawBytes),
    kb(m.bytes.js.gzipBytes),
    kb(m.bytes.css.rawBytes),
    kb(m.bytes.css.gzipBytes),
    m.missed.length ? `MISS: ${m.missed.join('; ')}` : 'pass',
  ]);
  console.log(`\n${table([header, ...rows], [false, false, ...Array(11).fill(true), false])}\n`);

  // Per page, the chunks a first visit downloads (from the mobile run; the desktop run loads the same).
  const seen = new Set<PageName>();
  for (const m of measurements) {
    if (seen.has(m.page)) continue;
    seen.add(m.page);
    const entry = m.bytes.chunks.filter((c) => c.loadedBy === 'entry');
    const lazy = m.bytes.chunks.filter((c) => c.loadedBy === 'lazy');
    const sumOf = (cs: typeof entry, key: 'rawBytes' | 'gzipBytes') => cs.reduce((a, c) => a + c[key], 0);
    console.log(
      `${m.path}: ${m.bytes.js.files} JS + ${m.bytes.css.files} CSS files; ` +
        `entry ${entry.length} files ${kb(sumOf(entry, 'rawBytes'))} KB raw / ${kb(sumOf(entry, 'gzipBytes'))} KB gzip, ` +
        `lazy ${lazy.length} files ${kb(sumOf(lazy, 'rawBytes'))} KB raw / ${kb(sumOf(lazy, 'gzipBytes'))} KB gzip`,
    );
    const rows = m.bytes.chunks
      .filter((c) => c.gzipBytes >= 2000 || c.loadedBy === 'lazy')
      .map((c) => [c.file.replace(/^assets\//, ''), c.loadedBy, kb(c.rawBytes), kb(c.gzipBytes)]);
    const small = m.bytes.chunks.length - rows.length;
    console.log(
      table(
        [['  chunk', 'loaded by', 'raw KB', 'gzip KB'], ...rows.map((r) => [`  ${r[0]}`, ...r.slice(1)])],
        [false, false, true, true],
      ),
    );
    if (small) console.log(`  (+ ${small} entry chunks under 2 KB gzip each)`);
    console.log('');
  }
}

function commitOf(): { commit: string; dirty: boolean } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  let mall: Mall | undefined;
  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([killAll()]);
    await mall?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the server and Chromium`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    if (options.build) {
      console.log('building the storefront (npm run build -w @mall/app)');
      buildStorefront(root);
    }
    const entry = entryFiles(distDir);
    // The server reads index.html once: a build of packages/app during the run (another process's
    // `npm run build -w @mall/app`, e.g. the e2e set-up) removes the assets it names and spoils the run.
    const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
    console.log('starting the mall (fresh database, demo seed)');
    mall = await startMall(root);
    const { baseURL } = mall;
    const product = await pickProduct(baseURL, '手机');
    const token = await loginShopper(baseURL, '13800000000');
    await fillCart(baseURL, token, product);

    const pages: Record<PageName, { path: string; signedIn: boolean }> = {
      home: { path: '/', signedIn: false },
      list: { path: '/list?st=0', signedIn: false },
      detail: { path: `/detail/${product.prodId}`, signedIn: false },
      cart: { path: '/cart', signedIn: true },
    };
    if (options.reports) mkdirSync(options.reports, { recursive: true });

    const measurements: Measurement[] = [];
    const environment = { lighthouse: '', userAgent: '' };
    for (const name of options.pages) {
      const page = pages[name];
      if (!page) throw new Error(`unknown page ${name}`);
      for (const preset of options.presets) {
        const runs: { figures: AuditFigures; html?: string }[] = [];
        for (let run = 0; run < options.runs; run++) {
          process.stdout.write(`lighthouse ${preset} ${page.path} run ${run + 1}/${options.runs} ... `);
          const started = Date.now();
          const audit = () =>
            auditPage({
              url: baseURL + page.path,
              preset,
              chromePath,
              ...(page.signedIn ? { cookies: [{ name: 'token', value: token, url: baseURL }] } : {}),
            });
          // Lighthouse sometimes fails to record the trace (NO_NAVSTART): such a run has no scores and
          // is made again (twice at most) rather than kept as the median.
          let { figures, lhr } = await audit();
          for (let retry = 0; retry < 2 && !Number.isFinite(figures.scores.performance); retry++) {
            console.log(`no scores (${figures.runtimeError ?? 'unknown'}), again ... `);
            ({ figures, lhr } = await audit());
          }
          console.log(`perf ${figures.scores.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
          environment.lighthouse = figures.lighthouseVersion;
          environment.userAgent = figures.userAgent;
          runs.push({ figures, ...(options.reports ? { html: generateReport(lhr, 'html') } : {}) });
        }
        runs.sort((a, b) => a.figures.scores.performance - b.figures.scores.performance);
        const kept = runs[Math.floor((runs.length - 1) / 2)]!;
        if (options.reports && kept.html) {
          writeFileSync(join(options.reports, `${name}-${preset}.html`), kept.html);
        }
        const f = kept.figures;
        const bytes = pageBytes(f.downloads, distDir, entry);
        measurements.push({
          page: name,
          path: page.path,
          preset,
          signedIn: page.signedIn,
          runs: runs.length,
          performanceRuns: runs.map((r) => r.figures.scores.performance),
          scores: f.scores,
          lcpMs: f.lcpMs,
          tbtMs: f.tbtMs,
          cls: f.cls,
          fcpMs: f.fcpMs,
          speedIndexMs: f.speedIndexMs,
          bytes,
          missed: missedTargets(name, preset, f, bytes),
          failing: f.failing,
          warnings: f.warnings,
          ...(f.runtimeError ? { runtimeError: f.runtimeError } : {}),
        });
      }
    }

    if (readFileSync(join(distDir, 'index.html'), 'utf8') !== shell) {
      throw new Error(
        'packages/app/dist was rebuilt during the run (a concurrent build?): figures not written, run again',
      );
    }
    printResults(measurements);
    const result = {
      bench: 'web',
      date: new Date().toISOString(),
      ...commitOf(),
      cores: availableParallelism(),
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      ...environment,
      note: 'Development figures unless measured on a quiet machine; the mobile preset simulates a slow 4G and a 4x slower CPU.',
      targets,
      allTargetsMet: measurements.every((m) => m.missed.length === 0),
      measurements,
    };
    const out = join(root, 'bench/results/web.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${out}${options.reports ? ` and the reports in ${options.reports}` : ''}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

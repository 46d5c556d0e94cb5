// `npm test`: everything that must pass before a change lands, in order: translations; the type-check
// beside lint and format; unit tests (domain, server, client, app, merchant, platform, ui, in one pool of
// two workers); every story as a test in Chromium (play functions and a11y); the visual baselines; and the
// end-to-end journeys on the built site. Ends with the failed tests' names, if any, and one plain line:
// "Tests: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromePath } from './chrome-path.mjs';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
const bin = (name) => join('node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'mall-test-'));
const steps = [];
let passed = 0;
let failed = 0;
/** The failed tests, named again in the summary: a long run's log is often read from its end only. */
const failures = [];

/** A failure message's first line, without its terminal colours. */
const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')[0]
    .slice(0, 300);

function step(name, cmd, args, { json } = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const ok = res.status === 0;
  if (json && existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults ?? []) {
      const path = file.name.replace(`${process.cwd()}/`, '');
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of tests)
        failures.push(`${path} > ${t.fullName}\n      ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed before any test ran (an import or a setup error) has no failed test of its own.
      if (file.status === 'failed' && tests.length === 0)
        failures.push(`${path}\n      ${firstLine(file.message)}`);
    }
  } else if (!ok) {
    failed += 1;
  }
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function vitest(name, projects) {
  const json = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  return step(name, bin('vitest'), args, { json });
}

/**
 * Runs the first check beside the others, which run one after another: the type-check keeps one core
 * busy for its whole length, and lint and format fit beside it on the second (decisions/0106). Each
 * check's output is shown whole when it ends, so two never interleave.
 */
async function concurrently([first, ...rest]) {
  const run = ([name, cmd, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { env: process.env });
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      let ended = false;
      const done = (ok) => {
        if (ended) return;
        ended = true;
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(out));
        if (!ok) failed += 1;
        steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
        resolve(ok);
      };
      child.on('error', (error) => {
        out.push(Buffer.from(`${error.message}\n`));
        done(false);
      });
      child.on('close', (code) => done(code === 0));
    });
  const others = (async () => {
    for (const check of rest) await run(check);
  })();
  await Promise.all([run(first), others]);
}

/** Finds a browser, or installs Debian's Chromium and CJK fonts when it can; otherwise says what to do. */
function ensureBrowser() {
  const isRootOnDebian = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  const fonts = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (chromePath() && (fonts || !isRootOnDebian)) return true;
  if (isRootOnDebian) {
    console.log('Installing Debian packages chromium and fonts-noto-cjk for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env,
    });
    if (update.status === 0 && install.status === 0 && chromePath()) return true;
  }
  console.error(
    "No Chromium or Chrome found (looked at CHROME_PATH, /usr/bin/chromium and Chrome's usual paths).\n" +
      'Install one, with Chinese fonts, then run npm test again. On Debian or Ubuntu:\n' +
      '  sudo apt-get install -y chromium fonts-noto-cjk\n' +
      'Elsewhere: install Chrome or Chromium and a Noto Sans CJK font, and set CHROME_PATH to the browser.',
  );
  return false;
}

/**
 * The server suite runs on PGlite and again on a real PostgreSQL (DATABASE_URL, or a throw-away instance
 * it starts). Installs Debian's postgresql when missing and possible; under CI a missing one fails.
 */
function ensurePostgres() {
  if (process.env.DATABASE_URL) return true;
  const base = '/usr/lib/postgresql';
  const found = () =>
    existsSync(base) && readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'pg_ctl')));
  if (found()) return true;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('Installing Debian package postgresql for the server tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    if (found()) return true;
  }
  console.error(
    'PostgreSQL was not found (no /usr/lib/postgresql/*/bin/pg_ctl and no DATABASE_URL). The server tests ' +
      'run on it as well as on PGlite. On Debian or Ubuntu: sudo apt-get install -y postgresql; elsewhere set ' +
      'DATABASE_URL to a database the tests may use.',
  );
  return false;
}

/**
 * A Debian package some server tests start by themselves: found at one of `paths`, or installed when
 * missing and possible (root on Debian); otherwise says what to install.
 */
function ensureDebianPackage(pkg, paths, why) {
  const found = () => paths.some((p) => existsSync(p));
  if (found()) return true;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log(`Installing Debian package ${pkg} for the server tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    if (found()) return true;
  }
  console.error(`${pkg} was not found. ${why} On Debian or Ubuntu: sudo apt-get install -y ${pkg}.`);
  return false;
}

/**
 * The shared stores (rate limits, replay cache) are tested against a real Redis too (REDIS_TEST_URL, or a
 * throw-away redis-server the tests start); the scale-out test puts nginx in front of two instances.
 */
const ensureRedis = () =>
  Boolean(process.env.REDIS_TEST_URL) ||
  ensureDebianPackage(
    'redis-server',
    ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    'The shared rate limits are tested on it; elsewhere set REDIS_TEST_URL to a Redis the tests may flush.',
  );
const ensureNginx = () =>
  ensureDebianPackage(
    'nginx',
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx'],
    'The scale-out test runs two instances behind it as the load balancer.',
  );

if (step('Translations (zh and en complete)', 'npm', ['run', '--silent', 'i18n:check'])) {
  step('Compile catalogs', 'npm', ['run', '--silent', 'i18n:compile']);
}
await concurrently([
  ['Type-check (tsc -b)', bin('tsc'), ['-b']],
  ['Lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']],
  ['Format (prettier)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
]);
if (!ensurePostgres() && process.env.CI) {
  steps.push({ name: 'PostgreSQL for the server tests', ok: false, seconds: '0.0' });
  failed += 1;
}
if (!ensureRedis() && process.env.CI) {
  steps.push({ name: 'Redis for the server tests', ok: false, seconds: '0.0' });
  failed += 1;
}
if (!ensureNginx() && process.env.CI) {
  steps.push({ name: 'nginx for the server tests', ok: false, seconds: '0.0' });
  failed += 1;
}
vitest('Unit tests (domain, server, client, app, merchant, platform, ui)', [
  'domain',
  'server',
  'client',
  'app',
  'merchant',
  'platform',
  'ui',
]);
if (ensureBrowser()) {
  vitest('Stories as tests in Chromium (play + a11y)', ['storybook']);
  vitest('Visual baselines', ['visual']);
  vitest('End-to-end journeys in Chromium (built site, real server)', ['e2e']);
} else {
  steps.push({ name: 'Browser tests', ok: false, seconds: '0.0' });
  failed += 1;
}

console.log('\n=== Summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name}  (${s.seconds}s)`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);

// One Lighthouse run of one page: a fresh headless Chromium (chrome-launcher, its own temporary profile),
// the shopper's `token` cookie set first when the page needs a signed-in shopper, Lighthouse's node API
// with its mobile (default) or desktop preset, then the figures the bench reports.
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];
export type Preset = 'mobile' | 'desktop';

/** One script or stylesheet the page downloaded. */
export interface Download {
  url: string;
  type: 'js' | 'css';
  /** Bytes on the wire, headers included, as Lighthouse recorded them. */
  transferBytes: number;
  /** Bytes of the file itself (uncompressed). */
  resourceBytes: number;
}

/** A failing audit of a category, to say why a score is what it is. */
export interface FailingAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

export interface AuditFigures {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  downloads: Download[];
  failing: Record<CategoryId, FailingAudit[]>;
  warnings: string[];
  runtimeError?: string;
  lighthouseVersion: string;
  userAgent: string;
}

export interface AuditOptions {
  url: string;
  preset: Preset;
  chromePath: string;
  /** Cookies set in the fresh browser before the run (e.g. the shopper's `token`). */
  cookies?: { name: string; value: string; url: string }[];
}

async function setCookies(port: number, cookies: NonNullable<AuditOptions['cookies']>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    await context.addCookies(cookies);
  } finally {
    // Connected over CDP, close() only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

export async function auditPage(options: AuditOptions): Promise<{ figures: AuditFigures; lhr: Result }> {
  const chrome = await launch({ chromePath: options.chromePath, chromeFlags, logLevel: 'silent' });
  try {
    if (options.cookies?.length) await setCookies(chrome.port, options.cookies);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
    };
    const result = await lighthouse(
      options.url,
      flags,
      options.preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${options.url}`);
    return { figures: figuresOf(result.lhr), lhr: result.lhr };
  } finally {
    chrome.kill();
  }
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
  mimeType?: string;
}

function downloadsOf(lhr: Result): Download[] {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && details.type === 'table' ? details.items : []) as unknown as NetworkItem[];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const downloads: Download[] = [];
  for (const item of items) {
    if (!item.url.startsWith(origin)) continue;
    const type =
      item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : undefined;
    if (!type) continue;
    downloads.push({
      url: item.url,
      type,
      transferBytes: item.transferSize ?? 0,
      resourceBytes: item.resourceSize ?? 0,
    });
  }
  return downloads;
}

function failingOf(lhr: Result, id: CategoryId): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    if (audit.scoreDisplayMode === 'manual') continue;
    failing.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    });
  }
  // Opportunities and diagnostics outside the weighted metrics, for the performance category.
  if (id === 'performance') {
    for (const audit of Object.values(lhr.audits)) {
      const d = audit.details;
      if (!d || (d.type !== 'opportunity' && d.type !== 'table')) continue;
      if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode !== 'metricSavings') continue;
      if (failing.some((f) => f.id === audit.id)) continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return failing;
}

export function figuresOf(lhr: Result): AuditFigures {
  const scores = {} as Record<CategoryId, number>;
  const failing = {} as Record<CategoryId, FailingAudit[]>;
  for (const id of categoryIds) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
    failing[id] = failingOf(lhr, id);
  }
  return {
    scores,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    downloads: downloadsOf(lhr),
    failing,
    warnings: lhr.runWarnings.map(String),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
  };
}

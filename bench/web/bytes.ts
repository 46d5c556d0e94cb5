// What a first visit to a page downloads in JavaScript and CSS: the scripts and stylesheets Lighthouse
// recorded (its cache is cleared before each run), each matched to its file in packages/app/dist/assets
// for the raw size and the gzip size (zlib level 9, what a server or a build step would precompress
// with), and marked as part of the entry (index.html's script, modulepreloads and stylesheet: every page
// loads them) or as a chunk loaded lazily (the route's chunks, the language catalogs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Download } from './audit.ts';

export interface Chunk {
  /** The file under dist/ (`assets/home-Bv9w--aB.js`). */
  file: string;
  type: 'js' | 'css';
  /** In index.html (loaded by every page) or loaded lazily (by the route, or the language). */
  loadedBy: 'entry' | 'lazy';
  rawBytes: number;
  gzipBytes: number;
  /** Bytes on the wire as served (the server does not compress: headers plus the raw file). */
  transferBytes: number;
}

export interface PageBytes {
  js: { rawBytes: number; gzipBytes: number; transferBytes: number; files: number };
  css: { rawBytes: number; gzipBytes: number; transferBytes: number; files: number };
  /** The part of `js` loaded lazily (not in index.html). */
  lazyJs: { rawBytes: number; gzipBytes: number };
  chunks: Chunk[];
}

/** The files index.html makes every page load (entry script, modulepreloads, stylesheets). */
export function entryFiles(distDir: string): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(match[1]!);
  return files;
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();

function sizesOf(path: string): { raw: number; gzip: number } {
  let sizes = gzipCache.get(path);
  if (!sizes) {
    const content = readFileSync(path);
    sizes = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    gzipCache.set(path, sizes);
  }
  return sizes;
}

export function pageBytes(downloads: Download[], distDir: string, entry: Set<string>): PageBytes {
  const chunks: Chunk[] = [];
  for (const download of downloads) {
    const file = new URL(download.url).pathname.replace(/^\//, '');
    const path = join(distDir, file);
    // A script or stylesheet not from the build (none today): its raw size, gzip unknown, counted raw.
    const sizes = existsSync(path)
      ? sizesOf(path)
      : { raw: download.resourceBytes, gzip: download.resourceBytes };
    chunks.push({
      file,
      type: download.type,
      loadedBy: entry.has(file) ? 'entry' : 'lazy',
      rawBytes: sizes.raw,
      gzipBytes: sizes.gzip,
      transferBytes: download.transferBytes,
    });
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (type: 'js' | 'css') => {
    const of = chunks.filter((c) => c.type === type);
    return {
      rawBytes: sum(of.map((c) => c.rawBytes)),
      gzipBytes: sum(of.map((c) => c.gzipBytes)),
      transferBytes: sum(of.map((c) => c.transferBytes)),
      files: of.length,
    };
  };
  const lazy = chunks.filter((c) => c.type === 'js' && c.loadedBy === 'lazy');
  return {
    js: total('js'),
    css: total('css'),
    lazyJs: { rawBytes: sum(lazy.map((c) => c.rawBytes)), gzipBytes: sum(lazy.map((c) => c.gzipBytes)) },
    chunks,
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

// Security headers of every answer (decisions/0028), by @fastify/helmet: one Content-Security-Policy for
// the storefront, the API, /docs (swagger-ui: no inline script) and the sandbox cashier pages, and one of
// its own for the built Storybook at /storybook/, whose inline scripts are allowed by their SHA-256,
// hashed at start from the built HTML files. No policy allows an inline script without a hash or
// 'unsafe-eval'. Inline styles are allowed ('unsafe-inline' in style-src): the storefront's dialogs
// (Radix's scroll lock) and Storybook (emotion) add <style> elements at run time, and the sandbox pages
// carry one. HSTS and upgrade-insecure-requests only in production (the demo is served over plain http,
// also to a phone on the LAN); frames: none, except Storybook's own preview frame.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

type Directives = Record<string, string[]>;

/** The mall's policy: same-origin scripts only, no frames, no plugins, forms to the mall only. */
export function mallDirectives(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and banner images may live on a CDN; data: for inline icons (sandbox page, swagger-ui).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of each inline script of an HTML text ('sha256-<base64>'), in order, no repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Every inline script hash of the HTML files at the top of the built Storybook (index, iframe, ...). */
export function storybookScriptHashes(storybookDir: string): string[] {
  if (!existsSync(storybookDir)) return [];
  const hashes = new Set<string>();
  for (const name of readdirSync(storybookDir)) {
    if (!name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(readFileSync(join(storybookDir, name), 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}

/** Storybook's policy: its own inline scripts by hash, its preview frame inside its manager. */
export function storybookDirectives(production: boolean, scriptHashes: readonly string[]): Directives {
  return {
    ...mallDirectives(production),
    'script-src': ["'self'", ...scriptHashes],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

function helmetOptions(production: boolean, directives: Directives, frames: 'deny' | 'sameorigin') {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // One year; not includeSubDomains: other hosts of the operator's domain may still be plain http.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: frames },
  } satisfies FastifyHelmetOptions;
}

/**
 * Registers the headers on every answer of `app` (pages, assets, API, /docs, errors, 404s) and answers
 * the onRequest hook that gives the /storybook/ scope its own policy.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; storybookDir: string },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  const { production } = options;
  await app.register(helmet, helmetOptions(production, mallDirectives(production), 'deny'));
  const storybook = helmetOptions(
    production,
    storybookDirectives(production, storybookScriptHashes(options.storybookDir)),
    'sameorigin',
  );
  return async (_request, reply) => {
    reply.helmet(storybook);
  };
}

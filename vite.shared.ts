// The Vite plugins every bundle of the mall needs: the apps (storefront, merchant centre), Storybook (through viteFinal) and the Vitest
// browser projects. Lingui macros are compiled by Babel (plugin-react 6 has no babel option), .po
// catalogs are compiled on import, and Tailwind builds the design tokens.
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, PluginOption, UserConfigFnObject } from 'vite';

export function mallVitePlugins(): PluginOption[] {
  return [
    react(),
    babel({
      // Only our own sources use macros; skipping the rest keeps builds fast.
      include: /packages[\\/](ui|app|merchant|platform)[\\/]src[\\/].*\.[jt]sx?$/,
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
  // The consoles' rich-text editor (ui console/RichTextEditor): found late, it made Vite re-optimise in
  // the middle of a story run and reload the page under the tests.
  '@tiptap/react',
  '@tiptap/starter-kit',
  '@tiptap/extension-image',
  // The merchant dashboard's chart (ui console/SalesChart, loaded lazily): the same late discovery.
  'uplot',
];

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at build time: the server sends them
 * to browsers that accept them (@fastify/static `preCompressed`), so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'mall:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : join(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return; // the server renderer's build (dist-server) is never sent to browsers
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * A console's Vite config (the merchant centre, the platform console): client-rendered, served by the
 * mall's server under `base` (packages/server/src/merchantCenter.ts; decisions/0062, 0081), hashed assets
 * under dist/assets with .br and .gz beside them, `port` for the dev server (the API proxied to :8080).
 */
export function consoleViteConfig(base: string, port: number): UserConfigFnObject {
  return ({ command, mode }) => {
    if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
    return {
      // Where the server serves it; the router's basename follows (import.meta.env.BASE_URL).
      base,
      plugins: [...mallVitePlugins(), precompress()],
      optimizeDeps: { include: optimizedDeps },
      server: { port, proxy: { '/api': 'http://localhost:8080' } },
      build: {
        target: 'es2022',
        sourcemap: true,
        rolldownOptions: {
          // As the storefront's build: the design system and the domain are free of side effects but for
          // domain's zod.ts (decisions/0040), so only what the console uses is bundled.
          treeshake: {
            moduleSideEffects: [
              { test: /[\\/]packages[\\/](ui|domain)[\\/]src[\\/](?!zod\.ts$).*\.tsx?$/, sideEffects: false },
            ],
          },
        },
      },
    };
  };
}

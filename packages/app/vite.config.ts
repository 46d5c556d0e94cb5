import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { mallVitePlugins, optimizedDeps } from '../../vite.shared.ts';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, once, at build time: the server sends them
 * to browsers that accept them (@fastify/static `preCompressed`), so no request pays for compression.
 */
function precompress(): Plugin {
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

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // A production build is one whatever NODE_ENV the caller has (vitest's `test` when the journeys build
  // the storefront): the JSX transform and React's build must agree (the server renderer bundles React).
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [...mallVitePlugins(), precompress()],
    optimizeDeps: { include: optimizedDeps },
    // The server renderer (dist-server) is one self-contained module with React's production build, in the
    // demo as in production: rendering speed does not depend on the server's NODE_ENV.
    ...(isSsrBuild
      ? {
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV) },
        }
      : {}),
    server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
    build: {
      target: 'es2022',
      // The server renderer's build (dist-server) is loaded by the server: the public files are the client's.
      copyPublicDir: !isSsrBuild,
      // dist/.vite/manifest.json: the server preloads the chunks of the page's route (packages/server/src/pages.ts).
      manifest: !isSsrBuild,
      sourcemap: true,
      rolldownOptions: {
        // The design system and the domain are side-effect free modules (stylesheets aside): without this
        // every module the `@mall/ui` barrel re-exports (the cart table, the address form with its select,
        // the upload, ...) ends up in the first download of every page (docs/performance.md, "Web").
        // Except domain's zod.ts, imported first by every domain module that makes schemas: its one effect
        // is zod's setting for browsers (no eval probe under the CSP; decisions/0040).
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]packages[\\/](ui|domain)[\\/]src[\\/](?!zod\.ts$).*\.tsx?$/, sideEffects: false },
          ],
        },
      },
    },
  };
});

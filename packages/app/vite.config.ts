import { defineConfig } from 'vite';
import { mallVitePlugins, optimizedDeps, precompress } from '../../vite.shared.ts';

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

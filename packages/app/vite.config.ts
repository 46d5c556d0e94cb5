import { defineConfig } from 'vite';
import { mallVitePlugins, optimizedDeps } from '../../vite.shared.ts';

export default defineConfig({
  plugins: mallVitePlugins(),
  optimizeDeps: { include: optimizedDeps },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The design system and the domain are side-effect free modules (stylesheets aside): without this
      // every module the `@mall/ui` barrel re-exports (the cart table, the address form with its select,
      // the upload, ...) ends up in the first download of every page (docs/performance.md, "Web").
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](ui|domain)[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
});

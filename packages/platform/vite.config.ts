// The platform console's build: client-rendered, served by the mall's server at /platform/
// (packages/server/src/merchantCenter.ts; decisions/0062, 0081). Hashed assets under dist/assets, .br and .gz
// beside them.
import { defineConfig } from 'vite';
import { mallVitePlugins, optimizedDeps, precompress } from '../../vite.shared.ts';

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    // Where the server serves it; the router's basename follows (import.meta.env.BASE_URL).
    base: '/platform/',
    plugins: [...mallVitePlugins(), precompress()],
    optimizeDeps: { include: optimizedDeps },
    server: { port: 5175, proxy: { '/api': 'http://localhost:8080' } },
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
});

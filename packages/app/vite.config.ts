import { defineConfig } from 'vite';
import { mallVitePlugins, optimizedDeps } from '../../vite.shared.ts';

export default defineConfig({
  plugins: mallVitePlugins(),
  optimizeDeps: { include: optimizedDeps },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { target: 'es2022', sourcemap: true },
});

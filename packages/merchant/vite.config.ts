// The merchant centre's build (the shared console config: vite.shared.ts `consoleViteConfig`).
import { defineConfig } from 'vite';
import { consoleViteConfig } from '../../vite.shared.ts';

export default defineConfig(consoleViteConfig('/merchant-center/', 5174));

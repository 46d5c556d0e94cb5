import type { PluginOption } from 'vite';
export declare function mallVitePlugins(): PluginOption[];
/** Dependencies Vite must pre-bundle up front, so that a first run never reloads a page mid-test. */
export declare const optimizedDeps: string[];

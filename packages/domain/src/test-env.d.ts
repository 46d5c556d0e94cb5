// Vite's `?raw` imports, used by tests to read the catalogs (domain has no Node or DOM types).
declare module '*?raw' {
  const text: string;
  export default text;
}

// Vite's import.meta.glob, used by tests to read the domain's own sources.
interface ImportMeta {
  glob<T>(
    patterns: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, T>;
}

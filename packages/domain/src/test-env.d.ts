// Vite's `?raw` imports, used by tests to read the catalogs (domain has no Node or DOM types).
declare module '*?raw' {
  const text: string;
  export default text;
}

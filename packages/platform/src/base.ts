/** The console's basename: where the server serves it (Vite's `base`, /platform/), without the final slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

/** The centre's basename: where the server serves it (Vite's `base`, /merchant-center/), without the final slash. */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

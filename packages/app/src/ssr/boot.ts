// What a server-rendered page carries for the browser (decisions/0038): the page's language, the SWR
// answers the server fetched, and the router's hydration state, as JSON in a non-executable
// `<script type="application/json">` block (the CSP allows no inline script; a data block runs nothing).
import type { HydrationState } from 'react-router';
import { isLocale, type Locale } from '@mall/domain';
import type { SwrFallback } from './swrData.ts';

export const BOOT_DATA_ID = 'mall-data';

export interface BootData {
  locale: Locale;
  fallback: SwrFallback;
  router: HydrationState;
}

/** JSON safe inside a script element: `<` (and the line separators) escaped, so no `</script>` ends it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function bootDataScript(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(data)}</script>`;
}

/** Whether this page came rendered from the server (it carries boot data); false on the server itself. */
export function serverRenderedPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById(BOOT_DATA_ID) !== null;
}

/** The page's boot data, or null on a page the server did not render (the development server). */
export function readBootData(doc: Pick<Document, 'getElementById'>): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData>;
    if (!isLocale(data.locale) || typeof data.fallback !== 'object' || !data.fallback) return null;
    return { locale: data.locale, fallback: data.fallback, router: data.router ?? {} };
  } catch {
    return null;
  }
}

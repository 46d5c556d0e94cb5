import { useRouteError } from 'react-router';
import { ErrorPage } from '@mall/ui';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '../routing.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';

function lastChunkReload(): number | null {
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    return stored === null ? null : Number(stored);
  } catch {
    return null;
  }
}

/** Reloads the page for a chunk that failed to load, at most once per interval; true when it does. */
function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  if (!shouldReloadForChunkError(now, lastChunkReload())) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // without storage a reload could loop
  }
  window.location.reload();
  return true;
}

/** The route error element: the framework error page, or a reload for a stale chunk. */
export function RouteError() {
  const error = useRouteError();
  const href = useLocalizedHref();
  if (reloadForChunkError(error)) return null;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-screen items-center justify-center py-16">
      <ErrorPage variant="framework" headingLevel={1} homeHref={href('/')} />
    </main>
  );
}

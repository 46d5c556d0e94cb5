import { NotFoundPage } from '@mall/ui';
import { useLocalizedHref } from '../layouts/useChrome.ts';

/** Unknown pages (the server answers them with status 404). */
export function NotFound() {
  const href = useLocalizedHref();
  return (
    <div className="py-16">
      <NotFoundPage homeHref={href('/')} />
    </div>
  );
}

// A page that failed to load or render (a chunk gone after a deployment, a bug): the framework error page
// with a plain link to the console's home, whose full load fetches the current build.
import { useRouteError } from 'react-router';
import { ErrorPage } from '@mall/ui';
import { basename } from '../base.ts';

export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-screen items-center justify-center py-16">
      <ErrorPage variant="framework" headingLevel={1} homeHref={basename === '/' ? '/' : `${basename}/`} />
    </main>
  );
}

import { Link, useMatches } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mall/ui';
import type { PageHandle } from '../routing.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { routeNames } from './routeNames.ts';

/** The screen of every route whose issue has not landed yet: its name and a link home, never a blank page. */
export function ComingSoon() {
  const { i18n } = useLingui();
  const href = useLocalizedHref();
  const handle = useMatches()
    .map((match) => match.handle as PageHandle | undefined)
    .reverse()
    .find((h) => h?.route !== undefined);
  const name = handle ? routeNames[handle.route.name] : undefined;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold text-neutral-900">
        {name ? i18n._(name) : <Trans>Global shopping mall</Trans>}
      </h1>
      <p className="text-neutral-600">
        <Trans>This page is coming soon.</Trans>
      </p>
      <Button asChild variant="secondary">
        <Link to={href('/')}>
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </section>
  );
}

export { ComingSoon as Component };

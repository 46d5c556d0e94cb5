import { Trans } from '@lingui/react/macro';
import { matchRoute } from '@mall/domain';
import { Button } from '@mall/ui';

/**
 * The storefront shell until the storefront issue lands: it knows the route table, so a known page says
 * it is coming and an unknown one says it was not found; Storybook holds the design system meanwhile.
 */
export function App() {
  const known = matchRoute(window.location.pathname) !== null;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-neutral-900">
        <Trans>Global shopping mall</Trans>
      </h1>
      <p className="text-neutral-600">
        {known ? <Trans>This page is coming soon.</Trans> : <Trans>This page could not be found</Trans>}
      </p>
      <Button asChild variant="secondary">
        <a href="/storybook/">
          <Trans>Open the design system</Trans>
        </a>
      </Button>
    </main>
  );
}

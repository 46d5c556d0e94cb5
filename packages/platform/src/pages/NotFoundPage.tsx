// An address of the console that is no page of it.
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@mall/ui';

export default function NotFoundPage() {
  return (
    <PageHeader
      title={<Trans>Page not found</Trans>}
      description={
        <Trans>This page does not exist in the platform console: choose a section in the menu.</Trans>
      }
    />
  );
}

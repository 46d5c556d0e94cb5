// The group buys of the activities section: its list, a new one and one of the store's (own routes).
import { Route, Routes } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@mall/ui';
import NotFoundPage from '../NotFoundPage.tsx';

export default function GroupPage() {
  return (
    <Routes>
      <Route index element={<PageHeader title={<Trans>Group buys</Trans>} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

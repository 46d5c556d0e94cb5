// A member account's status as the platform console shows it: enabled (may sign in) or disabled. Shared
// by the member list and detail screens.
import { useLingui } from '@lingui/react/macro';
import { MemberStatus } from '@mall/domain';
import { StatusTag } from '../../../console/StatusTag/index.ts';

export function MemberStatusTag({ status }: { status: number }) {
  const { t } = useLingui();
  return status === MemberStatus.enabled ? (
    <StatusTag tone="success" label={t`Enabled`} />
  ) : (
    <StatusTag tone="neutral" label={t({ message: 'Disabled', context: 'account status' })} />
  );
}

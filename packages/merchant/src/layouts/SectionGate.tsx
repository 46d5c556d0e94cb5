// The merchant centre's section gate (the console kit's, decisions/0080): a section may be opened when
// GET /merchant/me's permissions include the section's; what stands in meanwhile is ui's ConsoleGate
// with the centre's words for "no permission".
import { useLingui } from '@lingui/react/macro';
import type { GatePlaceholder } from '@mall/client/console';
import { ConsoleGate } from '@mall/ui';
import type { MerchantMe } from '@mall/domain';
import { sections, type MerchantSection } from '../sections.ts';

/** Whether `me` may open the section of `key` (an unknown key: any signed-in account). */
export function merchantMay(
  me: Pick<MerchantMe, 'permissions'>,
  key: string,
  list: readonly MerchantSection[] = sections,
): boolean {
  const section = list.find((s) => s.key === key);
  return section === undefined || me.permissions.includes(section.permission);
}

export const MerchantGate: GatePlaceholder = ({ access, onRetry }) => {
  const { t } = useLingui();
  return (
    <ConsoleGate
      access={access}
      onRetry={onRetry}
      forbiddenDescription={t`Your account's role does not include this section: ask the store owner.`}
    />
  );
};

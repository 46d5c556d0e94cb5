// What stands in a section's place (the console kit's gate, decisions/0080): ui's ConsoleGate with the
// platform console's words for "no permission".
import { useLingui } from '@lingui/react/macro';
import type { GatePlaceholder } from '@mall/client/console';
import { ConsoleGate } from '@mall/ui';

export const PlatformGate: GatePlaceholder = ({ access, onRetry }) => {
  const { t } = useLingui();
  return (
    <ConsoleGate
      access={access}
      onRetry={onRetry}
      forbiddenDescription={t`Your role does not include this area: ask an administrator.`}
    />
  );
};

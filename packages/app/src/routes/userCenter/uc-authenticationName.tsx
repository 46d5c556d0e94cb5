// `/user-center/uc-authenticationName`: real-name verification (the form, its failures, and the verified
// identity masked).
import { useLingui } from '@lingui/react/macro';
import { RealNameScreen } from '@mall/ui/screens/RealNameScreen';
import { useRealName, useVerifyRealName } from '../../hooks/identity.ts';

export function Component() {
  const { i18n } = useLingui();
  const info = useRealName();
  const verify = useVerifyRealName((descriptor) => i18n._(descriptor));
  return (
    <RealNameScreen
      info={info.data}
      loading={info.showLoading}
      error={Boolean(info.error)}
      onRetry={() => void info.mutate()}
      onVerify={verify}
    />
  );
}

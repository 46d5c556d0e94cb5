// `/member-center/member-equity`: every level and its rights, the shopper's current one marked. The
// levels are a shopper's read (`/p/`), so a visitor (and the server-rendered page) gets a login prompt;
// once the browser has a token they are asked for.
import { useNavigate } from 'react-router';
import { MemberEquityScreen } from '@mall/ui/screens/MemberEquityScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useScoreInfo, useScoreLevels } from '../hooks/loyalty.ts';
import { showLogin } from '../session/events.ts';
import { useSessionToken } from '../session/useSessionToken.ts';

export function Component() {
  const signedIn = useSessionToken() !== undefined;
  const levels = useScoreLevels(signedIn);
  const info = useScoreInfo(signedIn);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <MemberEquityScreen
      signedIn={signedIn}
      onLogin={() => showLogin()}
      levels={levels.data?.records}
      currentLevelId={info.data?.levelId}
      growthLevelId={info.data?.growthLevelId}
      loading={levels.showLoading}
      error={levels.error !== undefined && levels.data === undefined}
      onRetry={() => void levels.mutate()}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

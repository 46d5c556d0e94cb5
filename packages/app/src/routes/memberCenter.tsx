// `/member-center/member-center` (login required): the level card, the daily sign-in and the current
// level's rights. The sign-in is a mutation (hooks/loyalty.ts `useSignIn`), after which the score info
// is asked again.
import { useNavigate } from 'react-router';
import { MemberCentreScreen } from '@mall/ui/screens/MemberCentreScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useScoreInfo, useScoreLevels, useSignIn } from '../hooks/loyalty.ts';

export function Component() {
  const info = useScoreInfo();
  const levels = useScoreLevels();
  const { signing, signIn } = useSignIn();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <MemberCentreScreen
      info={info.data}
      levels={levels.data?.records}
      levelsError={levels.error !== undefined && levels.data === undefined}
      onLevelsRetry={() => void levels.mutate()}
      loading={info.showLoading}
      error={info.error !== undefined && info.data === undefined}
      onRetry={() => {
        void info.mutate();
        void levels.mutate();
      }}
      signing={signing}
      onSignIn={signIn}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

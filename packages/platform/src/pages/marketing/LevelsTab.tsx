// The marketing section's member levels tab (issue 18 item 5, decisions/0095): the ordinary levels and the
// paid plans with their rights (GET /platform/level/list), one edited at a time in ui's dialog (PUT
// /platform/level). Roles that may only read see no edit buttons; a refusal is shown at the field its
// message id names (domain `levelFieldOf`) or on top of the dialog; a save is confirmed by a toast and the
// list read again. Adding a level or a paid plan (POST) and deleting one (DELETE, its refusal shown in the
// question) as decisions/0104.
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformLevel,
  deletePlatformLevel,
  getPlatformLevels,
  refusalsInPlace,
  savePlatformLevel,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { levelFieldOf, platformRoleMay } from '@mall/domain';
import { LevelListScreen } from '@mall/ui/screens/platform/LevelListScreen';
import { usePlatformMe } from '../../me.ts';
import { useChange } from '../../change.ts';

export default function LevelsTab() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t } = useLingui();
  const list = useApiQuery(getPlatformLevels, undefined);
  // The dialog's change and the delete's question each keep their own refusal.
  const { refusal, change } = useChange(() => list.mutate());
  const removal = useChange(() => list.mutate());
  return (
    <LevelListScreen
      list={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'marketing', true)}
      refusal={refusal?.text}
      refusalField={levelFieldOf(refusal?.id) ?? undefined}
      onSave={(level) => change(() => savePlatformLevel(refusalsInPlace(http), level), t`The level is saved`)}
      onCreate={(level) =>
        change(() => createPlatformLevel(refusalsInPlace(http), level), t`The level is added`)
      }
      deleteRefusal={removal.refusal?.text}
      onDelete={(level) =>
        removal.change(
          () => deletePlatformLevel(refusalsInPlace(http), level.levelId),
          t`The level is deleted`,
        )
      }
    />
  );
}

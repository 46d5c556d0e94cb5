// The marketing section's level rights tab (issue 18 item 5, decisions/0108): every right a level may give
// (the rights of GET /platform/level/list), added (POST), edited (PUT) and deleted (DELETE
// /platform/levelRights) in ui's RightListScreen. Roles that may only read see no buttons; a refusal is
// shown at the field its message id names (domain `levelRightsFieldOf`) or on top of the dialog, a refused
// delete in the question; a change is confirmed by a toast and the list read again (the same SWR key as the
// levels tab, so its rights' names follow).
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformLevelRights,
  deletePlatformLevelRights,
  getPlatformLevels,
  refusalsInPlace,
  savePlatformLevelRights,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { levelRightsFieldOf, platformRoleMay } from '@mall/domain';
import { RightListScreen } from '@mall/ui/screens/platform/RightListScreen';
import { usePlatformMe } from '../../me.ts';
import { useChange } from '../../change.ts';

export default function RightsTab() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t } = useLingui();
  const list = useApiQuery(getPlatformLevels, undefined);
  // The dialog's change and the delete's question each keep their own refusal.
  const { refusal, change } = useChange(() => list.mutate());
  const removal = useChange(() => list.mutate());
  return (
    <RightListScreen
      list={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'marketing', true)}
      refusal={refusal?.text}
      refusalField={levelRightsFieldOf(refusal?.id) ?? undefined}
      onSave={(rights) =>
        change(() => savePlatformLevelRights(refusalsInPlace(http), rights), t`The right is saved`)
      }
      onCreate={(rights) =>
        change(() => createPlatformLevelRights(refusalsInPlace(http), rights), t`The right is added`)
      }
      deleteRefusal={removal.refusal?.text}
      onDelete={(rights) =>
        removal.change(
          () => deletePlatformLevelRights(refusalsInPlace(http), rights.rightsId),
          t`The right is deleted`,
        )
      }
    />
  );
}

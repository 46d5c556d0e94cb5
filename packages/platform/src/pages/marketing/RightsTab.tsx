// The marketing section's level rights tab (issue 18 item 5, decisions/0108): every right a level may give
// (the rights of GET /platform/level/list), added (POST), edited (PUT) and deleted (DELETE
// /platform/levelRights) in ui's RightListScreen. Roles that may only read see no buttons; a refusal is
// shown at the field its message id names (domain `levelRightsFieldOf`) or on top of the dialog, a refused
// delete in the question; a change is confirmed by a toast and the list read again (the same SWR key as the
// levels tab, so its rights' names follow).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformLevelRights,
  deletePlatformLevelRights,
  getPlatformLevels,
  refusalsInPlace,
  savePlatformLevelRights,
} from '@mall/client';
import { refusalIdOf, refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { levelRightsFieldOf, platformRoleMay } from '@mall/domain';
import { RightListScreen } from '@mall/ui/screens/platform/RightListScreen';
import { usePlatformMe } from '../../me.ts';
import { notifier } from '../../session.ts';

export default function RightsTab() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t, i18n } = useLingui();
  const list = useApiQuery(getPlatformLevels, undefined);
  const [refusal, setRefusal] = useState<{ text: string; id?: string } | undefined>();
  const [deleteRefusal, setDeleteRefusal] = useState<string | undefined>();
  /** Runs a change of the dialog: a toast when done, the refusal kept for the dialog when not. */
  const change = async (send: () => Promise<unknown>, done: string) => {
    setRefusal(undefined);
    try {
      await send();
      notifier.notify('success', done);
    } catch (error) {
      setRefusal({ text: refusalOf(error, i18n), id: refusalIdOf(error) });
      throw error;
    } finally {
      void list.mutate();
    }
  };
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
      deleteRefusal={deleteRefusal}
      onDelete={async (rights) => {
        setDeleteRefusal(undefined);
        try {
          await deletePlatformLevelRights(refusalsInPlace(http), rights.rightsId);
          notifier.notify('success', t`The right is deleted`);
        } catch (error) {
          setDeleteRefusal(refusalOf(error, i18n));
          throw error;
        } finally {
          void list.mutate();
        }
      }}
    />
  );
}

// The marketing section's member levels tab (issue 18 item 5, decisions/0095): the ordinary levels and the
// paid plans with their rights (GET /platform/level/list), one edited at a time in ui's dialog (PUT
// /platform/level). Roles that may only read see no edit buttons; a refusal is shown at the field its
// message id names (domain `levelFieldOf`) or on top of the dialog; a save is confirmed by a toast and the
// list read again. Adding a level or a paid plan (POST) and deleting one (DELETE, its refusal shown in the
// question) as decisions/0104.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformLevel,
  deletePlatformLevel,
  getPlatformLevels,
  refusalsInPlace,
  savePlatformLevel,
} from '@mall/client';
import { refusalIdOf, refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { levelFieldOf, platformRoleMay } from '@mall/domain';
import { LevelListScreen } from '@mall/ui/screens/platform/LevelListScreen';
import { usePlatformMe } from '../../me.ts';
import { notifier } from '../../session.ts';

export default function LevelsTab() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t, i18n } = useLingui();
  const list = useApiQuery(getPlatformLevels, undefined);
  const [refusal, setRefusal] = useState<{ text: string; id?: string } | undefined>();
  const [deleteRefusal, setDeleteRefusal] = useState<string | undefined>();
  return (
    <LevelListScreen
      list={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'marketing', true)}
      refusal={refusal?.text}
      refusalField={levelFieldOf(refusal?.id) ?? undefined}
      onSave={async (level) => {
        setRefusal(undefined);
        try {
          await savePlatformLevel(refusalsInPlace(http), level);
          notifier.notify('success', t`The level is saved`);
        } catch (error) {
          setRefusal({ text: refusalOf(error, i18n), id: refusalIdOf(error) });
          throw error;
        } finally {
          void list.mutate();
        }
      }}
      onCreate={async (level) => {
        setRefusal(undefined);
        try {
          await createPlatformLevel(refusalsInPlace(http), level);
          notifier.notify('success', t`The level is added`);
        } catch (error) {
          setRefusal({ text: refusalOf(error, i18n), id: refusalIdOf(error) });
          throw error;
        } finally {
          void list.mutate();
        }
      }}
      deleteRefusal={deleteRefusal}
      onDelete={async (level) => {
        setDeleteRefusal(undefined);
        try {
          await deletePlatformLevel(refusalsInPlace(http), level.levelId);
          notifier.notify('success', t`The level is deleted`);
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

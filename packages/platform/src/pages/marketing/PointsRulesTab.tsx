// The marketing section's points rules tab (issue 18 item 5, decisions/0095): the points rules (earning units, the sign-in
// switch, the seven days' sign-in points and growth), loaded, edited in ui's screen and saved whole (PUT
// /platform/loyalty/settings). Roles that may only read see the form read-only; a refusal is shown above
// the form; a save is confirmed by a toast and the rules read again.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getPlatformLoyaltySettings, refusalsInPlace, savePlatformLoyaltySettings } from '@mall/client';
import { refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay } from '@mall/domain';
import { LoyaltySettingsScreen } from '@mall/ui/screens/platform/LoyaltySettingsScreen';
import { usePlatformMe } from '../../me.ts';
import { notifier } from '../../session.ts';

export default function PointsRulesTab() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t, i18n } = useLingui();
  const settings = useApiQuery(getPlatformLoyaltySettings, undefined);
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <LoyaltySettingsScreen
      settings={settings.data}
      loading={settings.showLoading}
      error={settings.data === undefined && settings.error !== undefined}
      onRetry={() => void settings.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'marketing', true)}
      refusal={refusal}
      onSubmit={async (body) => {
        setRefusal(undefined);
        try {
          await savePlatformLoyaltySettings(refusalsInPlace(http), body);
          notifier.notify('success', t`The points rules are saved`);
        } catch (error) {
          setRefusal(refusalOf(error, i18n));
          throw error;
        } finally {
          void settings.mutate();
        }
      }}
    />
  );
}

// The store settings section (issue 17 item 9): the store's settings loaded, edited in ui's screen and
// saved whole (PUT /merchant/shop: the freight template with them, in one transaction on the server);
// the logo is an upload of the store. A refusal is shown above the save button; a save is confirmed by
// a toast and the settings are read again. The rules are the server's (server shop/settings.ts,
// decisions/0065); the form checks the same domain schema first.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useMerchantMe } from '../hooks/me.ts';
import { getMerchantShop, saveMerchantShop, uploadMerchantImage, refusalsInPlace } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { StoreSettingsScreen } from '@mall/ui/screens/merchant/StoreSettingsScreen';
import { notifier } from '../session/notifier.ts';
import { refusalOf } from '@mall/client/console';

export default function StorePage() {
  const http = useApiClient();
  const me = useMerchantMe();
  const { t, i18n } = useLingui();
  const settings = useApiQuery(getMerchantShop, undefined);
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <StoreSettingsScreen
      settings={settings.data}
      loading={settings.showLoading}
      error={settings.data === undefined && settings.error !== undefined}
      onRetry={() => void settings.mutate()}
      onUploadImage={(file) => uploadMerchantImage(http, file)}
      refusal={refusal}
      onSubmit={async (request) => {
        setRefusal(undefined);
        try {
          await saveMerchantShop(refusalsInPlace(http), request);
          notifier.notify('success', t`The store's settings are saved`);
        } catch (error) {
          setRefusal(refusalOf(error, i18n));
          throw error;
        } finally {
          void settings.mutate();
          // The side menu's store name and logo come from /merchant/me.
          void me.mutate();
        }
      }}
    />
  );
}

// The site configuration section (issue 18, decisions/0082): the storefront's PC name, logo, favicon and
// footer, loaded, edited in ui's screen and saved whole (PUT /platform/webConfig). Roles that may only
// read see the form read-only. A refusal is shown by its field when its message id (the 400's header,
// decisions/0096) belongs to one (domain `siteConfigFieldOf`), else above the form; a save is confirmed
// by a toast and the site read again.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  getPlatformWebConfig,
  refusalsInPlace,
  savePlatformWebConfig,
  uploadPlatformImage,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { refusalIdOf, refusalOf } from '@mall/client/console';
import { platformRoleMay, siteConfigFieldOf } from '@mall/domain';
import { SiteConfigScreen } from '@mall/ui/screens/platform/SiteConfigScreen';
import { usePlatformMe } from '../me.ts';
import { notifier } from '../session.ts';

export default function SitePage() {
  const http = useApiClient();
  const { data: me } = usePlatformMe();
  const { t, i18n } = useLingui();
  const config = useApiQuery(getPlatformWebConfig, undefined);
  const [refusal, setRefusal] = useState<{ text: string; id?: string } | undefined>();
  const field = refusal?.id === undefined ? undefined : siteConfigFieldOf(refusal.id);
  return (
    <SiteConfigScreen
      config={config.data}
      loading={config.showLoading}
      error={config.data === undefined && config.error !== undefined}
      onRetry={() => void config.mutate()}
      canEdit={me !== undefined && platformRoleMay(me.role, 'site', true)}
      onUploadImage={(file) => uploadPlatformImage(http, file)}
      refusal={refusal?.text}
      refusalField={field ?? undefined}
      onSubmit={async (request) => {
        setRefusal(undefined);
        try {
          await savePlatformWebConfig(refusalsInPlace(http), request);
          notifier.notify('success', t`The site's configuration is saved`);
        } catch (error) {
          setRefusal({ text: refusalOf(error, i18n), id: refusalIdOf(error) });
          throw error;
        } finally {
          void config.mutate();
        }
      }}
    />
  );
}

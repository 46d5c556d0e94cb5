// `/ffjs`: open a free store. The application is the shopper's own (`/p/`), so a visitor (and the
// server-rendered page) gets a login prompt; with a token the application is asked for and the page
// shows the form (never applied, or rejected: modify and resubmit) or its state (under review, approved,
// offline). A submit revalidates the application and the centre info; a refusal is shown in place.
import { useNavigate } from 'react-router';
import { StoreApplyScreen } from '@mall/ui/screens/StoreApplyScreen';
import { uploadImage, uploadPrivateImage } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useRegionLoader } from '../hooks/addresses.ts';
import { useShopApplyInfo, useStoreApplySubmit } from '../hooks/storeApply.ts';
import { showLogin } from '../session/events.ts';
import { useSessionToken } from '../session/useSessionToken.ts';

export function Component() {
  const signedIn = useSessionToken() !== undefined;
  const info = useShopApplyInfo(signedIn);
  const { submit, refusal } = useStoreApplySubmit(info.data);
  const loadRegions = useRegionLoader();
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <StoreApplyScreen
      signedIn={signedIn}
      onLogin={() => showLogin()}
      application={info.data}
      loading={info.showLoading}
      error={info.error !== undefined && info.data === undefined}
      onRetry={() => void info.mutate()}
      loadRegions={loadRegions}
      uploadImage={(file) => uploadImage(http, file)}
      uploadPrivateImage={(file) => uploadPrivateImage(http, file)}
      onSubmit={submit}
      refusal={refusal}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

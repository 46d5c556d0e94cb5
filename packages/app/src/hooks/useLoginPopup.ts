// The login popup's open state: opened by the 'show-login' event (the API client's 401 policy, the
// top-bar links of visitors, login-only pages), closed by the popup. The state lives outside React
// (session/loginPopupState.ts) so that a request made before the popup mounts still opens it.
import { useSyncExternalStore } from 'react';
import { loginPopupState } from '../session/loginPopupState.ts';

export function useLoginPopup(): { open: boolean; show: () => void; close: () => void } {
  const open = useSyncExternalStore(loginPopupState.subscribe, loginPopupState.isOpen, () => false);
  return { open, show: loginPopupState.open, close: loginPopupState.close };
}

// What the login popup and the login page both hand their login panel: the two ways to log in and the
// SMS code, over this channel's API client. `afterLogin` is where each goes once the token is stored.
import type { LoginPanelProps } from '@mall/ui';
import { sendLoginCode } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { currentChannel, partnerLoginWarning } from '../session/channel.ts';
import { loginWithPassword, loginWithSmsCode } from '../session/login.ts';

export function useLoginSubmit(
  afterLogin: () => void,
): Pick<LoginPanelProps, 'partnerWarning' | 'onSubmitAccount' | 'onSubmitMobile' | 'onSendCode'> {
  const http = useApiClient();
  const { appType } = currentChannel();
  return {
    partnerWarning: partnerLoginWarning() !== undefined,
    onSubmitAccount: async ({ principal, password }) => {
      await loginWithPassword(http, { principal, password, appType });
      afterLogin();
    },
    onSubmitMobile: async ({ mobile, code }) => {
      await loginWithSmsCode(http, { mobile, code, appType });
      afterLogin();
    },
    onSendCode: async (mobile) => {
      await sendLoginCode(http, mobile);
    },
  };
}

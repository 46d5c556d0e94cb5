// The staff section (issue 17 item 1, the owner alone: permission `staff`): the store's staff accounts
// (GET /merchant/staff) and the owner's changes, each followed by a fresh list. Passwords are encrypted
// here with the server's public key, as the sign-in's (session/password.ts, decisions/0012); the screen
// gets back the server's refusal to show in its dialog. The screen is ui's StaffScreen.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  changeMerchantStaffRole,
  createMerchantStaff,
  deleteMerchantStaff,
  getMerchantStaff,
  getPublicKey,
  resetMerchantStaffPassword,
  setMerchantStaffStatus,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { StaffScreen } from '@mall/ui/screens/merchant/StaffScreen';
import type { AxiosInstance } from 'axios';
import { refusalOf } from '@mall/client/console';

/** The password encrypted for the server (the RSA library loads with the first use). */
async function encrypted(http: AxiosInstance, password: string): Promise<string> {
  const [pem, { encryptPassword }] = await Promise.all([
    getPublicKey(http),
    import('../session/password.ts'),
  ]);
  return encryptPassword(pem, password);
}

export default function StaffPage() {
  const { i18n } = useLingui();
  const http = useApiClient();
  /** The dialogs' calls: their refusals are shown in the dialog, not as toasts. */
  const shown = useMemo(() => refusalsInPlace(http), [http]);
  const list = useApiQuery(getMerchantStaff, undefined);
  const [pending, setPending] = useState<readonly number[]>([]);

  /** Sends a change; answers the refusal to show, or nothing. The list is fetched again either way. */
  const send = async (task: () => Promise<unknown>): Promise<string | undefined> => {
    try {
      await task();
      return undefined;
    } catch (error) {
      return refusalOf(error, i18n);
    } finally {
      void list.mutate();
    }
  };

  return (
    <StaffScreen
      staff={list.data}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={pending}
      onCreate={(staff) =>
        send(async () =>
          createMerchantStaff(shown, {
            username: staff.username,
            password: await encrypted(http, staff.password),
            role: staff.role,
            ...(staff.note ? { note: staff.note } : {}),
          }),
        )
      }
      onChangeRole={(row, role) =>
        send(() => changeMerchantStaffRole(shown, { merchantId: row.merchantId, role }))
      }
      onSetStatus={(row, status) => {
        setPending((ids) => [...ids, row.merchantId]);
        // A refusal is the client's toast (the server's text); the row shows the server's status either way.
        void send(() => setMerchantStaffStatus(http, { merchantId: row.merchantId, status })).finally(() =>
          setPending((ids) => ids.filter((id) => id !== row.merchantId)),
        );
      }}
      onResetPassword={(row, password) =>
        send(async () =>
          resetMerchantStaffPassword(shown, {
            merchantId: row.merchantId,
            password: await encrypted(http, password),
          }),
        )
      }
      onDelete={(row) => send(() => deleteMerchantStaff(shown, row.merchantId))}
    />
  );
}

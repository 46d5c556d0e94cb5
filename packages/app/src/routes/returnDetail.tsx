// `/return-detail?refundSn=`: one after-sales request (missing or malformed refundSn: not found, no
// request): progress, amounts, vouchers; withdraw, edit after a refusal, the return's logistics.
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@mall/ui';
import { RefundDetailScreen } from '@mall/ui/screens/RefundDetailScreen';
import { cancelRefund, submitRefundExpress, uploadImage } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { expressParam, refundSnFromQuery } from './aftersalesPage.ts';
import { useRefund } from '../hooks/aftersales.ts';
import { isRefundListKey } from '../hooks/keys.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';

export function Component() {
  const [params] = useSearchParams();
  const refundSn = refundSnFromQuery(params);
  const refund = useRefund(refundSn);
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  const { t } = useLingui();
  const refresh = () => {
    void refund.mutate();
    void mutate(isRefundListKey);
  };
  return (
    <RefundDetailScreen
      refund={refund.data}
      loading={refund.showLoading}
      error={Boolean(refund.error) && !refund.notFound}
      notFound={refund.notFound}
      onRetry={() => void refund.mutate()}
      onWithdraw={async () => {
        if (!refundSn) return;
        try {
          await cancelRefund(http, refundSn);
          push({ type: 'success', message: t`Application withdrawn` });
        } catch {
          // The API client already told the shopper.
        }
        refresh();
      }}
      onSubmitExpress={async (express) => {
        if (!refundSn) return;
        await submitRefundExpress(http, expressParam(refundSn, express));
        push({ type: 'success', message: t`Logistics submitted` });
        refresh();
      }}
      uploadImage={(file) => uploadImage(http, file)}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// `/return-detail?refundSn=`: one after-sales request (missing or malformed refundSn: not found, no
// request): progress, amounts, vouchers; withdraw, edit after a refusal, the return's logistics.
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { RefundDetailScreen } from '@mall/ui/screens/RefundDetailScreen';
import { cancelRefund, submitRefundExpress, uploadImage } from '@mall/client';
import { expressParam, refundSnFromQuery } from './aftersalesPage.ts';
import { useRefund } from '../hooks/aftersales.ts';
import { isRefundListKey } from '../hooks/keys.ts';
import { useAftersalesTools } from '../hooks/useAftersalesTools.ts';

export function Component() {
  const [params] = useSearchParams();
  const refundSn = refundSnFromQuery(params);
  const refund = useRefund(refundSn);
  const { http, href, navigate, mutate, push } = useAftersalesTools();
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

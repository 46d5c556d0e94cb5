// `/user-center/uc-return?currentPage=`: the buyer's after-sales requests, paged, newest first.
import { useNavigate, useSearchParams } from 'react-router';
import { MyRefundsScreen } from '@mall/ui/screens/MyRefundsScreen';
import { refundPageFromQuery, refundPageQuery } from '../aftersalesPage.ts';
import { useRefundPage } from '../../hooks/aftersales.ts';
import { useLocalizedHref } from '../../layouts/useChrome.ts';

export function Component() {
  const [params] = useSearchParams();
  const current = refundPageFromQuery(params);
  const refunds = useRefundPage(current);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <MyRefundsScreen
      page={refunds.data}
      loading={refunds.showLoading}
      error={Boolean(refunds.error)}
      onRetry={() => void refunds.mutate()}
      onPageChange={(page) => {
        void navigate(href(`/user-center/uc-return${refundPageQuery(page)}`));
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

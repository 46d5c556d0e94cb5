// `/user-center/apply-return?orderNumber=&orderItemId=` (no item: the whole order) or `?refundSn=` (a
// refused application edited and sent again): the after-sales application. The order and the server's
// refundable answer give the limits (a points-only request is edited only once that answer is in: loading,
// or an error with retry, until then); a sent application opens its detail page.
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ApplyRefundScreen, type RefundTarget } from '@mall/ui/screens/ApplyRefundScreen';
import { applyRefund, reapplyRefund, uploadImage } from '@mall/client';
import {
  applyParam,
  applyReturnQuery,
  reapplyParam,
  reapplyScreen,
  refundTarget,
} from '../aftersalesPage.ts';
import { useOrderForRefund, useRefund, useRefundable } from '../../hooks/aftersales.ts';
import { useUserInfo } from '../../hooks/account.ts';
import { useAftersalesTools } from '../../hooks/useAftersalesTools.ts';
import { isBadRequest } from '../../listQuery.ts';
import { isAftersalesKey } from '../../hooks/keys.ts';

export function Component() {
  const [params] = useSearchParams();
  const query = applyReturnQuery(params);
  const { http, href, navigate, mutate, push } = useAftersalesTools();
  const { t } = useLingui();
  const user = useUserInfo();

  const refundSn = query.kind === 'reapply' ? query.refundSn : undefined;
  const previous = useRefund(refundSn);
  const orderNumber = query.kind === 'apply' ? query.orderNumber : previous.data?.orderNumber;
  const orderItemId =
    query.kind === 'apply'
      ? query.orderItemId
      : previous.data && previous.data.refundType !== 1
        ? previous.data.orderItemId
        : 0;
  const order = useOrderForRefund(orderNumber);
  const refundable = useRefundable(orderNumber, orderItemId);

  let target: RefundTarget | undefined;
  let notFound = query.kind === 'invalid';
  let failed = false;
  if (query.kind === 'apply') {
    if (order.data && refundable.data) {
      target = refundTarget(order.data, refundable.data, orderItemId) ?? undefined;
      notFound ||= target === undefined;
    }
    notFound ||= order.notFound || refundable.notFound;
  } else if (query.kind === 'reapply') {
    ({ target, notFound, failed } = reapplyScreen(previous, order, refundable));
  }
  failed ||=
    query.kind === 'apply' &&
    [order.error, refundable.error].some((e) => e !== undefined && !isBadRequest(e));

  return (
    <ApplyRefundScreen
      target={target}
      previous={query.kind === 'reapply' && target ? previous.data : undefined}
      defaultMobile={user.data?.userMobile ?? ''}
      loading={order.showLoading || refundable.showLoading || previous.showLoading}
      error={failed}
      notFound={notFound}
      onRetry={() => {
        void order.mutate();
        void refundable.mutate();
        void previous.mutate();
      }}
      uploadImage={(file) => uploadImage(http, file)}
      onSubmit={async (application) => {
        if (!target) return;
        const sn =
          query.kind === 'reapply'
            ? await reapplyRefund(http, reapplyParam(query.refundSn, application))
            : await applyRefund(http, applyParam(target, application));
        push({ type: 'success', message: t`Application submitted` });
        void mutate(isAftersalesKey);
        void navigate(href(`/return-detail?refundSn=${encodeURIComponent(sn)}`), { replace: true });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

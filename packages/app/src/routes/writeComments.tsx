// `/write-comments?orderNumber=`: reviews of a completed order's items, one item at a time (POST
// /p/prodComm, images through POST /p/file/upload); after the last one, back to the order. An order that
// is missing, unknown or not completed cannot be reviewed.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { OrderStatus } from '@mall/domain';
import { orderPaths, useToast } from '@mall/ui';
import { WriteCommentsScreen } from '@mall/ui/screens/WriteCommentsScreen';
import { allReviewed, orderNumberFromQuery } from './ordersPage.ts';
import { useOrderActions, useOrderDetail } from '../hooks/orders.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';

export function Component() {
  const [params] = useSearchParams();
  const orderNumber = orderNumberFromQuery(params);
  const order = useOrderDetail(orderNumber);
  const actions = useOrderActions();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { push } = useToast();
  const { t } = useLingui();
  const [submitting, setSubmitting] = useState<number | null>(null);

  const reviewable =
    order.data !== undefined &&
    (order.data.status === OrderStatus.completed || order.data.status === OrderStatus.pendingEvaluation);
  return (
    <WriteCommentsScreen
      {...(order.data && reviewable ? { order: order.data } : {})}
      loading={order.showLoading}
      notFound={order.notFound || (order.data !== undefined && !reviewable)}
      error={Boolean(order.error) && !order.notFound}
      onRetry={() => void order.mutate()}
      onUploadImage={actions.uploadImage}
      submittingItemId={submitting}
      onSubmit={(item, draft) => {
        if (submitting !== null || !order.data) return;
        const current = order.data;
        setSubmitting(item.orderItemId);
        actions.comment(item, draft).then(
          () => {
            setSubmitting(null);
            push({ type: 'success', message: t`Thank you for your review` });
            const rest = current.orderItemDtos.filter((i) => i.orderItemId !== item.orderItemId);
            if (allReviewed({ orderItemDtos: rest }))
              void navigate(href(orderPaths.detail(current.orderNumber)));
          },
          () => setSubmitting(null),
        );
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

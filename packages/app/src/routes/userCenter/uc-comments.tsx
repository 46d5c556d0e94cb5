// `/user-center/uc-comments?currentPage=`: the buyer's reviews, paged (the page in the address).
import { useNavigate, useSearchParams } from 'react-router';
import { MyCommentsScreen } from '@mall/ui/screens/MyCommentsScreen';
import { commentsAddress, pageFromQuery } from '../ordersPage.ts';
import { useMyComments } from '../../hooks/orders.ts';
import { useLocalizedHref } from '../../layouts/useChrome.ts';

export function Component() {
  const [params] = useSearchParams();
  const current = pageFromQuery(params);
  const comments = useMyComments(current);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <MyCommentsScreen
      page={comments.data}
      loading={comments.showLoading}
      error={Boolean(comments.error)}
      onRetry={() => void comments.mutate()}
      onPageChange={(page) => {
        void navigate(href(commentsAddress(page)));
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

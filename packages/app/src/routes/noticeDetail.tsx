// `/notice-detail?id=`: one notice; a missing, malformed or unknown id shows the not-found state.
import { useNavigate, useSearchParams } from 'react-router';
import { NoticeDetailScreen } from '@mall/ui/screens/NoticeDetailScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { noticeIdFromQuery } from './noticeQuery.ts';
import { useNotice } from '../hooks/site.ts';

export function Component() {
  const [params] = useSearchParams();
  const notice = useNotice(noticeIdFromQuery(params));
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <NoticeDetailScreen
      notice={notice.data}
      loading={notice.showLoading}
      notFound={notice.notFound}
      error={Boolean(notice.error)}
      onRetry={() => void notice.mutate()}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// `/notice-list?currentPage=`: the mall's notices, paged (the page lives in the address), pinned first.
import { useNavigate, useSearchParams } from 'react-router';
import { NoticeListScreen } from '@mall/ui/screens/NoticeListScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { noticePageFromQuery, noticePageQuery } from './noticeQuery.ts';
import { useNoticePage } from '../hooks/site.ts';

export function Component() {
  const [params] = useSearchParams();
  const current = noticePageFromQuery(params);
  const notices = useNoticePage(current);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <NoticeListScreen
      page={notices.data}
      loading={notices.showLoading}
      error={Boolean(notices.error)}
      onRetry={() => void notices.mutate()}
      onPageChange={(page) => {
        void navigate(href(`/notice-list${noticePageQuery(page)}`));
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// `/member-center/integral-mall?currentPage=`: the points mall's products, paged (the page lives in the
// address). Open to visitors (the products are public); a shopper also sees their points.
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@mall/domain';
import { ScoreMallScreen } from '@mall/ui/screens/ScoreMallScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useScoreInfo, useScoreProdPage } from '../hooks/loyalty.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { noticePageFromQuery, noticePageQuery } from './noticeQuery.ts';

export function Component() {
  const [params] = useSearchParams();
  const current = noticePageFromQuery(params);
  const signedIn = useSessionToken() !== undefined;
  const prods = useScoreProdPage(current);
  const info = useScoreInfo(signedIn);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <ScoreMallScreen
      page={prods.data}
      score={signedIn ? info.data?.score : undefined}
      loading={prods.showLoading}
      error={Boolean(prods.error)}
      onRetry={() => void prods.mutate()}
      onPageChange={(page) => {
        void navigate(href(`${paths.integralMall()}${noticePageQuery(page)}`));
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// `/user-center/uc-integral?ioType=&source=&currentPage=`: the points centre (balance, points expiring
// within 30 days, the ledger with its filters); the filters and the page live in the address.
import { useNavigate, useSearchParams } from 'react-router';
import { PointsCentreScreen } from '@mall/ui/screens/PointsCentreScreen';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { useScoreInfo, useScoreLog } from '../../hooks/loyalty.ts';
import { pointsQueryOf, pointsSearch } from '../loyaltyQuery.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = pointsQueryOf(params);
  const info = useScoreInfo();
  const log = useScoreLog(filter, page);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <PointsCentreScreen
      info={info.data}
      infoError={info.error !== undefined && info.data === undefined}
      onInfoRetry={() => void info.mutate()}
      filter={filter}
      onFilterChange={(next) => setParams(new URLSearchParams(pointsSearch(next, 1)))}
      page={log.data}
      onPageChange={(next) => setParams(new URLSearchParams(pointsSearch(filter, next)))}
      loading={log.showLoading}
      error={log.error !== undefined && log.data === undefined}
      onRetry={() => void log.mutate()}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

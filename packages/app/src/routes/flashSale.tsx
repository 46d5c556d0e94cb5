// `/flash-sale`: the flash-sale sessions (GET /seckill/pageSeckill, ongoing and upcoming first). "More"
// asks for a larger first page, so the sessions are always grouped from one answer; the countdown's end
// reads the states again, and again every 2 s (up to 5 times) while the answer keeps the old states
// (the list has no serverTime: the browser's clock may be ahead of the server's). Rendered on the server
// without countdown digits.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { FlashSaleScreen } from '@mall/ui/screens/FlashSaleScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useSeckillPage } from '../hooks/seckill.ts';
import { statesOf, useReadAgainAtEnd, useServerClock } from '../hooks/countdown.ts';
import { SECKILL_PAGE_MAX, seckillListSize } from './seckillPage.ts';

export function Component() {
  const [steps, setSteps] = useState(0);
  const size = seckillListSize(steps);
  const page = useSeckillPage(size);
  const clock = useServerClock();
  const { mutate } = page;
  const readAgain = useReadAgainAtEnd(
    useCallback(() => mutate(), [mutate]),
    statesOf(page.data?.records, (r) => r.seckillId),
  );
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <FlashSaleScreen
      page={page.data}
      loading={page.showLoading}
      error={Boolean(page.error)}
      onRetry={() => void page.mutate()}
      {...(size < SECKILL_PAGE_MAX ? { onMore: () => setSteps((s) => s + 1) } : {})}
      loadingMore={page.isValidating && page.data !== undefined && page.data.size !== size}
      clock={clock}
      onCountdownEnd={readAgain}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

// `/flash-sale`: the flash-sale sessions (GET /seckill/pageSeckill, ongoing and upcoming first). "More"
// asks for a larger first page, so the sessions are always grouped from one answer; the countdown's end
// reads the states again (the server decides them). Rendered on the server without countdown digits.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { FlashSaleScreen } from '@mall/ui/screens/FlashSaleScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useReadAgainAtEnd, useSeckillPage, useServerClock } from '../hooks/seckill.ts';
import { SECKILL_PAGE_MAX, seckillListSize } from './seckillPage.ts';

export function Component() {
  const [steps, setSteps] = useState(0);
  const size = seckillListSize(steps);
  const page = useSeckillPage(size);
  const clock = useServerClock();
  const { mutate } = page;
  const readAgain = useReadAgainAtEnd(useCallback(() => mutate(), [mutate]));
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

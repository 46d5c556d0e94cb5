// `/secdetail/:seckillId`: one flash sale (GET /seckill/prod). Its countdown runs on the browser's clock
// corrected by the answer's `serverTime`; when it reaches zero the activity is read again, and again every
// 2 s (up to 5 times) while the server still answers the old state (the server decides the state). Buy now goes to the flash-sale checkout; a visitor
// gets the login popup. An invalid id or an unknown activity (400) is the not-found state. Page log 4
// comes from the route table.
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SeckillDetailScreen } from '@mall/ui/screens/SeckillDetailScreen';
import { whenSignedIn } from '../session/login.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useSeckillProd } from '../hooks/seckill.ts';
import { useReadAgainAtEnd, useServerClock } from '../hooks/countdown.ts';
import { detailStatus } from './detailPage.ts';
import { parseSeckillId, seckillCheckoutPath } from './seckillPage.ts';

export function Component() {
  const { seckillId: param } = useParams();
  const seckillId = parseSeckillId(param);
  return <SeckillPage key={seckillId ?? 'none'} seckillId={seckillId} />;
}

function SeckillPage({ seckillId }: { seckillId: number | undefined }) {
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const seckill = useSeckillProd(seckillId);
  const clock = useServerClock(seckill.data?.serverTime);
  const { mutate } = seckill;
  const readAgain = useReadAgainAtEnd(
    useCallback(() => mutate(), [mutate]),
    seckill.data?.status,
  );
  const status = detailStatus(seckillId, seckill);
  if (status === 'pending') return null;
  const go = (to: string) => void navigate(to);
  return (
    <SeckillDetailScreen
      seckill={seckill.data}
      loading={status === 'loading'}
      notFound={status === 'notFound'}
      error={status === 'error'}
      onRetry={() => void seckill.mutate()}
      clock={clock}
      onCountdownEnd={readAgain}
      onBuy={(item) => whenSignedIn(() => go(href(seckillCheckoutPath(item))))}
      href={href}
      onNavigate={go}
    />
  );
}

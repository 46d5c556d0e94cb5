// `/member-center/integral-det/:prodId`: one points-mall product. Redeem goes to the points checkout with
// the chosen SKU and units; a visitor gets the login popup. An invalid id or a product not in the points
// mall (400) is the not-found state. A shopper's points disable the button when too few.
import { useNavigate, useParams } from 'react-router';
import { paths } from '@mall/domain';
import { ScoreProductScreen } from '@mall/ui/screens/ScoreProductScreen';
import { whenSignedIn } from '../session/login.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useScoreInfo, useScoreProdInfo } from '../hooks/loyalty.ts';
import { detailStatus, parseProdId } from './detailPage.ts';

export function Component() {
  const { prodId: param } = useParams();
  const prodId = parseProdId(param);
  return <ScoreProductPage key={prodId ?? 'none'} prodId={prodId} />;
}

function ScoreProductPage({ prodId }: { prodId: number | undefined }) {
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const signedIn = useSessionToken() !== undefined;
  const prod = useScoreProdInfo(prodId);
  const info = useScoreInfo(signedIn);
  const status = detailStatus(prodId, prod);
  if (status === 'pending') return null;
  const go = (to: string) => void navigate(to);
  return (
    <ScoreProductScreen
      prod={prod.data}
      score={signedIn ? info.data?.score : undefined}
      loading={status === 'loading'}
      notFound={status === 'notFound'}
      error={status === 'error'}
      onRetry={() => void prod.mutate()}
      onRedeem={(item) => whenSignedIn(() => go(href(paths.submitIntegralOrder(item))))}
      href={href}
      onNavigate={go}
    />
  );
}

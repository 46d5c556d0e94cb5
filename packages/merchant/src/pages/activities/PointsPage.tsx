// The points-mall prices of the activities section (issue 17 item 7): the store's products with their
// SKUs' points prices (name, "only those in the points mall" and page in the address); setting a
// product's prices and removing it go through PUT /merchant/prod/scorePrice (`skus: []` removes), the
// server's refusal shown in the dialog. The screen is ui's; every rule is the server's (score-mall).
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getMerchantScoreProds, refusalsInPlace, setMerchantScorePrice } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { PointsPriceScreen } from '@mall/ui/screens/merchant/PointsPriceScreen';
import { useRefreshList } from '../../hooks/useRefreshList.ts';
import { refusalOf } from '@mall/client/console';
import { pointsQueryOf, pointsSearchOf } from './promoShared.ts';

export default function PointsPage() {
  const [search, setSearch] = useSearchParams();
  const http = useApiClient();
  const { i18n } = useLingui();
  const query = pointsQueryOf(search);
  const list = useApiQuery(getMerchantScoreProds, {
    current: query.current,
    size: query.size,
    inMall: query.inMall,
    ...(query.prodName ? { prodName: query.prodName } : {}),
  });
  const refresh = useRefreshList(getMerchantScoreProds.path);
  const send = async (prodId: number, skus: { skuId: number; scorePrice: number; price: number }[]) => {
    try {
      await setMerchantScorePrice(refusalsInPlace(http), { prodId, skus });
    } catch (error) {
      return refusalOf(error, i18n);
    }
    await refresh();
    return undefined;
  };
  return (
    <PointsPriceScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(pointsSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      onSave={send}
      onRemove={(prodId) => send(prodId, [])}
    />
  );
}

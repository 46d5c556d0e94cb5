// `/group-buy?currentPage=`: the group-buy products, paged (the page lives in the address); a card opens
// the product page in group mode (`/detail/:prodId?groupActivityId=`, logged as the group detail page).
import { useNavigate, useSearchParams } from 'react-router';
import { GroupBuyScreen } from '@mall/ui/screens/GroupBuyScreen';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { groupPageFromQuery, groupPageQuery } from './groupPage.ts';
import { useGroupProdPage } from '../hooks/group.ts';

export function Component() {
  const [params] = useSearchParams();
  const current = groupPageFromQuery(params);
  const groups = useGroupProdPage(current);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <GroupBuyScreen
      page={groups.data}
      loading={groups.showLoading}
      error={Boolean(groups.error)}
      onRetry={() => void groups.mutate()}
      onPageChange={(page) => {
        void navigate(href(`/group-buy${groupPageQuery(page)}`));
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

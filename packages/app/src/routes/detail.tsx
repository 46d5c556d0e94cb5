// /detail/:prodId: the product page. The product, its store head, the collection state, the review
// summary and the reviews of the chosen filter and page are fetched here and handed to the screen. Add to
// cart adds a new line (a visitor's 401 opens the login popup: client policy) and says so in a toast;
// buy now goes to the order screen. An invalid id or an unknown product (400) is the not-found state.
// A product with a group buy (the address's `?groupActivityId=`, else the product's current one) shows
// the group-buy panel: opening or joining a team goes to the group checkout.
// The product's claimable coupons show as a row, claimed in place (a visitor gets the login popup).
// "Contact customer service" starts an inquiry about the product and opens the chat page with it; a
// signed-in shopper's view is recorded for the chat's recently viewed cards.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ActivityStatus, type CommentFilter } from '@mall/domain';
import { GroupBuyPanel, useToast } from '@mall/ui';
import { ProductDetailScreen, type DetailSelection } from '@mall/ui/screens/ProductDetailScreen';
import { useSessionToken } from '../session/useSessionToken.ts';
import { whenSignedIn } from '../session/login.ts';
import { useCartActions, useCartCount } from '../hooks/cart.ts';
import {
  useIsCollected,
  useToggleCollection,
  useProductDetail,
  useReviews,
  useReviewSummary,
} from '../hooks/catalog.ts';
import { useShopHead } from '../hooks/stores.ts';
import { useGroupProdInfo, useJoinableTeams } from '../hooks/group.ts';
import { groupActivityIdFromQuery, groupCheckoutPath } from './groupPage.ts';
import { useClaimCoupon, useProductCoupons } from '../hooks/promotions.ts';
import { addToCartBody, buyNowPath, detailStatus, parseProdId, shopSearchPath } from './detailPage.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { useRecordBrowse, useStartInquiry } from '../hooks/chat.ts';

export function Component() {
  const { prodId: param } = useParams();
  const prodId = parseProdId(param);
  const [params] = useSearchParams();
  const groupActivityId = groupActivityIdFromQuery(params);
  // Another product starts afresh: its review filter and page, its busy flags.
  return <DetailPage key={prodId ?? 'none'} prodId={prodId} groupActivityId={groupActivityId} />;
}

function DetailPage({
  prodId,
  groupActivityId,
}: {
  prodId: number | undefined;
  groupActivityId: number | undefined;
}) {
  const { t } = useLingui();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { push } = useToast();
  const token = useSessionToken();
  const product = useProductDetail(prodId);
  const shop = useShopHead(product.data?.shopId);
  const collected = useIsCollected(prodId);
  const toggleCollection = useToggleCollection();
  const { changeItem } = useCartActions();
  const cartCount = useCartCount();
  const [filter, setFilter] = useState<CommentFilter>(-1);
  const [page, setPage] = useState(1);
  const summary = useReviewSummary(prodId);
  const reviews = useReviews(prodId, filter, page);
  const [adding, setAdding] = useState(false);
  const [collectBusy, setCollectBusy] = useState(false);
  const groupInfo = useGroupProdInfo(prodId, groupActivityId);
  // Another product's activity in the address is not this page's.
  const group = groupInfo.data && groupInfo.data.prodId === prodId ? groupInfo.data : undefined;
  const teams = useJoinableTeams(
    group?.status === ActivityStatus.ongoing ? group.groupActivityId : undefined,
  );
  const productCoupons = useProductCoupons(prodId);
  const { claimingId, claim } = useClaimCoupon();
  const startInquiry = useStartInquiry();
  // A signed-in shopper's view is recorded (the chat's recently viewed cards).
  useRecordBrowse(product.data ? prodId : undefined);

  const status = detailStatus(prodId, product);
  if (status === 'pending') return null;

  const go = (to: string) => void navigate(to);
  const run = async (setBusy: (busy: boolean) => void, action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client already told the shopper (a toast, or the login popup for a visitor).
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProductDetailScreen
      {...(product.data ? { product: product.data } : {})}
      loading={status === 'loading'}
      notFound={status === 'notFound'}
      error={status === 'error'}
      onRetry={() => void product.mutate()}
      {...(shop.data ? { shop: shop.data } : {})}
      collected={token ? (collected.data ?? false) : false}
      collectBusy={collectBusy}
      onToggleCollect={() => {
        if (prodId === undefined || collectBusy) return;
        whenSignedIn(() => void run(setCollectBusy, () => toggleCollection(prodId)));
      }}
      adding={adding}
      onAddToCart={(item) => {
        if (adding) return;
        whenSignedIn(
          () =>
            void run(setAdding, async () => {
              await changeItem(addToCartBody(item));
              push({ type: 'success', message: t`Added to cart` });
            }),
        );
      }}
      onBuyNow={(item) => whenSignedIn(() => go(href(buyNowPath(item))))}
      {...(token && cartCount.data !== undefined ? { cartCount: cartCount.data } : {})}
      onShopSearch={(shopId, term) => go(href(shopSearchPath(shopId, term)))}
      onContactService={(shopId, id) =>
        whenSignedIn(() => {
          startInquiry(shopId, { prodId: id }).then(
            (path) => go(href(path)),
            () => {
              // The API client already told the shopper.
            },
          );
        })
      }
      {...(summary.data ? { reviewSummary: summary.data } : {})}
      reviewFilter={filter}
      onReviewFilterChange={(next) => {
        setFilter(next);
        setPage(1);
      }}
      {...(reviews.data ? { reviews: reviews.data } : {})}
      reviewsLoading={reviews.showLoading && reviews.data === undefined}
      onReviewPageChange={setPage}
      href={href}
      onNavigate={go}
      {...(group
        ? {
            groupBuy: ({ skuId, count }: DetailSelection) => (
              <GroupBuyPanel
                info={group}
                {...(teams.data || teams.error ? { teams: teams.data ?? [] } : {})}
                {...(skuId !== undefined ? { skuId } : {})}
                count={count}
                onOpen={(choice) => whenSignedIn(() => go(href(groupCheckoutPath(choice))))}
                onJoin={(choice) => whenSignedIn(() => go(href(groupCheckoutPath(choice))))}
                onExpire={() => {
                  void groupInfo.mutate();
                  void teams.mutate();
                }}
              />
            ),
          }
        : {})}
      {...(productCoupons.data?.length
        ? { coupons: { coupons: productCoupons.data, claimingId, onClaim: claim } }
        : {})}
    />
  );
}

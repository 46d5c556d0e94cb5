// The home page: each section fetched on its own (a failing call leaves the others standing), mapped to
// the HomeScreen's props. The promotions (issue 13) show only when they have something: limited-time
// offers are the products of the first running special discount session, group buying and the
// flash-sale zone their first cards, and the coupon centre's first coupons claimed in place (a visitor
// gets the login popup).
import { useState } from 'react';
import { HomeScreen } from '@mall/ui/screens/HomeScreen';
import { useBanners, useHotSearch, useNotices } from '../hooks/site.ts';
import { useCategories, useBestSellers, useHomeSections, useLatestProducts } from '../hooks/catalog.ts';
import { useRecommendShops, useShopSearch } from '../hooks/stores.ts';
import { useLocalizedHref, useLocalizedNavigate } from '../layouts/useChrome.ts';
import {
  useClaimCoupon,
  useCouponCentre,
  useDiscountInfo,
  useDiscountPage,
  useGroupProducts,
  useOngoingSeckills,
} from '../hooks/promotions.ts';
import {
  groupProducts,
  HOME_COUPON_COUNT,
  HOME_ROW_SIZE,
  homeNavigateOptions,
  limitedOfferProducts,
  ongoingSessionId,
  records,
  seckillProducts,
  toSection,
} from './homeProps.ts';

export function HomePage() {
  const href = useLocalizedHref();
  const navigate = useLocalizedNavigate();
  const [shopTerm, setShopTerm] = useState<string | null>(null);

  const hotSearch = useHotSearch();
  // Both banner lists, PC (1) and mobile (0): the screen picks one per width with CSS, so the server's
  // page holds both (decisions/0112).
  const banners = useBanners(1);
  const mobileBanners = useBanners(0);
  const notices = useNotices();
  const categories = useCategories(0);
  const latest = useLatestProducts(HOME_ROW_SIZE);
  const bestSellers = useBestSellers(HOME_ROW_SIZE);
  const sections = useHomeSections();
  const shops = useRecommendShops();
  const shopSearch = useShopSearch(shopTerm);
  const sessions = useDiscountPage(1);
  const offerSession = useDiscountInfo(ongoingSessionId(sessions.data));
  const groups = useGroupProducts(1, HOME_ROW_SIZE);
  const seckills = useOngoingSeckills(1, HOME_ROW_SIZE);
  const coupons = useCouponCentre(1, HOME_COUPON_COUNT);
  const { claimingId, claim } = useClaimCoupon();

  return (
    <HomeScreen
      href={href}
      onNavigate={navigate}
      // A detail opened from a banner logs page id 2 (spec section 3).
      onOpenBanner={(path) => navigate(path, homeNavigateOptions(true))}
      hotSearches={toSection(hotSearch, hotSearch.showLoading)}
      banners={toSection(banners, banners.showLoading)}
      mobileBanners={toSection(mobileBanners, mobileBanners.showLoading)}
      notices={toSection(notices, notices.showLoading)}
      categories={toSection(categories, categories.showLoading)}
      latestProducts={toSection(latest, latest.showLoading, records)}
      bestSellers={toSection(bestSellers, bestSellers.showLoading, records)}
      homeSections={toSection(sections, sections.showLoading)}
      recommendShops={toSection(shops, shops.showLoading)}
      onSearchShops={setShopTerm}
      shopResults={shopTerm ? { term: shopTerm, ...toSection(shopSearch, shopSearch.showLoading) } : null}
      onCloseShopResults={() => setShopTerm(null)}
      limitedOffers={limitedOfferProducts(offerSession.data)}
      groupBuying={groupProducts(groups.data)}
      flashSale={seckillProducts(seckills.data)}
      coupons={coupons.data?.records ?? []}
      onClaimCoupon={claim}
      {...(claimingId !== undefined ? { claimingCouponId: claimingId } : {})}
    />
  );
}

export { HomePage as Component };

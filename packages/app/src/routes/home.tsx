// The home page: each section fetched on its own (a failing call leaves the others standing), mapped to
// the HomeScreen's props. Promotions (limited-time offers, group buying, flash sale, coupons) have no
// server data yet; the screen hides them until the promotions issue passes them.
import { useState } from 'react';
import { HomeScreen } from '@mall/ui/screens/HomeScreen';
import { useBanners, useHotSearch, useNotices } from '../hooks/site.ts';
import { useCategories, useBestSellers, useHomeSections, useLatestProducts } from '../hooks/catalog.ts';
import { useRecommendShops, useShopSearch } from '../hooks/stores.ts';
import { useLocalizedHref, useLocalizedNavigate } from '../layouts/useChrome.ts';
import { HOME_ROW_SIZE, homeNavigateOptions, records, toSection } from './homeProps.ts';

export function HomePage() {
  const href = useLocalizedHref();
  const navigate = useLocalizedNavigate();
  const [shopTerm, setShopTerm] = useState<string | null>(null);

  const hotSearch = useHotSearch();
  const banners = useBanners(1);
  const notices = useNotices();
  const categories = useCategories(0);
  const latest = useLatestProducts(HOME_ROW_SIZE);
  const bestSellers = useBestSellers(HOME_ROW_SIZE);
  const sections = useHomeSections();
  const shops = useRecommendShops();
  const shopSearch = useShopSearch(shopTerm);

  return (
    <HomeScreen
      href={href}
      onNavigate={navigate}
      // A detail opened from a banner logs page id 2 (spec section 3).
      onOpenBanner={(path) => navigate(path, homeNavigateOptions(true))}
      hotSearches={toSection(hotSearch, hotSearch.showLoading)}
      banners={toSection(banners, banners.showLoading)}
      notices={toSection(notices, notices.showLoading)}
      categories={toSection(categories, categories.showLoading)}
      latestProducts={toSection(latest, latest.showLoading, records)}
      bestSellers={toSection(bestSellers, bestSellers.showLoading, records)}
      homeSections={toSection(sections, sections.showLoading)}
      recommendShops={toSection(shops, shops.showLoading)}
      onSearchShops={setShopTerm}
      shopResults={shopTerm ? { term: shopTerm, ...toSection(shopSearch, shopSearch.showLoading) } : null}
      onCloseShopResults={() => setShopTerm(null)}
    />
  );
}

export { HomePage as Component };

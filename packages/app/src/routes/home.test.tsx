// The home route assembled with its data: every section's wire answer reaches the screen, links carry
// the page's language. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@mall/ui/i18n';
import type {
  Category,
  HomeSection,
  HotSearch,
  IndexImg,
  Notice,
  Page,
  ProductCard,
  ShopHead,
} from '@mall/domain';
import { keys, homeKeys } from '../hooks/keys.ts';
import { HOME_ROW_SIZE, homeNavigateOptions } from './homeProps.ts';
import { HomePage } from './home.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const card = (prodId: number, prodName: string): ProductCard => ({
  prodId,
  prodName,
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: null,
  brief: null,
  shopId: 1,
  shopName: 'Shop',
  totalStocks: 5,
  categoryId: 1,
  soldNum: 3,
});
const page = <T,>(records: T[]): Page<T> => ({
  records,
  total: records.length,
  size: 10,
  current: 1,
  pages: 1,
});
const shop: ShopHead = {
  shopId: 7,
  shopName: 'Tea House',
  shopLogo: null,
  intro: null,
  type: 0,
  shopStatus: 1,
  fansCount: 5,
  prodCount: 9,
};
const category: Category = {
  categoryId: 3,
  parentId: 0,
  categoryName: 'Sports',
  pic: null,
  icon: null,
  grade: 0,
  seq: 1,
  categories: [],
};
const banner: IndexImg = { id: 1, imgUrl: '/b.svg', title: 'Summer sale', seq: 1, type: 0, relation: 42 };
const notice: Notice = {
  id: 9,
  shopId: 0,
  title: 'Holiday delivery',
  content: '',
  isTop: 1,
  publishTime: '',
};
const hot: HotSearch = { hotSearchId: 1, title: 'tea', content: 'tea', seq: 1 };
const section: HomeSection = {
  id: 1,
  title: 'Daily picks',
  seq: 1,
  style: 0,
  productDtoList: [card(5, 'Mug')],
};

const row = { current: 1, size: HOME_ROW_SIZE };
const fallback = swrFallback([
  [keys.hotSearch, [hot]],
  [keys.banners(1), [banner]],
  [keys.topNotices, [notice]],
  [keys.categories(0), [category]],
  [homeKeys.latestProducts(row), page([card(1, 'Flask')])],
  [homeKeys.bestSellers(row), page([card(2, 'Earbuds')])],
  [homeKeys.homeSections, [section]],
  [homeKeys.recommendShops, [shop]],
]);

beforeAll(async () => {
  await activateLocale('en');
});

describe('home route', () => {
  it('renders every section from its answer, with English links', () => {
    const html = renderRoute('/en', <HomePage />, fallback);
    for (const text of [
      'New arrivals',
      'Best sellers',
      'Daily picks',
      'Preferred stores',
      'Holiday delivery',
    ])
      expect(html).toContain(text);
    for (const link of [
      '/en/detail/1',
      '/en/detail/2',
      '/en/detail/5',
      '/en/detail/42',
      '/en/shop/7',
      '/en/list?categoryId=3',
      '/en/list?pn=tea&amp;st=0',
      '/en/notice-list',
    ])
      expect(html).toContain(`href="${link}"`);
    expect(html).not.toContain('Retry');
  });

  it('a detail opened from a banner carries fromBanner, which the page log turns into page id 2', () => {
    expect(homeNavigateOptions(true)).toEqual({ state: { fromBanner: true } });
    expect(homeNavigateOptions(false)).toBeUndefined();
  });
});

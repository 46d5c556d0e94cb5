// The list and shop routes assembled with their data: the address becomes the search call, the answers
// reach the screens, links carry the page's language. Rendered to markup from SWR's fallback (no network).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Key } from 'swr';
import { activateLocale } from '@mall/ui/i18n';
import type { Category, Page, ProductCard, ShopHead } from '@mall/domain';
import { keys, shopKeys } from './hooks/keys.ts';
import { toSearchProdQuery } from './listQuery.ts';
import { Component as ListRoute } from './routes/list.tsx';
import { Component as ShopRoute } from './routes/shop.tsx';
import { renderRoute, swrFallback } from './test/renderRoute.tsx';

const card = (prodId: number, prodName: string): ProductCard => ({
  prodId,
  prodName,
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: null,
  brief: null,
  shopId: 7,
  shopName: 'Tea House',
  totalStocks: 5,
  categoryId: 111,
  soldNum: 3,
});
const page = (records: ProductCard[], total = records.length, current = 1): Page<ProductCard> => ({
  records,
  total,
  size: 20,
  current,
  pages: Math.ceil(total / 20),
});
const node = (categoryId: number, categoryName: string, categories: Category[] = []): Category => ({
  categoryId,
  parentId: 0,
  categoryName,
  pic: null,
  icon: null,
  grade: 0,
  seq: 1,
  categories,
});
const tree = [node(1, 'Home', [node(11, 'Kitchen', [node(111, 'Mugs')])]), node(2, 'Sports')];
const shop: ShopHead = {
  shopId: 7,
  shopName: 'Tea House',
  shopLogo: null,
  intro: 'Mountain teas',
  type: 0,
  shopStatus: 1,
  fansCount: 1234,
  prodCount: 9,
};

function render(path: string, pattern: string, element: ReactNode, data: [Key, unknown][]) {
  return renderRoute(
    path,
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    swrFallback(data),
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('list route', () => {
  it('searches with the address (name, category, sort, page) and shows the answer', () => {
    const search = toSearchProdQuery({ pn: 'mug', categoryId: 111, sort: 2, orderBy: 1, current: 2 });
    const html = render(
      '/en/list?pn=mug&st=0&categoryId=111&sort=2&orderBy=1&current=2',
      '/en/list',
      <ListRoute />,
      [
        [keys.search(search), page([card(21, 'Blue mug')], 41, 2)],
        [keys.categories(0), tree],
      ],
    );
    expect(html).toContain('href="/en/detail/21"');
    expect(html).toContain('Blue mug');
    expect(html).toContain('Search: mug');
    expect(html).toContain('41 products');
    expect(html).toMatch(/Home.*Kitchen.*Mugs/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Price/);
    expect(html).toContain('aria-current="page"');
  });

  it('shows the no-products page when nothing matches', () => {
    const search = toSearchProdQuery({ pn: 'zzz', sort: 0, orderBy: 0, current: 1 });
    const html = render('/en/list?pn=zzz&st=0', '/en/list', <ListRoute />, [
      [keys.search(search), page([])],
      [keys.categories(0), tree],
    ]);
    expect(html).toContain('Sorry, no related products');
    expect(html).toContain('Back to previous page');
  });
});

describe('shop route', () => {
  it('shows the store head and its products searched inside the store', () => {
    const search = toSearchProdQuery({ pn: 'tea', sort: 1, orderBy: 1, current: 1 }, { shopId: 7 });
    const html = render('/en/shop/7?pn=tea&sort=1&orderBy=1', '/en/shop/:shopId', <ShopRoute />, [
      [shopKeys.head(7), shop],
      [keys.search(search), page([card(3, 'Green tea')])],
    ]);
    expect(html).toContain('Tea House');
    expect(html).toContain('Mountain teas');
    expect(html).toContain('1,234');
    expect(html).toContain('Results for “tea”');
    expect(html).toContain('href="/en/detail/3"');
    expect(html).toContain('>Follow<');
  });

  it('an invalid store id is the not-found state with a link home', () => {
    const html = render('/en/shop/abc', '/en/shop/:shopId', <ShopRoute />, []);
    expect(html).toContain('The store does not exist');
    expect(html).toContain('href="/en"');
  });
});

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { StatePanel } from '../../storybook/StatePanel.tsx';
import { categoryTree } from '../../storybook/fixtures/catalog.ts';
import { emptyPage, productPage } from '../../storybook/fixtures/listing.ts';
import { ProductListScreen, type ProductListScreenProps } from './ProductListScreen.tsx';
import { type Globals, say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/ProductListScreen',
  component: ProductListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    categories: categoryTree,
    sort: 0,
    orderBy: 0,
    page: productPage({ total: 48, size: 20 }),
    href: (path: string) => path,
    onNavigate: fn(),
    onCategoryChange: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
    onClearSearch: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const isMobile = (globals: Globals) =>
  (globals.viewport as { value?: string } | undefined)?.value === 'mobile';
/** The drawer portals to <body>, outside the story's canvas. */
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The screen with its URL state held locally, as the app's route holds it in the address. */
function Controlled(args: ProductListScreenProps) {
  const [categoryId, setCategoryId] = useState(args.categoryId);
  const [sort, setSort] = useState({ sort: args.sort, orderBy: args.orderBy });
  const [term, setTerm] = useState(args.productName);
  const [current, setCurrent] = useState(args.page?.current ?? 1);
  const page = args.page && productPage({ total: args.page.total, size: args.page.size, current });
  return (
    <ProductListScreen
      {...args}
      categoryId={categoryId}
      productName={term}
      sort={sort.sort}
      orderBy={sort.orderBy}
      page={page}
      onCategoryChange={(id) => {
        args.onCategoryChange(id);
        setCategoryId(id);
        setCurrent(1);
      }}
      onSortChange={(next, orderBy) => {
        args.onSortChange(next, orderBy);
        setSort({ sort: next, orderBy });
        setCurrent(1);
      }}
      onPageChange={(next) => {
        args.onPageChange(next);
        setCurrent(next);
      }}
      onClearSearch={() => {
        args.onClearSearch();
        setTerm(undefined);
      }}
    />
  );
}

/** A full page: 20 products of 48, the count, paging; a click on a product routes to its page. */
export const Full: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText(say(globals, '共 48 件商品', '48 products'))).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(20);
    await expect(links[0]).toHaveAttribute('href', '/detail/1001');
    await expect(links[0]).toHaveAccessibleName('北欧风陶瓷马克杯 350ml 简约咖啡杯');
    await userEvent.click(links[1]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/detail/1002');
    await expect(canvas.getByRole('navigation', { name: say(globals, '分页', 'Pagination') })).toBeVisible();
  },
};

/** Level 1, then its level 2, then level 3: each choice opens the next row and adds a crumb. */
export const ChooseCategories: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const level = (zh: string, en: string) => canvas.getByRole('group', { name: say(globals, zh, en) });
    await expect(
      canvas.queryByRole('group', { name: say(globals, '二级分类', 'Level 2 category') }),
    ).toBeNull();
    await userEvent.click(
      within(level('一级分类', 'Level 1 category')).getByRole('button', { name: '家居生活' }),
    );
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(
      within(level('二级分类', 'Level 2 category')).getByRole('button', { name: '床上用品' }),
    );
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(12);
    const leaf = within(level('三级分类', 'Level 3 category')).getByRole('button', { name: '床上用品新品' });
    await userEvent.click(leaf);
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(122);
    await expect(leaf).toHaveAttribute('aria-pressed', 'true');
    const crumbs = canvas.getByRole('group', { name: say(globals, '已选分类', 'Chosen categories') });
    await expect(within(crumbs).getAllByRole('listitem')).toHaveLength(4);
    await expect(crumbs).toHaveTextContent(/家居生活.*床上用品.*床上用品新品/);
  },
};

/** A chosen path: removing a crumb goes up to its parent; the pressed chip un-chooses its level. */
export const FiltersChosen: Story = {
  args: { categoryId: 111 },
  play: async ({ canvas, args, globals }) => {
    const crumbs = canvas.getByRole('group', { name: say(globals, '已选分类', 'Chosen categories') });
    await expect(crumbs).toHaveTextContent(/家居生活.*餐厨用品.*餐厨用品精选/);
    await expect(canvas.getByRole('button', { name: '餐厨用品精选' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(
      within(crumbs).getByRole('button', { name: say(globals, '移除餐厨用品', 'Remove 餐厨用品') }),
    );
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(
      within(crumbs).getByRole('button', { name: say(globals, '移除家居生活', 'Remove 家居生活') }),
    );
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(canvas.getByRole('button', { name: '餐厨用品' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(
      within(crumbs).getByRole('button', { name: say(globals, '全部分类', 'All categories') }),
    );
    await expect(args.onCategoryChange).toHaveBeenCalledTimes(4);
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Sales starts with the best sellers and turns around; price starts with the cheapest and turns around. */
export const SortToggles: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const sortBar = canvas.getByRole('group', { name: say(globals, '排序', 'Sort') });
    const button = (zh: string, en: string) =>
      within(sortBar).getByRole('button', { name: new RegExp(`^${say(globals, zh, en)}`) });
    await expect(button('默认', 'Default')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('销量', 'Sales'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(1, 1);
    await expect(button('销量', 'Sales')).toHaveAttribute('aria-pressed', 'true');
    await expect(button('销量', 'Sales')).toHaveAccessibleName(
      say(globals, '销量 （降序）', 'Sales (descending)'),
    );
    await userEvent.click(button('销量', 'Sales'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(1, 0);
    await userEvent.click(button('价格', 'Price'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(2, 0);
    await expect(button('价格', 'Price')).toHaveAccessibleName(
      say(globals, '价格 （升序）', 'Price (ascending)'),
    );
    await expect(button('销量', 'Sales')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('价格', 'Price'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(2, 1);
    await userEvent.click(button('默认', 'Default'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(0, 0);
    // The active default sort does not ask again.
    await userEvent.click(button('默认', 'Default'));
    await expect(args.onSortChange).toHaveBeenCalledTimes(5);
  },
};

/** Paging asks for the page number; the current page is marked. */
export const Paging: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const pager = canvas.getByRole('navigation', { name: say(globals, '分页', 'Pagination') });
    await userEvent.click(within(pager).getByRole('button', { name: say(globals, '第 2 页', 'Page 2') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(
      within(pager).getByRole('button', { name: say(globals, '第 2 页', 'Page 2') }),
    ).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: say(globals, '下一页', 'Next page') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(
      within(pager).getByRole('button', { name: say(globals, '下一页', 'Next page') }),
    ).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '轻薄笔记本电脑 14 英寸' })).toBeVisible();
  },
};

/** The search term is shown and can be cleared. */
export const SearchTerm: Story = {
  render: (args) => <Controlled {...args} />,
  args: { productName: '马克杯' },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText(say(globals, '搜索：马克杯', 'Search: 马克杯'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '清除搜索', 'Clear search') }));
    await expect(args.onClearSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(say(globals, '搜索：马克杯', 'Search: 马克杯'))).toBeNull();
  },
};

/** Loading: skeleton cards in a busy region, no products, no count, no paging. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(say(globals, '正在加载商品', 'Loading products'));
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('navigation', { name: say(globals, '分页', 'Pagination') })).toBeNull();
    await expect(canvas.queryByText(say(globals, '共 48 件商品', '48 products'))).toBeNull();
  },
};

/** Nothing matches: the spec's error screen with the way back. */
export const NoResults: Story = {
  args: { page: emptyPage, productName: '不存在的商品' },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: say(globals, '抱歉，没有相关商品', 'Sorry, no related products'),
      }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '返回上一页', 'Back to previous page') }),
    );
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('navigation', { name: say(globals, '分页', 'Pagination') })).toBeNull();
  },
};

/** The products could not be loaded: retry. */
export const LoadError: Story = {
  args: { error: true, page: undefined },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByText(say(globals, '商品加载失败', 'The products could not be loaded')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Mobile: products as list cards; the category filter is a drawer with reset and done. */
export const MobileDrawer: Story = {
  globals: matrix.zhMobile,
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(
      canvas.queryByRole('group', { name: say(globals, '一级分类', 'Level 1 category') }),
    ).toBeNull();
    const link = canvas.getAllByRole('link')[0]!;
    await expect(link.closest('article')!.className).toContain('flex-row');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '筛选', 'Filter') }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: say(globals, '筛选', 'Filter') });
    await userEvent.click(within(drawer).getByRole('button', { name: '手机数码' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(await within(drawer).findByRole('button', { name: '耳机音响' }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(22);
    await userEvent.click(within(drawer).getByRole('button', { name: say(globals, '重置', 'Reset') }));
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.click(within(drawer).getByRole('button', { name: '运动户外' }));
    await userEvent.click(within(drawer).getByRole('button', { name: say(globals, '完成', 'Done') }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    const trigger = canvas.getByRole('button', { name: new RegExp(`^${say(globals, '筛选', 'Filter')}`) });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('(1)');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith(3);
  },
};

/** Every state at once: filters and search chosen with a sorted page, loading, nothing found, error. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-3 p-2 md:grid-cols-5">
      <div className="flex flex-col gap-3 md:col-span-3">
        <StatePanel>
          <ProductListScreen
            {...args}
            categoryId={12}
            productName="杯"
            sort={2}
            orderBy={0}
            page={productPage({ total: 10, size: 5 })}
          />
        </StatePanel>
        <StatePanel className="h-56">
          <ProductListScreen {...args} categories={[]} loading />
        </StatePanel>
      </div>
      <div className="flex flex-col gap-3 md:col-span-2">
        <StatePanel className="md:h-90">
          <ProductListScreen {...args} categories={[]} productName="火星" page={emptyPage} />
        </StatePanel>
        <StatePanel className="md:h-90">
          <ProductListScreen {...args} categories={[]} error page={undefined} />
        </StatePanel>
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '搜索：杯', 'Search: 杯'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '共 10 件商品', '10 products'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: say(globals, '抱歉，没有相关商品', 'Sorry, no related products') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
    const filterRows = canvas.queryAllByRole('group', { name: say(globals, '二级分类', 'Level 2 category') });
    await expect(filterRows).toHaveLength(isMobile(globals) ? 0 : 1);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { StatePanel } from '../../storybook/StatePanel.tsx';
import { shops, shopService } from '../../storybook/fixtures/catalog.ts';
import { emptyPage, productPage } from '../../storybook/fixtures/listing.ts';
import { ShopScreen, type ShopScreenProps } from './ShopScreen.tsx';
import { say } from '../../storybook/say.ts';

const shop = shops[0]!;

const meta = {
  title: 'Screens/ShopScreen',
  component: ShopScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    shop,
    status: 'ready',
    followed: false,
    sort: 0,
    orderBy: 0,
    page: productPage({ total: 64, size: 20, shop }),
    href: (path: string) => path,
    onNavigate: fn(),
    onToggleFollow: fn(),
    onSearch: fn(),
    onSortChange: fn(),
    onPageChange: fn(),
    onRetryShop: fn(),
    onRetryProducts: fn(),
  },
} satisfies Meta<typeof ShopScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The screen with the follow state, search, sort and page held locally, as the app's route holds them. */
function Controlled(args: ShopScreenProps) {
  const [followed, setFollowed] = useState(args.followed ?? false);
  const [term, setTerm] = useState(args.searchTerm);
  const [sort, setSort] = useState({ sort: args.sort, orderBy: args.orderBy });
  const [current, setCurrent] = useState(args.page?.current ?? 1);
  const total = term ? 3 : (args.page?.total ?? 0);
  return (
    <ShopScreen
      {...args}
      shop={args.shop && { ...args.shop, fansCount: args.shop.fansCount + (followed ? 1 : 0) }}
      followed={followed}
      onToggleFollow={() => {
        args.onToggleFollow();
        setFollowed((value) => !value);
      }}
      searchTerm={term}
      onSearch={(next) => {
        args.onSearch(next);
        setTerm(next || undefined);
        setCurrent(1);
      }}
      sort={sort.sort}
      orderBy={sort.orderBy}
      onSortChange={(next, orderBy) => {
        args.onSortChange(next, orderBy);
        setSort({ sort: next, orderBy });
      }}
      page={args.page && productPage({ total, size: args.page.size, current, shop })}
      onPageChange={(next) => {
        args.onPageChange(next);
        setCurrent(next);
      }}
    />
  );
}

/** The head with logo, name, intro, fans and product counts; the store's products with paging. */
export const Full: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: shop.shopName })).toBeVisible();
    await expect(canvas.getByText(shop.intro!)).toBeVisible();
    const facts = canvas.getByText(say(globals, '粉丝', 'Fans')).closest('dl')!;
    await expect(facts).toHaveTextContent(say(globals, '粉丝12,890商品64', 'Fans12,890Products64'));
    await expect(canvas.getByText(say(globals, '共 64 件商品', '64 products'))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: say(globals, '全部商品', 'All products') }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(20);
    await expect(links[0]).toHaveAccessibleDescription(new RegExp(shop.shopName));
    await userEvent.click(links[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/detail/1001');
    const pager = canvas.getByRole('navigation', { name: say(globals, '分页', 'Pagination') });
    await userEvent.click(within(pager).getByRole('button', { name: say(globals, '第 4 页', 'Page 4') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

/** The store's notices, hours, contact, address and freight rule under its head (its merchant's settings). */
export const Service: Story = {
  args: { shop: { ...shop, service: shopService } },
  play: async ({ canvas, globals }) => {
    const info = canvas.getByRole('region', { name: say(globals, '店铺信息', 'Store information') });
    await expect(within(info).getByText('双十一全场包邮')).toBeVisible();
    await expect(within(info).getByText('周一至周日 9:00-21:00')).toBeVisible();
    await expect(within(info).getByRole('link', { name: '0755-86001234' })).toHaveAttribute(
      'href',
      'tel:075586001234',
    );
    await expect(
      within(info).getByText(
        say(globals, '每单 ¥8.00，满 ¥99.00 包邮', '¥8.00 per order, free shipping from ¥99.00'),
      ),
    ).toBeVisible();
  },
};
export const ServiceEn: Story = { ...Service, globals: matrix.enPc };
export const ServiceMobile: Story = { ...Service, globals: matrix.zhMobile };

/** Follow and unfollow: the button says which, the fans count follows. */
export const FollowToggle: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '关注', 'Follow') }));
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
    const followed = canvas.getByRole('button', { name: say(globals, '已关注', 'Followed') });
    await expect(canvas.getByText('12,891')).toBeVisible();
    await userEvent.click(followed);
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: say(globals, '关注', 'Follow') })).toBeVisible();
    await expect(canvas.getByText('12,890')).toBeVisible();
  },
};

/** While a follow change is in flight the button is busy and ignores clicks. */
export const FollowBusy: Story = {
  args: { followed: true, followBusy: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: say(globals, '已关注', 'Followed') });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggleFollow).not.toHaveBeenCalled();
  },
};

/** Search inside the store: the trimmed name; an unchanged or empty first search asks nothing; clear. */
export const SearchInStore: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const field = canvas.getByRole('textbox', { name: say(globals, '搜索本店商品', 'Search this store') });
    const search = within(field.closest('form')!);
    const submit = search.getByRole('button', { name: say(globals, '搜本店', 'Search store') });
    await userEvent.click(submit);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(field, '  马克杯 ');
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenLastCalledWith('马克杯');
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: say(globals, '“马克杯”的搜索结果', 'Results for “马克杯”'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(say(globals, '共 3 件商品', '3 products'))).toBeVisible();
    await userEvent.click(search.getByRole('button', { name: say(globals, '清除', 'Clear') }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
    await expect(
      canvas.getByRole('heading', { level: 2, name: say(globals, '全部商品', 'All products') }),
    ).toBeVisible();
  },
};

/** Sort by sales and price both ways inside the store. */
export const SortToggles: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const sortBar = canvas.getByRole('group', { name: say(globals, '排序', 'Sort') });
    const price = () =>
      within(sortBar).getByRole('button', { name: new RegExp(`^${say(globals, '价格', 'Price')}`) });
    await userEvent.click(price());
    await expect(args.onSortChange).toHaveBeenLastCalledWith(2, 0);
    await userEvent.click(price());
    await expect(args.onSortChange).toHaveBeenLastCalledWith(2, 1);
    await expect(price()).toHaveAccessibleName(say(globals, '价格 （降序）', 'Price (descending)'));
    await userEvent.click(
      within(sortBar).getByRole('button', { name: new RegExp(`^${say(globals, '销量', 'Sales')}`) }),
    );
    await expect(args.onSortChange).toHaveBeenLastCalledWith(1, 1);
  },
};

/** Loading: the head and the products as skeletons. */
export const Loading: Story = {
  args: { status: 'loading', shop: undefined, productsLoading: true, page: undefined },
  play: async ({ canvas, globals }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual([
      say(globals, '正在加载店铺', 'Loading store'),
      say(globals, '正在加载商品', 'Loading products'),
    ]);
    await expect(canvas.queryByRole('button', { name: say(globals, '关注', 'Follow') })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** No product matches the store search: the spec's message and a way to clear the search. */
export const NoProducts: Story = {
  args: { searchTerm: '火星', page: emptyPage },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByText(say(globals, '抱歉，没有相关商品', 'Sorry, no related products')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '清除搜索', 'Clear search') }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The products or the head failed: each has its retry. */
export const LoadErrors: Story = {
  args: { status: 'error', shop: undefined, productsError: true, page: undefined },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByText(say(globals, '店铺加载失败', 'The store could not be loaded')),
    ).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '商品加载失败', 'The products could not be loaded')),
    ).toBeVisible();
    const [retryShop, retryProducts] = canvas.getAllByRole('button', { name: say(globals, '重试', 'Retry') });
    await userEvent.click(retryShop!);
    await expect(args.onRetryShop).toHaveBeenCalledTimes(1);
    await expect(args.onRetryProducts).not.toHaveBeenCalled();
    await userEvent.click(retryProducts!);
    await expect(args.onRetryProducts).toHaveBeenCalledTimes(1);
  },
};

/** Unknown store (the server's 400 `店铺不存在`): the message and a link home. */
export const NotFound: Story = {
  args: { status: 'notFound', shop: undefined, page: undefined },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '店铺不存在', 'The store does not exist') }),
    ).toBeVisible();
    const home = canvas.getByRole('link', { name: say(globals, '返回首页', 'Back to home') });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Mobile: the follow button beside the name, products as list cards, compact paging. */
export const Mobile: Story = {
  globals: matrix.zhMobile,
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, globals }) => {
    const follow = canvas.getByRole('button', { name: say(globals, '关注', 'Follow') });
    await userEvent.click(follow);
    await expect(args.onToggleFollow).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('link')[0]!.closest('article')!.className).toContain('flex-row');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '下一页', 'Next page') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Every state at once: a followed store with its products, loading, not found, errors, no products. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-3 p-2 md:grid-cols-5">
      <div className="flex flex-col gap-3 md:col-span-3">
        <StatePanel>
          <ShopScreen
            {...args}
            shop={{ ...shop, service: shopService }}
            followed
            page={productPage({ total: 10, size: 5, shop })}
          />
        </StatePanel>
        <StatePanel className="h-56">
          <ShopScreen {...args} status="loading" shop={undefined} productsLoading page={undefined} />
        </StatePanel>
      </div>
      <div className="flex flex-col gap-3 md:col-span-2">
        <StatePanel>
          <ShopScreen {...args} status="notFound" shop={undefined} page={undefined} />
        </StatePanel>
        <StatePanel className="md:h-122">
          <ShopScreen {...args} shop={shops[3]} searchTerm="火星" page={emptyPage} />
        </StatePanel>
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('button', { name: say(globals, '已关注', 'Followed') })).toHaveLength(1);
    await expect(canvas.getByText(say(globals, '店铺不存在', 'The store does not exist'))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '抱歉，没有相关商品', 'Sorry, no related products')),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /./ }).length).toBeGreaterThanOrEqual(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CollectedShop, Page } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { shops } from '../../storybook/fixtures/catalog.ts';
import { emptyPage, productPage } from '../../storybook/fixtures/listing.ts';
import { CollectionScreen } from './CollectionScreen.tsx';

const products = productPage({ total: 14, size: 8 });
const storePage: Page<CollectedShop> = {
  records: shops.slice(0, 3).map((shop, i) => ({ ...shop, collectionTime: `2026-11-0${i + 1} 10:00:00` })),
  total: 3,
  size: 8,
  current: 1,
  pages: 1,
};
const noStores: Page<CollectedShop> = { records: [], total: 0, size: 8, current: 1, pages: 0 };

const meta = {
  title: 'Screens/CollectionScreen',
  component: CollectionScreen,
  args: {
    tab: 'products',
    onTabChange: fn(),
    products: { page: products, onPageChange: fn(), onRetry: fn() },
    stores: { page: storePage, onPageChange: fn(), onRetry: fn() },
    onCancelProduct: fn(async () => true),
    onCancelStore: fn(async () => true),
    onNavigate: fn(),
  },
} satisfies Meta<typeof CollectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The products tab: cards linking to the product, a pager; the stores tab is asked for by its trigger. */
export const Products: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: say(globals, '我的收藏', 'My collection') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: say(globals, '收藏的商品', 'Collected products') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    const first = products.records[0]!;
    await expect(within(list).getByRole('link', { name: first.prodName })).toHaveAttribute(
      'href',
      `/detail/${first.prodId}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '下一页', 'Next page') }));
    await expect(args.products?.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('tab', { name: say(globals, '店铺', 'Stores') }));
    await expect(args.onTabChange).toHaveBeenCalledWith('stores');
  },
};
export const ProductsEnMobile: Story = { ...Products, globals: matrix.enMobile };

/** Cancel in place: the button is busy until the answer, then the product leaves the list. */
export const CancelProduct: Story = {
  args: { onCancelProduct: fn() },
  play: async ({ canvas, args }) => {
    // The answer waits for the play (a timer could answer first on a slow machine).
    let answer!: (done: boolean) => void;
    args.onCancelProduct!.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const first = products.records[0]!;
    const cancel = canvas.getByRole('button', { name: `取消收藏：${first.prodName}` });
    await userEvent.click(cancel);
    await expect(cancel).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(cancel);
    await expect(args.onCancelProduct).toHaveBeenCalledOnce();
    await expect(args.onCancelProduct).toHaveBeenCalledWith(first.prodId);
    answer(true);
    await waitFor(() => expect(canvas.queryByRole('link', { name: first.prodName })).toBeNull());
    await expect(
      within(canvas.getByRole('list', { name: '收藏的商品' })).getAllByRole('listitem'),
    ).toHaveLength(7);
  },
};

/** A refused cancel: the product stays and its button is ready again. */
export const CancelRefused: Story = {
  args: { onCancelProduct: fn(async () => Promise.reject(new Error('refused'))) },
  play: async ({ canvas, args }) => {
    const first = products.records[0]!;
    const cancel = canvas.getByRole('button', { name: `取消收藏：${first.prodName}` });
    await userEvent.click(cancel);
    await expect(args.onCancelProduct).toHaveBeenCalledOnce();
    await waitFor(() => expect(cancel).not.toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('link', { name: first.prodName })).toBeVisible();
  },
};

/** The stores tab: each store links to its page; unfollowing removes it in place. */
export const Stores: Story = {
  args: { tab: 'stores' },
  play: async ({ canvas, args, globals }) => {
    const list = canvas.getByRole('list', { name: say(globals, '关注的店铺', 'Followed stores') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const shop = storePage.records[1]!;
    await expect(canvas.getByRole('link', { name: shop.shopName })).toHaveAttribute(
      'href',
      `/shop/${shop.shopId}`,
    );
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(globals, `取消关注${shop.shopName}`, `Unfollow ${shop.shopName}`),
      }),
    );
    await expect(args.onCancelStore).toHaveBeenCalledWith(shop.shopId);
    await waitFor(() => expect(canvas.queryByRole('link', { name: shop.shopName })).toBeNull());
  },
};
export const StoresEn: Story = { ...Stores, globals: matrix.enPc };

/** Nothing collected: the empty state with a way to shop. */
export const EmptyProducts: Story = {
  args: { products: { page: emptyPage } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(say(globals, '您还没有收藏任何商品', 'You have not collected any products yet')),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(globals, '去逛逛', 'Go shopping') })).toHaveAttribute(
      'href',
      '/list',
    );
  },
};
export const EmptyProductsEnMobile: Story = { ...EmptyProducts, globals: matrix.enMobile };

export const EmptyStores: Story = {
  args: { tab: 'stores', stores: { page: noStores } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您还没有关注任何店铺')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/list');
  },
};

/** Cancelling the last one shows the empty state at once. */
export const CancelLast: Story = {
  args: {
    tab: 'stores',
    stores: { page: { ...storePage, records: storePage.records.slice(0, 1), total: 1 } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `取消关注${storePage.records[0]!.shopName}` }));
    await expect(await canvas.findByText('您还没有关注任何店铺')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: { loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载收藏的商品');
  },
};

export const LoadFailed: Story = {
  args: { tab: 'stores', stores: { error: true, onRetry: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('关注的店铺加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.stores?.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): products, stores, empty, loading, error. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6 bg-neutral-50 p-2">
      <CollectionScreen {...args} />
      <CollectionScreen {...args} tab="stores" />
      <CollectionScreen {...args} products={{ page: emptyPage }} />
      <CollectionScreen {...args} tab="stores" stores={{ page: noStores }} />
      <CollectionScreen {...args} products={{ loading: true }} />
      <CollectionScreen {...args} tab="stores" stores={{ error: true }} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { name: say(globals, '我的收藏', 'My collection') }),
    ).toHaveLength(6);
    await expect(canvas.getAllByRole('link', { name: say(globals, '去逛逛', 'Go shopping') })).toHaveLength(
      2,
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

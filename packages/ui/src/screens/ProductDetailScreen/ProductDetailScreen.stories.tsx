import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react';
import type { CommentFilter } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { matrix } from '../../storybook/matrix.ts';
import {
  detailShop,
  offSaleProduct,
  phonePictures,
  phoneProduct,
  phoneSkus,
  reviewPage,
  reviewSummary,
  singleSkuProduct,
  soldOutProduct,
} from '../../storybook/fixtures/detail.ts';
import { ProductDetailScreen, type ProductDetailScreenProps } from './ProductDetailScreen.tsx';
import { GroupBuyPanel } from '../../mall/GroupBuyPanel/index.ts';
import { frozenClock } from '../../lib/clock.ts';
import { GROUP_NOW, groupInfo, joinableTeams } from '../../storybook/fixtures/group.ts';
import { centreCoupons } from '../../storybook/fixtures/promotions.ts';

const meta = {
  title: 'Screens/ProductDetailScreen',
  component: ProductDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    product: phoneProduct(),
    shop: detailShop,
    reviewSummary,
    reviews: reviewPage(1),
    reviewFilter: -1,
    onAddToCart: fn(),
    onBuyNow: fn(),
    onToggleCollect: fn(),
    onReviewFilterChange: fn(),
    onReviewPageChange: fn(),
    onShopSearch: fn(),
    onContactService: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ProductDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainPicture = (root: HTMLElement) => root.querySelector('img[data-part="main"]')?.getAttribute('src');
const price = (root: HTMLElement) => root.querySelector('[data-part="price"]')!;
const stock = (root: HTMLElement) => root.querySelector('[data-part="stock"]')!;

/** Name, brief, price with the original price, sold count, stock, parameters, description, promises. */
export const Full: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '旗舰智能手机 5G 全网通 双卡双待 6.7 英寸大屏' }),
    ).toBeVisible();
    await expect(canvas.getByText('顺丰包邮，两年质保')).toBeVisible();
    await expect(price(canvasElement)).toHaveTextContent('¥4999.00');
    await expect(price(canvasElement)).toHaveTextContent('原价 ¥5499.00');
    await expect(canvas.getByText('已售 1832')).toBeVisible();
    await expect(stock(canvasElement)).toHaveTextContent('库存 12 件');
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeChecked();
    await expect(canvas.getByText('7 天无理由退货')).toBeVisible();
    await expect(canvas.getByText('客服服务时间 7*8 小时')).toBeVisible();
    // Parameters as a table of rows named by their key.
    const table = canvas.getByRole('table', { name: '规格参数' });
    await expect(within(table).getByRole('rowheader', { name: '屏幕尺寸' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '6.7 英寸' })).toBeVisible();
    // The description is rebuilt from a safe subset: its script and handler are gone, its text stays.
    const description = canvasElement.querySelector('[data-part="rich-text"]')!;
    await expect(description.querySelector('script')).toBeNull();
    await expect(description.querySelector('[onclick]')).toBeNull();
    await expect(
      within(description as HTMLElement).getByRole('heading', { level: 3, name: '产品亮点' }),
    ).toBeVisible();
    await expect(within(description as HTMLElement).getByText('48 小时内发货。')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '评价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: detailShop.shopName })).toHaveAttribute('href', '/shop/2');
  },
};

/**
 * Choosing another version and colour changes price, original price, stock and picture; white cannot be
 * chosen with 8GB+256GB (sold out).
 */
export const SkuSwitching: Story = {
  play: async ({ canvas, canvasElement }) => {
    const whiteSoldOut = canvas.getByRole('radio', { name: '雪域白 (缺货)' });
    await expect(whiteSoldOut).toBeDisabled();
    await userEvent.click(whiteSoldOut);
    await expect(price(canvasElement)).toHaveTextContent('¥4999.00');
    await expect(mainPicture(canvasElement)).toBe(phonePictures.black);

    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(price(canvasElement)).toHaveTextContent('¥5999.00');
    await expect(price(canvasElement)).toHaveTextContent('原价 ¥6499.00');
    await expect(stock(canvasElement)).toHaveTextContent('库存 3 件');

    await userEvent.click(canvas.getByRole('radio', { name: '雪域白' }));
    await expect(price(canvasElement)).toHaveTextContent('¥5999.50');
    await expect(stock(canvasElement)).toHaveTextContent('库存 8 件');
    await waitFor(() => expect(mainPicture(canvasElement)).toBe(phonePictures.white));
    await expect(canvas.getByRole('radio', { name: '8GB+256GB (缺货)' })).toBeDisabled();
  },
};

/** The quantity stops at the chosen SKU's stock; add to cart hands over that count. */
export const QuantityBoundByStock: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    const more = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue('3');
    await expect(more).toBeDisabled();
    await expect(canvas.getByText('仅剩3件')).toBeVisible();
    // Typing more than the stock is brought back to it.
    const field = canvas.getByRole('spinbutton', { name: '数量' });
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    await expect(field).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      prodId: 1002,
      skuId: 202,
      shopId: 2,
      count: 3,
    });
    // Another SKU starts again at 1.
    await userEvent.click(canvas.getByRole('radio', { name: '雪域白' }));
    await expect(field).toHaveValue('1');
  },
};

/** Add to cart and buy now hand over product, SKU, store and quantity. */
export const AddToCartAndBuyNow: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ prodId: 1002, skuId: 201, shopId: 2, count: 2 });
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ prodId: 1002, skuId: 201, shopId: 2, count: 2 });
  },
};

/** While the cart change is in flight the button is busy and a second click sends nothing. */
export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: /加入购物车/ });
    await expect(add).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Every SKU sold out: said clearly, quantity and buying disabled. */
export const OutOfStock: Story = {
  args: { product: soldOutProduct() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('商品已售罄')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** A product in a group buy: the panel follows the chosen SKU and quantity; opening hands them over. */
export const WithGroupBuy: Story = {
  render: (args) => (
    <ProductDetailScreen
      {...args}
      groupBuy={({ skuId, count }) => (
        <GroupBuyPanel
          info={groupInfo()}
          teams={joinableTeams()}
          {...(skuId !== undefined ? { skuId } : {})}
          count={count}
          clock={frozenClock(GROUP_NOW)}
          onOpen={args.onBuyNow as never}
        />
      )}
    />
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const groupPrice = () => canvasElement.querySelector('[data-part="group-price"]');
    await expect(groupPrice()).toHaveTextContent('¥4599.00');
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await userEvent.click(canvas.getByRole('button', { name: '发起拼团 ¥4599.00' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ groupSkuId: 301, groupTeamId: 0, prodCount: 2 });
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(groupPrice()).toHaveTextContent('¥5499.00');
    await expect(canvas.getByRole('button', { name: '发起拼团 ¥5499.00' })).toBeDisabled();
  },
};

/** Taken off sale (`status` 0): said clearly, SKUs read-only, buying disabled. */
export const OffSale: Story = {
  args: { product: offSaleProduct() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('该商品已下架')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '加入购物车' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(canvas.getByRole('radio', { name: '8GB+256GB' })).toBeChecked();
    await expect(args.onBuyNow).not.toHaveBeenCalled();
  },
};

/** A product with one SKU: no choice rows, buying works. */
export const SingleSku: Story = {
  args: { product: singleSkuProduct() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledWith({ prodId: 1004, skuId: 401, shopId: 2, count: 1 });
  },
};

function CollectDemo(props: ProductDetailScreenProps) {
  const [collected, setCollected] = useState(false);
  return (
    <ProductDetailScreen
      {...props}
      collected={collected}
      onToggleCollect={() => {
        props.onToggleCollect?.();
        setCollected((c) => !c);
      }}
    />
  );
}

/** Collect, then collected; a second click un-collects. */
export const CollectToggle: Story = {
  render: (args) => <CollectDemo {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '收藏' }));
    await expect(args.onToggleCollect).toHaveBeenCalledTimes(1);
    const collected = canvas.getByRole('button', { name: '已收藏' });
    await userEvent.click(collected);
    await expect(args.onToggleCollect).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: '收藏' })).toBeVisible();
  },
};

function ReviewsDemo(props: ProductDetailScreenProps) {
  const [filter, setFilter] = useState<CommentFilter>(-1);
  const [page, setPage] = useState(1);
  return (
    <ProductDetailScreen
      {...props}
      reviewFilter={filter}
      reviews={filter === 2 ? reviewPage(1, 5, 2) : reviewPage(page)}
      onReviewFilterChange={(f) => {
        props.onReviewFilterChange?.(f);
        setFilter(f);
        setPage(1);
      }}
      onReviewPageChange={(p) => {
        props.onReviewPageChange?.(p);
        setPage(p);
      }}
    />
  );
}

/** Review filters and paging report their values. */
export const ReviewFiltersAndPaging: Story = {
  render: (args) => <ReviewsDemo {...args} />,
  play: async ({ canvas, args }) => {
    const pager = canvas.getByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await expect(args.onReviewPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('买家7号')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: '差评 2' }));
    await expect(args.onReviewFilterChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('tab', { name: '差评 2' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The store card: its links route through onNavigate; the store search hands over the trimmed term. */
export const StoreCard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '进入店铺' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/shop/2');
    const search = canvas.getByRole('search', { name: `在${detailShop.shopName}中搜索` });
    await userEvent.type(within(search).getByRole('textbox', { name: '商品名称' }), '  耳机 ');
    await userEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await expect(args.onShopSearch).toHaveBeenLastCalledWith(2, '耳机');
    // Contact customer service asks this store about this product.
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onContactService).toHaveBeenCalledWith(2, args.product!.prodId);
  },
};

/** Loading: skeletons in a busy region. */
/**
 * A pre-sale product with its shipping date, and the coupons that apply as a row: claiming one calls
 * back with its id; one claimed to the limit is disabled; the one being claimed is busy.
 */
export const CouponsAndPreSale: Story = {
  args: {
    product: { ...phoneProduct(), preSale: true, shipDate: '2026-12-20' },
    coupons: { coupons: centreCoupons.slice(0, 4), claimingId: 2, onClaim: fn() },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('预计 2026-12-20 发货')).toBeVisible();
    const row = canvas.getByRole('list', { name: '优惠券' });
    await userEvent.click(within(row).getByRole('button', { name: '领取 全场满199减20' }));
    await expect(args.coupons?.onClaim).toHaveBeenCalledWith(1);
    await expect(within(row).getByRole('button', { name: '领取 数码店铺券' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(row).getByRole('button', { name: '已领取：新人专享券' })).toBeDisabled();
  },
};

/**
 * A pre-sale of one SKU only (the merchant marked black 12GB+512GB): the badge and its date show while
 * that SKU is chosen, and go with another.
 */
export const PreSaleOneSku: Story = {
  args: {
    product: {
      ...phoneProduct(),
      skuList: phoneSkus().map((sku) =>
        sku.skuId === 202
          ? { ...sku, preSale: true, shipDate: '2026-12-28' }
          : { ...sku, preSale: false, shipDate: null },
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('预计 2026-12-28 发货')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(canvas.getByText('预计 2026-12-28 发货')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '8GB+256GB' }));
    await expect(canvas.queryByText('预计 2026-12-28 发货')).toBeNull();
  },
};

/** Without coupons (none apply, or not loaded yet) there is no row. */
export const NoCoupons: Story = {
  args: { coupons: { coupons: [], onClaim: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: '优惠券' })).toBeNull();
    await expect(canvas.queryByText('预售')).toBeNull();
  },
};

export const Loading: Story = {
  args: { product: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('正在加载商品')).toBeInTheDocument();
  },
};

/** The server does not know the product. */
export const NotFound: Story = {
  args: { product: undefined, notFound: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('商品不存在或已下架')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** The product could not be loaded: retry. */
export const LoadError: Story = {
  args: { product: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('商品加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Phone: full-width gallery and the fixed bottom bar with store, collect, cart, add to cart, buy now. */
export const Mobile: Story = {
  args: { cartCount: 3 },
  globals: matrix.zhMobile,
  play: async ({ canvas, canvasElement, args }) => {
    const bar = within(canvas.getByRole('group', { name: '购买' }));
    await expect(bar.getByRole('link', { name: '店铺' })).toHaveAttribute('href', '/shop/2');
    await expect(bar.getByRole('link', { name: /购物车/ })).toHaveAttribute('href', '/cart');
    await userEvent.click(bar.getByRole('button', { name: '收藏' }));
    await expect(args.onToggleCollect).toHaveBeenCalled();
    await userEvent.click(bar.getByRole('button', { name: '加入购物车' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ prodId: 1002, skuId: 201, shopId: 2, count: 1 });
    await userEvent.click(bar.getByRole('button', { name: '立即购买' }));
    await expect(args.onBuyNow).toHaveBeenCalledTimes(1);
    const barBox = canvasElement.querySelector('[data-part="action-bar"]')!.getBoundingClientRect();
    await expect(Math.round(barBox.bottom)).toBe(window.innerHeight);
    const gallery = canvasElement.querySelector('img[data-part="main"]')!.getBoundingClientRect();
    await expect(gallery.width).toBeGreaterThan(360);
  },
};

/**
 * Full product (clipped), off sale, loading, not found and error, in small panels. The panels are
 * `transform`ed so the phone's fixed action bar stays inside its panel.
 */
export const AllStates: Story = {
  render: (args) => <AllStatesPanels {...args} />,
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'This product is off sale' : '该商品已下架')).toBeInTheDocument();
    await expect(
      canvas.getByText(en ? 'This product does not exist or is off sale' : '商品不存在或已下架'),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(en ? 'Add to cart' : '加入购物车').length).toBeGreaterThan(0);
  },
};

/**
 * Full product and off sale (clipped), loading, not found and error, in panels. A panel is `transform`ed
 * so the phone's fixed action bar stays inside it. Product data in the active language.
 */
function AllStatesPanels(args: ProductDetailScreenProps) {
  const { i18n } = useLingui();
  const en = i18n.locale === 'en';
  const panel = 'relative transform-gpu overflow-hidden rounded-lg border border-neutral-200';
  const callbacks = {
    onAddToCart: args.onAddToCart,
    onBuyNow: args.onBuyNow,
    onToggleCollect: args.onToggleCollect,
    onRetry: args.onRetry,
  };
  return (
    <div className="flex flex-col gap-4 p-4 md:w-[1240px]">
      <div className="grid gap-4 md:grid-cols-2">
        <div className={cn(panel, 'h-[470px]')}>
          <ProductDetailScreen
            product={phoneProduct({ en })}
            shop={detailShop}
            cartCount={2}
            {...callbacks}
          />
        </div>
        <div className={cn(panel, 'h-[470px]')}>
          <ProductDetailScreen
            product={{ ...offSaleProduct({ en }), shopId: 1, shopName: '环球优选家居旗舰店' }}
            collected
            {...callbacks}
          />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className={cn(panel, 'h-[230px]')}>
          <ProductDetailScreen loading />
        </div>
        <div className={cn(panel, 'h-[230px]')}>
          <ProductDetailScreen notFound />
        </div>
        <div className={cn(panel, 'h-[230px]')}>
          <ProductDetailScreen error {...callbacks} />
        </div>
      </div>
    </div>
  );
}
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

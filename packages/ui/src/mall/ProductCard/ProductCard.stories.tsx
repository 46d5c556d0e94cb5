import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { picture } from '../../storybook/pictures.ts';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';

const products = {
  mug: {
    href: '/detail/1001',
    name: '北欧风陶瓷马克杯 350ml 简约咖啡杯',
    image: picture('#fdeceb', '#e1251b'),
    priceCents: 5990,
    originalPriceCents: 7900,
    soldCount: 1234,
    shopName: '环球优选家居旗舰店',
  },
  phone: {
    href: '/detail/1002',
    name: 'Apple iPhone 15 Pro Max 256GB 原色钛金属 5G手机 双卡双待 全网通 官方正品 顺丰包邮',
    image: picture('#e9f0fb', '#1d5fc4'),
    priceCents: 899900,
    originalPriceCents: 999900,
    soldCount: 56,
    shopName: '数码官方旗舰店',
    tags: ['flashSale', { label: '包邮' }] as const,
  },
  shoes: {
    href: '/detail/1003',
    name: '男士轻便透气跑步鞋 减震防滑运动鞋',
    image: picture('#e8f5ec', '#15803d'),
    priceCents: 19900,
    soldCount: 8,
    shopName: '运动户外专营店',
    tags: ['groupBuy', 'new'] as const,
  },
  tea: {
    href: '/detail/1004',
    name: '有机高山绿茶 250g 礼盒装',
    priceCents: 12800,
    soldCount: 0,
  },
};

const meta = {
  title: 'Mall/ProductCard',
  component: ProductCard,
  args: { ...products.mug, className: 'w-56' },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const onLinkClick = fn((event: { preventDefault(): void }) => event.preventDefault());

/** One link to the product, named by the product; price with two decimals and the original price. */
export const Default: Story = {
  args: { linkProps: { onClick: onLinkClick } },
  play: async ({ canvas, canvasElement }) => {
    onLinkClick.mockClear();
    const link = canvas.getByRole('link', { name: products.mug.name });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAttribute('href', '/detail/1001');
    await expect(link).toHaveAccessibleDescription(/¥59\.90/);
    await expect(link).toHaveAccessibleDescription(/原价 ¥79\.00/);
    await expect(link).toHaveAccessibleDescription(/已售 1234/);
    const card = canvas.getByRole('article');
    await expect(card.querySelector('[data-part="integer"]')).toHaveTextContent('59');
    await expect(card.querySelector('[data-part="fraction"]')).toHaveTextContent('90');
    await expect(canvas.getByText('环球优选家居旗舰店')).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await expect(onLinkClick).toHaveBeenCalledTimes(1);
    // The whole card is the link: the picture, the price and the shop name all hit it.
    const picture = canvasElement.querySelector('[data-state]')!.getBoundingClientRect();
    const price = card.querySelector('[data-part="integer"]')!.getBoundingClientRect();
    for (const [x, y] of [
      [picture.left + picture.width / 2, picture.top + picture.height / 2],
      [price.left + 2, price.top + price.height / 2],
    ] as const) {
      await expect(document.elementFromPoint(x, y)).toBe(link);
    }
  },
};

/** A whole-yuan price still shows two decimals. */
export const WholeYuan: Story = {
  args: { ...products.shoes, originalPriceCents: undefined, className: 'w-56' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: products.shoes.name });
    await expect(link).toHaveAccessibleDescription(/¥199\.00/);
    const card = canvas.getByRole('article');
    await expect(card.querySelector('[data-part="fraction"]')).toHaveTextContent('00');
    await expect(card.querySelector('[data-part="original"]')).toBeNull();
  },
};

/** Activity tags are translated; other labels are shown as sent. A long name stops at two lines. */
export const TagsAndLongName: Story = {
  args: { ...products.phone, className: 'w-56' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('秒杀')).toBeVisible();
    await expect(canvas.getByText('包邮')).toBeVisible();
    const name = canvas.getByText(products.phone.name);
    await expect(getComputedStyle(name).webkitLineClamp).toBe('2');
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    await expect(name.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(canvas.getByRole('link', { name: products.phone.name })).toHaveAccessibleDescription(
      /秒杀 包邮 ¥8999\.00/,
    );
  },
};

/** Group buying and new. */
export const GroupBuyingAndNew: Story = {
  args: { ...products.shoes, className: 'w-56' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('拼团')).toBeVisible();
    await expect(canvas.getByText('新品')).toBeVisible();
  },
};

/** Without a picture the placeholder shows; nothing is read twice. */
export const NoImage: Story = {
  args: {
    ...products.tea,
    image: undefined,
    originalPriceCents: undefined,
    shopName: undefined,
    className: 'w-56',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="error"]')).not.toBeNull());
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: products.tea.name })).toHaveAccessibleDescription(
      /¥128\.00 已售 0/,
    );
  },
};

/** The phone list layout: picture on the left of the details. */
export const List: Story = {
  args: { ...products.mug, layout: 'list', className: 'w-80' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvasElement.querySelector('[data-state]')!.getBoundingClientRect();
    const name = canvas.getByText(products.mug.name).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(name.left);
    await expect(name.top).toBeLessThan(box.bottom);
    await expect(canvas.getByRole('link', { name: products.mug.name })).toHaveAttribute(
      'href',
      '/detail/1001',
    );
  },
};

/** While loading: the card's shape, out of the accessibility tree and not a link. */
export const Skeleton: Story = {
  render: () => (
    <div className="flex gap-4">
      <ProductCardSkeleton className="w-56" />
      <ProductCardSkeleton layout="list" className="w-80" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    const first = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(first.getBoundingClientRect().height).toBeGreaterThan(200);
  },
};

/** Grid cards in every state, list cards and skeletons. */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6 md:w-4xl">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        <ProductCard {...products.mug} />
        <ProductCard {...products.phone} tags={products.phone.tags} />
        <ProductCard {...products.shoes} tags={products.shoes.tags} />
        <ProductCard {...products.tea} />
        <ProductCardSkeleton />
      </div>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <ProductCard {...products.phone} tags={products.phone.tags} layout="list" />
        <ProductCard {...products.shoes} tags={products.shoes.tags} layout="list" />
        <ProductCard {...products.tea} layout="list" />
        <ProductCardSkeleton layout="list" />
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getAllByText(en ? 'Group buying' : '拼团')).toHaveLength(2);
    await expect(canvas.getAllByText(en ? 'Flash sale' : '秒杀')).toHaveLength(2);
    await expect(canvas.getByText(en ? '1234 sold' : '已售 1234')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: products.mug.name })[0]).toHaveAttribute(
      'href',
      '/detail/1001',
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react';
import {
  centsToYuan,
  sumCents,
  yuanToCents,
  DiscountRule,
  ProdStatus,
  type CartTotals,
  type ChooseDiscountItemDto,
  type ShopCart,
  type ShopCartItem,
} from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { applyCartCallbacks, cartSpies } from '../../storybook/fixtures/cart.ts';
import { CartTable, type CartTableProps } from './CartTable.tsx';
import { isItemValid, shopItems } from './cartSelection.ts';
import { say } from '../../storybook/say.ts';

// ---------------------------------------------------------------------------------------------------
// Fixture: two shops, promotions, an item at its stock limit and two unavailable items. Product and shop
// names are seller data (not translated by the mall), so the fixture has them in both languages.

/** A plain coloured square as a product picture (no network in stories). */
const pic = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${fill}"/><circle cx="40" cy="40" r="18" fill="#ffffff" fill-opacity="0.6"/></svg>`,
  )}`;

type Names = Record<'zh' | 'en', string>;
const n = (zh: string, en: string): Names => ({ zh, en });

interface ItemSeed {
  basketId: number;
  name: Names;
  sku?: Names;
  fill: string;
  price: number;
  oriPrice?: number;
  prodCount: number;
  stocks: number;
  prodStatus?: ProdStatus;
  isChecked?: boolean;
}

const OFFICIAL = 101;
const LIVING = 202;

const seeds: {
  shopId: number;
  name: Names;
  groups: { discount?: Omit<ChooseDiscountItemDto, 'reduceAmount'>; items: ItemSeed[] }[];
}[] = [
  {
    shopId: OFFICIAL,
    name: n('亚米官方旗舰店', 'Yami Official Store'),
    groups: [
      {
        discount: {
          discountId: 1,
          discountRule: DiscountRule.amountOffOverAmount,
          needAmount: 199,
          discount: 20,
        },
        items: [
          {
            basketId: 1,
            name: n('无线蓝牙耳机 主动降噪 长续航', 'Wireless Bluetooth earphones, noise cancelling'),
            sku: n('白色', 'White'),
            fill: '#9aa5b1',
            price: 129,
            oriPrice: 159,
            prodCount: 1,
            stocks: 10,
            isChecked: true,
          },
          {
            basketId: 2,
            name: n('快充数据线 1米', 'Fast-charging cable, 1 m'),
            sku: n('1米', '1 m'),
            fill: '#c7b8a1',
            price: 39.9,
            prodCount: 2,
            stocks: 2,
          },
        ],
      },
      {
        items: [
          {
            basketId: 3,
            name: n('硅胶手机壳', 'Silicone phone case'),
            sku: n('黑色', 'Black'),
            fill: '#4b5563',
            price: 29,
            prodCount: 1,
            stocks: 0,
          },
        ],
      },
    ],
  },
  {
    shopId: LIVING,
    name: n('优选生活馆', 'Fine Living Store'),
    groups: [
      {
        discount: {
          discountId: 2,
          discountRule: DiscountRule.rateOverCount,
          needAmount: 2,
          discount: 9,
        },
        items: [
          {
            basketId: 4,
            name: n('纯棉短袖T恤', 'Cotton T-shirt'),
            sku: n('白色, L', 'White, L'),
            fill: '#e5c07b',
            price: 59.9,
            oriPrice: 79,
            prodCount: 1,
            stocks: 50,
          },
          {
            basketId: 5,
            name: n('帆布托特包', 'Canvas tote bag'),
            fill: '#98c379',
            price: 45,
            prodCount: 1,
            stocks: 3,
          },
        ],
      },
      {
        items: [
          {
            basketId: 6,
            name: n('陶瓷马克杯', 'Ceramic mug'),
            fill: '#61afef',
            price: 25,
            prodCount: 2,
            stocks: 8,
            prodStatus: ProdStatus.offShelf,
          },
        ],
      },
    ],
  },
];

/**
 * The cart in a language, with the lines of `checked` selected (or each seed's own flag), keeping only
 * the lines of `include` when given.
 */
function makeCart(locale: string, checked?: readonly number[], include?: readonly number[]): ShopCart[] {
  const lang = locale === 'en' ? 'en' : 'zh';
  const kept = (seed: ItemSeed) => !include || include.includes(seed.basketId);
  return recompute(
    seeds.map((shop) => ({
      shopId: shop.shopId,
      shopName: shop.name[lang],
      shopCartItemDiscounts: shop.groups
        .filter((group) => group.items.some(kept))
        .map((group) => ({
          chooseDiscountItemDto: group.discount ? { ...group.discount, reduceAmount: 0 } : null,
          shopCartItems: group.items.filter(kept).map((seed): ShopCartItem => ({
            basketId: seed.basketId,
            prodId: 1000 + seed.basketId,
            skuId: 2000 + seed.basketId,
            prodName: seed.name[lang],
            skuName: seed.sku?.[lang] ?? null,
            pic: pic(seed.fill),
            price: seed.price,
            oriPrice: seed.oriPrice ?? null,
            prodCount: seed.prodCount,
            productTotalAmount: 0,
            shopId: shop.shopId,
            isChecked: checked ? checked.includes(seed.basketId) : (seed.isChecked ?? false),
            stocks: seed.stocks,
            prodStatus: seed.prodStatus ?? ProdStatus.onSale,
          })),
        })),
    })),
  );
}

// What the server does on /p/shopCart/info and /p/shopCart/totalPay, in small: line totals and what
// each promotion saves on the selected lines of its group.
function groupSaving(dto: ChooseDiscountItemDto, lines: ShopCartItem[]): number {
  const amount = sumCents(lines.map((l) => yuanToCents(l.price) * l.prodCount));
  const count = lines.reduce((a, l) => a + l.prodCount, 0);
  const offCents = yuanToCents(dto.discount);
  switch (dto.discountRule) {
    case DiscountRule.amountOffOverAmount:
      return amount >= yuanToCents(dto.needAmount) ? offCents : 0;
    case DiscountRule.amountOffOverCount:
      return count >= dto.needAmount ? offCents : 0;
    case DiscountRule.rateOverCount:
      return count >= dto.needAmount ? Math.round((amount * (10 - dto.discount)) / 10) : 0;
    case DiscountRule.rateOverAmount:
      return amount >= yuanToCents(dto.needAmount) ? Math.round((amount * (10 - dto.discount)) / 10) : 0;
  }
}

function recompute(shops: ShopCart[]): ShopCart[] {
  return shops.map((shop) => ({
    ...shop,
    shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => {
      const shopCartItems = group.shopCartItems.map((item) => ({
        ...item,
        productTotalAmount: centsToYuan(yuanToCents(item.price) * item.prodCount),
      }));
      const selected = shopCartItems.filter((i) => isItemValid(i) && i.isChecked);
      const dto = group.chooseDiscountItemDto;
      return {
        shopCartItems,
        chooseDiscountItemDto: dto ? { ...dto, reduceAmount: centsToYuan(groupSaving(dto, selected)) } : dto,
      };
    }),
  }));
}

function totalsOf(shops: ShopCart[]): CartTotals {
  const selected = shops.flatMap(shopItems).filter((i) => isItemValid(i) && i.isChecked);
  const total = sumCents(selected.map((i) => yuanToCents(i.productTotalAmount)));
  const saved = sumCents(
    shops.flatMap((s) =>
      s.shopCartItemDiscounts.map((g) => yuanToCents(g.chooseDiscountItemDto?.reduceAmount ?? 0)),
    ),
  );
  return {
    totalMoney: centsToYuan(total),
    subtractMoney: centsToYuan(saved),
    finalMoney: centsToYuan(total - saved),
    count: selected.reduce((a, i) => a + i.prodCount, 0),
  };
}

/**
 * The cart with the state a page would keep: the callbacks are reported to the story's spies and then
 * applied here, so the play functions exercise the real selection, quantity and deletion round trips.
 */
function StatefulCart({
  initial,
  include,
  ...args
}: Omit<CartTableProps, 'shops' | 'totals'> & { initial?: number[]; include?: number[] }) {
  const { i18n } = useLingui();
  const [shops, setShops] = useState(() => makeCart(i18n.locale, initial, include));
  return (
    <CartTable
      {...args}
      shops={shops}
      totals={totalsOf(shops)}
      {...applyCartCallbacks(args, setShops, recompute)}
    />
  );
}

const meta = {
  title: 'Mall/CartTable',
  component: CartTable,
  args: {
    shops: [],
    totals: { totalMoney: 0, finalMoney: 0, subtractMoney: 0, count: 0 },
    ...cartSpies(),
  },
  render: ({ shops: _shops, totals: _totals, ...args }) => <StatefulCart {...args} />,
} satisfies Meta<typeof CartTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Renders the stateful cart with these lines selected at first (the seeds' own flags when absent). */
const cart = (initial?: number[]): Pick<Story, 'render'> => ({
  render: ({ shops: _shops, totals: _totals, ...args }) => <StatefulCart {...args} initial={initial} />,
});

const EVERY_VALID = [1, 2, 4, 5];

/** The visible copy of a line (PC row or mobile card, whichever the layout shows). */
function line(root: HTMLElement, basketId: number): HTMLElement {
  const found = [...root.querySelectorAll<HTMLElement>(`[data-basket-id="${basketId}"]`)].filter((el) =>
    el.checkVisibility(),
  );
  if (found.length !== 1) throw new Error(`expected one visible line ${basketId}, found ${found.length}`);
  return found[0]!;
}

const bar = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="settle-bar"]')!;
const amount = (root: HTMLElement, name: 'total' | 'discount' | 'final') =>
  bar(root).querySelector<HTMLElement>(`[data-part="${name}"]`)!;
const visible = (els: HTMLElement[]) => els.filter((el) => el.checkVisibility());
const body = () => within(document.body);

/** A shop whose lines are partly selected shows an indeterminate checkbox; ticking it selects the rest. */
export const ShopPartlySelected: Story = {
  ...cart(),
  play: async ({ canvas, args }) => {
    const official = canvas.getByRole('checkbox', { name: '选择亚米官方旗舰店的全部商品' });
    const living = canvas.getByRole('checkbox', { name: '选择优选生活馆的全部商品' });
    await expect(official).toHaveAttribute('aria-checked', 'mixed');
    await expect(living).toHaveAttribute('aria-checked', 'false');
    for (const all of canvas.getAllByRole('checkbox', { name: '全选' })) {
      await expect(all).toHaveAttribute('aria-checked', 'mixed');
    }

    await userEvent.click(official);
    await expect(args.onToggleShop).toHaveBeenCalledWith(OFFICIAL, true);
    await expect(official).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('checkbox', { name: '选择快充数据线 1米' })).toBeChecked();
    // The sold-out line of the shop stays out of the selection.
    const soldOut = canvas.getByRole('checkbox', { name: '选择硅胶手机壳' });
    await expect(soldOut).not.toBeChecked();
    await expect(soldOut).toBeDisabled();

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择无线蓝牙耳机 主动降噪 长续航' }));
    await expect(args.onToggleItem).toHaveBeenLastCalledWith(1, false);
    await expect(official).toHaveAttribute('aria-checked', 'mixed');
  },
};

/** "Select all" selects every available line (top and bottom stay in step) and the totals follow. */
export const SelectAll: Story = {
  ...cart([]),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(amount(canvasElement, 'final')).toHaveTextContent('¥0.00');
    const [top, bottom] = canvas.getAllByRole('checkbox', { name: '全选' });
    await userEvent.click(top!);
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    await expect(bottom).toHaveAttribute('aria-checked', 'true');
    for (const id of EVERY_VALID) {
      await expect(within(line(canvasElement, id)).getByRole('checkbox')).toBeChecked();
    }
    for (const id of [3, 6]) {
      await expect(within(line(canvasElement, id)).getByRole('checkbox')).not.toBeChecked();
    }
    // 129 + 2 x 39.90 + 59.90 + 45 = 313.70; 满199减20 and 满2件打9折 (10.49) save 30.49.
    await expect(amount(canvasElement, 'total')).toHaveTextContent('¥313.70');
    await expect(amount(canvasElement, 'discount')).toHaveTextContent('¥30.49');
    await expect(amount(canvasElement, 'final')).toHaveTextContent('¥283.21');
    await expect(bar(canvasElement)).toHaveTextContent('已选 5 件');

    await userEvent.click(bottom!);
    await expect(args.onToggleAll).toHaveBeenLastCalledWith(false);
    await expect(top).toHaveAttribute('aria-checked', 'false');
    await expect(amount(canvasElement, 'final')).toHaveTextContent('¥0.00');
  },
};

/** Settling or deleting with nothing selected is refused with a message, and nothing is called. */
export const NothingSelected: Story = {
  ...cart([]),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择一件商品');
    await expect(args.onSettle).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '删除选中的商品' }));
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(args.onDelete).not.toHaveBeenCalled();

    // Selecting a line clears the message and settling goes through with that line.
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择纯棉短袖T恤' }));
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledOnce();
    await expect(args.onSettle).toHaveBeenCalledWith([4]);
  },
};

/** Settling passes the selected lines, never an unavailable one. */
export const Settle: Story = {
  ...cart(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '全选' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledOnce();
    await expect(args.onSettle).toHaveBeenCalledWith(EVERY_VALID);
  },
};

/** While the order is being prepared the settle button is busy and ignores clicks. */
export const Settling: Story = {
  ...cart(EVERY_VALID),
  args: { settling: true },
  play: async ({ canvas, args }) => {
    const settle = canvas.getByRole('button', { name: '去结算' });
    await expect(settle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(settle);
    await expect(args.onSettle).not.toHaveBeenCalled();
  },
};

/** Deleting the selection asks first; only confirming calls onDelete, with exactly the selected ids. */
export const DeleteSelected: Story = {
  ...cart([1, 4]),
  play: async ({ canvas, canvasElement, args }) => {
    const remove = canvas.getByRole('button', { name: '删除选中的商品' });
    await userEvent.click(remove);
    let dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定删除选中的商品吗？');
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();

    await userEvent.click(remove);
    dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith([1, 4]);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvasElement.querySelector('[data-basket-id="1"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-basket-id="4"]')).toBeNull();
    await expect(line(canvasElement, 2)).toBeInTheDocument();
  },
};

/** A line's own delete button asks about that line only. */
export const DeleteOne: Story = {
  ...cart(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除快充数据线 1米' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确定删除该商品吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith([2]);
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: '选择快充数据线 1米' })).toBeNull());
  },
};

/** Quantities stay within 1..stock: plus is disabled at the stock, and changes report the new count. */
export const QuantityAtStock: Story = {
  ...cart(),
  play: async ({ canvasElement, args }) => {
    const cable = within(line(canvasElement, 2));
    const plus = cable.getByRole('button', { name: '增加数量' });
    const minus = cable.getByRole('button', { name: '减少数量' });
    await expect(cable.getByRole('spinbutton', { name: '快充数据线 1米的数量' })).toHaveValue('2');
    await expect(plus).toBeDisabled();
    await expect(cable.getByText('仅剩2件')).toBeVisible();
    await expect(cable.getByText('¥79.80')).toBeInTheDocument(); // the line's subtotal

    await userEvent.click(minus);
    await expect(args.onChangeQuantity).toHaveBeenCalledOnce();
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(2, 1);
    await expect(minus).toBeDisabled();
    await expect(plus).toBeEnabled();
    await expect(cable.getAllByText('¥39.90')).toHaveLength(2); // unit price and subtotal

    await userEvent.click(plus);
    await expect(args.onChangeQuantity).toHaveBeenLastCalledWith(2, 2);
    await expect(plus).toBeDisabled();
  },
};

/** Off-shelf and sold-out lines are greyed, tagged and cannot be selected or re-counted. */
export const UnavailableItems: Story = {
  ...cart(),
  play: async ({ canvasElement }) => {
    for (const [id, reason] of [
      [3, '商品已售罄'],
      [6, '已下架'],
    ] as const) {
      const row = within(line(canvasElement, id));
      await expect(row.getByText('已失效')).toBeVisible();
      await expect(row.getByText(reason)).toBeVisible();
      await expect(row.getByRole('checkbox')).toBeDisabled();
      await expect(row.queryByRole('spinbutton')).toBeNull();
      // Still deletable.
      await expect(row.getByRole('button', { name: /^删除/ })).toBeEnabled();
    }
  },
};

/** A pre-sale line says so with its shipping date (on the PC row and the phone card alike). */
export const PreSaleLine: Story = {
  render: ({ shops: _shops, ...args }) => {
    const shops = makeCart('zh', [1]).map((shop) => ({
      ...shop,
      shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => ({
        ...group,
        shopCartItems: group.shopCartItems.map((item) =>
          item.basketId === 1 ? { ...item, preSale: true, shipDate: '2026-12-20' } : item,
        ),
      })),
    }));
    return <CartTable {...args} shops={shops} />;
  },
  play: async ({ canvasElement }) => {
    const row = within(line(canvasElement, 1));
    await expect(row.getByText('预售')).toBeVisible();
    await expect(row.getByText('预计 2026-12-20 发货')).toBeVisible();
    await expect(within(line(canvasElement, 2)).queryByText('预售')).toBeNull();
  },
};

/** The member price's group: its own tag, the level's name and rate, what it saves (the server's name). */
function MemberPriceCart(args: Omit<CartTableProps, 'shops'>) {
  const { i18n } = useLingui();
  const shops = recompute(
    makeCart(i18n.locale, [1, 2], [1, 2]).map((shop) => ({
      ...shop,
      shopCartItemDiscounts: shop.shopCartItemDiscounts.map((group) => ({
        ...group,
        chooseDiscountItemDto: {
          discountId: 7,
          discountName: i18n.locale === 'en' ? 'Premium' : '超级会员',
          memberPrice: true,
          discountRule: DiscountRule.rateOverAmount,
          needAmount: 0,
          discount: 9.5,
          reduceAmount: 0,
        },
      })),
    })),
  );
  return <CartTable {...args} shops={shops} totals={totalsOf(shops)} />;
}

export const MemberPrice: Story = {
  render: ({ shops: _shops, ...args }) => <MemberPriceCart {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(visible(canvas.getAllByText(say(globals, '会员价', 'Member price')))).toHaveLength(1);
    await expect(
      visible(canvas.getAllByText(say(globals, '超级会员 9.5折', 'Premium: 5% off'))),
    ).toHaveLength(1);
    // 5 % of 129.00 + 2 × 39.90.
    await expect(visible(canvas.getAllByText(say(globals, '已减¥10.44', 'Saved ¥10.44')))).toHaveLength(1);
    await expect(canvas.queryByText(say(globals, '满0元打9.5折', 'Spend ¥0, get 5% off'))).toBeNull();
  },
};
export const MemberPriceEn: Story = { ...MemberPrice, globals: matrix.enPc };
export const MemberPriceMobile: Story = { ...MemberPrice, globals: matrix.zhMobile };

/** An empty cart invites the shopper to go shopping. */
export const EmptyCart: Story = {
  render: (args) => <CartTable {...args} shops={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('购物车还是空的')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: '去结算' })).toBeNull();
  },
};

/** Below the md breakpoint: cards instead of the table, and the settle bar sticks to the bottom. */
export const Mobile: Story = {
  ...cart(),
  globals: matrix.zhMobile,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="cart-cards"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="cart-table"]')).not.toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(getComputedStyle(bar(canvasElement)).position).toBe('sticky');
    await expect(canvas.getAllByRole('checkbox', { name: '全选' })).toHaveLength(1);

    await userEvent.click(within(line(canvasElement, 4)).getByRole('checkbox'));
    await expect(args.onToggleItem).toHaveBeenCalledWith(4, true);
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledWith([1, 4]);
  },
};

function AllCarts(args: Omit<CartTableProps, 'shops' | 'totals'>) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <StatefulCart {...args} initial={[1, 2]} include={[1, 2, 3, 4, 6]} />
      <CartTable
        {...args}
        className="rounded-lg border border-neutral-200"
        shops={[]}
        totals={{ totalMoney: 0, finalMoney: 0, subtractMoney: 0, count: 0 }}
      />
    </div>
  );
}

/**
 * One cart with every line state (selected with an original price, at its stock limit, sold out, off the
 * shelf), a promotion reached and one not, a fully and an un-selected shop; beside it the empty cart.
 */
export const AllStates: Story = {
  render: ({ shops: _shops, totals: _totals, ...args }) => <AllCarts {...args} />,
  play: async ({ canvas, canvasElement, globals }) => {
    const mobile = (globals.viewport as { value?: string } | undefined)?.value === 'mobile';
    const tables = canvasElement.querySelectorAll<HTMLElement>('[data-part="cart-table"]');
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-part="cart-cards"]');
    await expect(tables).toHaveLength(1);
    await expect(tables[0]!.checkVisibility()).toBe(!mobile);
    await expect(cards[0]!.checkVisibility()).toBe(mobile);
    await expect(canvas.queryAllByRole('table')).toHaveLength(mobile ? 0 : 1);
    await expect(visible(canvas.getAllByText(say(globals, '已失效', 'Unavailable')))).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: say(globals, '去结算', 'Settle') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(globals, '去逛逛', 'Go shopping') })).toBeVisible();
    const rule = say(globals, '满199元减20元', 'Spend ¥199, get ¥20 off');
    await expect(visible(canvas.getAllByText(rule))).toHaveLength(1);
    await expect(visible(canvas.getAllByText(say(globals, '已减¥20.00', 'Saved ¥20.00')))).toHaveLength(1);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

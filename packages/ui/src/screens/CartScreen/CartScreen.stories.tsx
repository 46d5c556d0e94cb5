import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import {
  applyCartCallbacks,
  cartSpies,
  demoCart,
  demoCartTotals,
  demoCartWithSavings,
} from '../../storybook/fixtures/cart.ts';
import type { ShopCart } from '../../mall/CartTable/index.ts';
import { CartScreen, type CartScreenProps } from './CartScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

/**
 * The screen with what the app keeps: each callback is reported to the story's spy and then applied to
 * the cart, as the server would, so the play functions see the real round trip.
 */
function StatefulCart({ initial, ...args }: CartScreenProps & { initial?: ShopCart[] }) {
  const [shops, setShops] = useState(() => demoCartWithSavings(initial ?? demoCart()));
  return (
    <CartScreen
      {...args}
      shops={shops}
      totals={demoCartTotals(shops)}
      {...applyCartCallbacks(args, setShops, demoCartWithSavings)}
    />
  );
}

const meta = {
  title: 'Screens/CartScreen',
  component: CartScreen,
  args: {
    ...cartSpies(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const stateful: Pick<Story, 'render'> = { render: (args) => <StatefulCart {...args} /> };

const visible = <T extends HTMLElement>(els: T[]) => els.filter((el) => el.checkVisibility());
/** The visible copy of a cart line (PC row or mobile card). */
function lineOf(root: HTMLElement, basketId: number): HTMLElement {
  const found = visible([...root.querySelectorAll<HTMLElement>(`[data-basket-id="${basketId}"]`)]);
  if (found.length !== 1) throw new Error(`expected one visible line ${basketId}, found ${found.length}`);
  return found[0]!;
}
const amount = (root: HTMLElement, part: 'final' | 'discount') =>
  root.querySelector<HTMLElement>(`[data-part="settle-bar"] [data-part="${part}"]`)!;
const body = () => within(document.body);

/** The member's cart: selecting a line updates the totals, and settling passes the selected lines. */
export const Full: Story = {
  ...stateful,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
    // 129 + 2 x 39.90 = 208.80, over the ¥199 threshold: ¥20 off.
    await expect(amount(canvasElement, 'final')).toHaveTextContent('¥188.80');
    await expect(amount(canvasElement, 'discount')).toHaveTextContent('¥20.00');

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择北欧风陶瓷马克杯 350ml 简约咖啡杯' }));
    await expect(args.onToggleItem).toHaveBeenCalledWith(21, true);
    await expect(amount(canvasElement, 'final')).toHaveTextContent('¥233.80');

    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledOnce();
    await expect(args.onSettle).toHaveBeenCalledWith([11, 12, 21]);
  },
};

/** A product name is a link to its page; a plain click is handed to the app's router. */
export const ProductLink: Story = {
  ...stateful,
  args: { href: enHref },
  play: async ({ canvasElement, args }) => {
    const link = within(lineOf(canvasElement, 11)).getByRole('link', { name: '无线降噪蓝牙耳机 长续航' });
    await expect(link).toHaveAttribute('href', '/en/detail/1011');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/detail/1011');
  },
};

/** Changing a quantity reports the new count; the plus button stops at the stock. */
export const Quantity: Story = {
  ...stateful,
  play: async ({ canvasElement, args }) => {
    const earphones = within(lineOf(canvasElement, 11));
    await userEvent.click(earphones.getByRole('button', { name: '增加数量' }));
    await expect(args.onChangeQuantity).toHaveBeenCalledWith(11, 2);
    await expect(earphones.getByRole('spinbutton')).toHaveValue('2');

    const cable = within(lineOf(canvasElement, 12));
    await expect(cable.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(cable.getByRole('button', { name: '减少数量' }));
    await expect(args.onChangeQuantity).toHaveBeenLastCalledWith(12, 1);
  },
};

/** Deleting a line asks first; confirming passes its basket id. */
export const DeleteOne: Story = {
  ...stateful,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除北欧风陶瓷马克杯 350ml 简约咖啡杯' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith([21]);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(canvas.queryByRole('link', { name: '北欧风陶瓷马克杯 350ml 简约咖啡杯' })).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** Nothing selected: settling and deleting are refused with the cart rule's message. */
export const NothingSelected: Story = {
  render: (args) => (
    <StatefulCart
      {...args}
      initial={demoCart().map((s) => ({
        ...s,
        shopCartItemDiscounts: s.shopCartItemDiscounts.map((g) => ({
          ...g,
          shopCartItems: g.shopCartItems.map((i) => ({ ...i, isChecked: false })),
        })),
      }))}
    />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择一件商品');
    await expect(args.onSettle).not.toHaveBeenCalled();
  },
};

/** Lines off sale or sold out are marked and never selected, even by "select all", nor settled. */
export const Unavailable: Story = {
  ...stateful,
  play: async ({ canvas, canvasElement, args }) => {
    for (const [id, reason] of [
      [13, '商品已售罄'],
      [22, '已下架'],
    ] as const) {
      const row = within(lineOf(canvasElement, id));
      await expect(row.getByText('已失效')).toBeVisible();
      await expect(row.getByText(reason)).toBeVisible();
      await expect(row.getByRole('checkbox')).toBeDisabled();
    }
    await userEvent.click(canvas.getAllByRole('checkbox', { name: '全选' })[0]!);
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledWith([11, 12, 21]);
  },
};

/** While a change is on its way every control is disabled, so nothing can be sent twice. */
export const Busy: Story = {
  args: { shops: demoCartWithSavings(), totals: demoCartTotals(demoCart()), busy: true },
  play: async ({ canvas, canvasElement, args }) => {
    const settle = canvas.getByRole('button', { name: '去结算' });
    await expect(settle).toBeDisabled();
    await userEvent.click(settle, { pointerEventsCheck: 0 });
    await expect(args.onSettle).not.toHaveBeenCalled();
    const earphones = within(lineOf(canvasElement, 11));
    await expect(earphones.getByRole('checkbox')).toBeDisabled();
    await expect(earphones.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await expect(earphones.getByRole('spinbutton')).toBeDisabled();
    await expect(earphones.getByRole('button', { name: /^删除/ })).toBeDisabled();
    await userEvent.click(earphones.getByRole('button', { name: '增加数量' }), { pointerEventsCheck: 0 });
    await expect(args.onChangeQuantity).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-part="cart-controls"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Loading for longer than 200 ms: skeleton rows in a busy region, no cart controls yet. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载购物车');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '去结算' })).toBeNull();
  },
};

/** A quick answer (under 200 ms) shows no skeleton: only the title until the cart is there. */
export const NotYetLoading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '购物车' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The empty cart invites the shopper to go shopping, in the page's language. */
export const EmptyCart: Story = {
  args: { shops: [], href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('购物车还是空的')).toBeVisible();
    const link = canvas.getByRole('link', { name: '去逛逛' });
    await expect(link).toHaveAttribute('href', '/en');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en');
    await expect(canvas.queryByRole('button', { name: '去结算' })).toBeNull();
  },
};

/** The cart could not be loaded: a message and a retry button. */
export const LoadError: Story = {
  args: { error: true, loading: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('购物车加载失败');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: cards, and a bar at the bottom with select all, the total and settle. */
export const Mobile: Story = {
  ...stateful,
  globals: matrix.zhMobile,
  play: async ({ canvas, canvasElement, args }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-part="settle-bar"]')!;
    await expect(getComputedStyle(bar).position).toBe('sticky');
    await expect(getComputedStyle(bar).bottom).toBe('0px');
    const inBar = within(bar);
    await expect(inBar.getByRole('checkbox', { name: '全选' })).toBeVisible();
    await expect(inBar.getByText('合计')).toBeVisible();
    await expect(inBar.getByRole('checkbox', { name: '全选' })).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(inBar.getByRole('checkbox', { name: '全选' }));
    await expect(args.onToggleAll).toHaveBeenCalledWith(true);
    await userEvent.click(inBar.getByRole('button', { name: '去结算' }));
    await expect(args.onSettle).toHaveBeenCalledWith([11, 12, 21]);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** The first store of the demo cart (a promotion, a line at its stock, a sold-out line): one screenshot. */
const compactCart = () => demoCart().slice(0, 1);

function AllCartStates(args: CartScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3 md:p-3';
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid gap-4">
        <StatefulCart {...args} className={panel} initial={compactCart()} />
        <CartScreen {...args} className={panel} loading />
      </div>
      <div className="grid gap-4">
        <CartScreen {...args} className={panel} shops={[]} />
        <CartScreen {...args} className={panel} error />
      </div>
    </div>
  );
}

/** A cart (a reached promotion, a line at its stock, a sold-out line), loading, the empty cart and the error. */
export const AllStates: Story = {
  render: (args) => <AllCartStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '购物车', 'Cart') }),
    ).toHaveLength(4);
    await expect(visible(canvas.getAllByText(say(globals, '已失效', 'Unavailable')))).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: say(globals, '去逛逛', 'Go shopping') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '正在加载购物车', 'Loading the cart'),
    );
    await expect(canvas.getByRole('button', { name: say(globals, '去结算', 'Settle') })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react';
import { isLocale } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { menuClosed } from '../../storybook/menu.ts';
import { sampleConfig } from '../SiteFooter/siteConfig.fixtures.ts';
import { TopBar, type TopBarProps } from './TopBar.tsx';

const meta = {
  title: 'Mall/TopBar',
  component: TopBar,
  args: {
    config: sampleConfig,
    user: null,
    locale: 'zh',
    onLogin: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    onSwitchLocale: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const member = { nickName: '购物达人小王' };

/** A visitor: welcome text and a login link; no cart count even when one is passed. */
export const Visitor: Story = {
  args: { cartCount: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('欢迎来到环球优选商城！')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    const cart = canvas.getByRole('link', { name: '购物车' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart.querySelector('[data-badge]')).toBeNull();
    await expect(canvas.queryByText('5')).toBeNull();
    await expect(canvas.queryByRole('button', { name: member.nickName })).toBeNull();
  },
};

/** A visitor's "My orders" is reported to the app, which shows the login popup; the page does not move. */
export const VisitorOpensOrders: Story = {
  play: async ({ canvas, args }) => {
    const orders = canvas.getByRole('link', { name: '我的订单' });
    await expect(orders).toHaveAttribute('href', '/user-center/uc-order');
    await userEvent.click(orders);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('orders');
    await expect(window.location.pathname).not.toContain('user-center');
  },
};

/** Every link reports its own target and carries its own address (prefixed by the app's builder). */
export const Links: Story = {
  args: { href: (path: string) => `/en${path}` },
  play: async ({ canvas, args }) => {
    const expected = [
      ['商城首页', 'home', '/en/'],
      ['我的订单', 'orders', '/en/user-center/uc-order'],
      ['个人中心', 'userCenter', '/en/user-center'],
      ['购物车', 'cart', '/en/cart'],
    ] as const;
    for (const [name, target, address] of expected) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', address);
      await userEvent.click(link);
      await expect(args.onNavigate).toHaveBeenLastCalledWith(target);
    }
    await expect(args.onNavigate).toHaveBeenCalledTimes(4);
  },
};

/** A member: nickname instead of the login link, and the cart count. */
export const Member: Story = {
  args: { user: member, cartCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
    await expect(canvas.getByRole('button', { name: member.nickName })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const cart = canvas.getByRole('link', { name: '购物车 3件商品' });
    await expect(within(cart).getByText('3')).toBeVisible();
  },
};

/** Above 99 the count reads 99+. */
export const MemberManyItems: Story = {
  args: { user: member, cartCount: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Unread customer-service messages on the messages entry, which leads to the chat page. */
export const MemberUnreadMessages: Story = {
  args: { user: member, chatUnread: 4 },
  play: async ({ canvas, args }) => {
    const messages = canvas.getByRole('link', { name: '消息 4条未读' });
    await expect(messages).toHaveAttribute('href', '/chat');
    await expect(within(messages).getByText('4')).toBeVisible();
    await userEvent.click(messages);
    await expect(args.onNavigate).toHaveBeenCalledWith('messages');
  },
};

/** A visitor sees the entry without a count, even when one is passed. */
export const VisitorMessages: Story = {
  args: { chatUnread: 4 },
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('link', { name: '消息' });
    await expect(messages.querySelector('[data-badge]')).toBeNull();
  },
};

/** The member menu opens from the keyboard, lists collection, coupons and log out; Log out calls back. */
export const MemberMenuKeyboard: Story = {
  args: { user: member, cartCount: 3 },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: member.nickName });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['我的收藏', '优惠券', '退出登录']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await menuClosed();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** My collection and Coupons in the menu report their targets. */
export const MemberMenuLinks: Story = {
  args: { user: member },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: member.nickName }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '我的收藏' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('collection');
    // The menu closes after a choice; reopening before it is gone races Radix's pointer-events guard.
    await menuClosed();
    await userEvent.click(canvas.getByRole('button', { name: member.nickName }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '优惠券' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('coupons');
    await expect(args.onLogout).not.toHaveBeenCalled();
    await menuClosed();
  },
};

/** The switch marks the current language; choosing English calls back with 'en', the current one nothing. */
export const SwitchLanguage: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '语言' });
    const zh = within(group).getByRole('button', { name: '中文' });
    const en = within(group).getByRole('button', { name: 'English' });
    await expect(zh).toHaveAttribute('aria-pressed', 'true');
    await expect(en).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(zh);
    await expect(args.onSwitchLocale).not.toHaveBeenCalled();
    await userEvent.click(en);
    await expect(args.onSwitchLocale).toHaveBeenCalledTimes(1);
    await expect(args.onSwitchLocale).toHaveBeenCalledWith('en');
  },
};

/** An English page: the English welcome text and English marked as current. */
export const EnglishPage: Story = {
  args: { locale: 'en', user: member, cartCount: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Welcome to Global Select Mall!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '中文' }));
    await expect(args.onSwitchLocale).toHaveBeenCalledWith('zh');
  },
};

/** On a phone the welcome text goes and the links become icons that keep their names. */
export const Mobile: Story = {
  args: { user: member, cartCount: 3 },
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('欢迎来到环球优选商城！')).not.toBeVisible();
    const orders = canvas.getByRole('link', { name: '我的订单' });
    await expect(orders.querySelector('svg')).toBeVisible();
    await userEvent.click(orders);
    await expect(args.onNavigate).toHaveBeenCalledWith('orders');
    await expect(canvas.getByRole('link', { name: '购物车 3件商品' })).toBeVisible();
  },
};

/** The three bars in the active catalog's language (the visual test switches catalogs, not globals). */
function AllTopBars(args: TopBarProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'zh';
  return (
    <div className="flex flex-col gap-6 md:w-5xl">
      <TopBar {...args} locale={locale} aria-label="Visitor" user={null} cartCount={4} />
      <TopBar {...args} locale={locale} aria-label="Member" user={member} cartCount={3} />
      <TopBar
        {...args}
        locale={locale}
        aria-label="Member, full cart"
        user={{ nickName: 'Lucy' }}
        cartCount={120}
        chatUnread={7}
        config={null}
      />
    </div>
  );
}

/** Visitor, member, and member with a full cart, in the story's language. */
export const AllStates: Story = {
  render: (args) => <AllTopBars {...args} />,
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByRole('button', { name: en ? 'Log in' : '登录' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: en ? 'My orders' : '我的订单' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: en ? 'English' : '中文' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Messages 7 unread' : '消息 7条未读' })).toBeVisible();
    await expect(
      canvas.getAllByText(en ? 'Welcome to Global Select Mall!' : '欢迎来到环球优选商城！')[0],
    ).toBeInTheDocument();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

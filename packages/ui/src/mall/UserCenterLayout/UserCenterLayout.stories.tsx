import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { UserCenterLayout } from './UserCenterLayout.tsx';

const enHref = (path: string) => `/en${path}`;

const meta = {
  title: 'Mall/UserCenterLayout',
  component: UserCenterLayout,
  args: {
    current: '',
    onNavigate: fn(),
    children: (
      <section className="rounded bg-white p-4 shadow">
        <h1 className="text-lg font-semibold text-neutral-900">Page</h1>
        <p className="text-sm text-neutral-600">The child page goes here.</p>
      </section>
    ),
  },
} satisfies Meta<typeof UserCenterLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main page: the side menu's four groups with every child page; "Personal center" is marked. */
export const Main: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '个人中心' });
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: '个人中心' })).toHaveAttribute('aria-current', 'page');
    const groups: Record<string, string[]> = {
      订单中心: ['我的订单', '售后服务', '我的评价'],
      账户设置: ['账户信息', '修改密码', '收货地址', '实名认证'],
      我的资产: ['优惠券', '我的积分', '我的收藏'],
      我的店铺: ['我的店铺'],
    };
    for (const [title, items] of Object.entries(groups)) {
      const list = menu.getByRole('list', { name: title });
      const links = within(list).getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual(items);
    }
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  },
};

/** A child page is marked; the links carry the app's addresses and a plain click goes to the router. */
export const ChildMarkedAndLinks: Story = {
  args: { current: 'uc-address', href: enHref },
  play: async ({ canvas, args }) => {
    const nav = within(canvas.getByRole('navigation', { name: '个人中心' }));
    const address = nav.getByRole('link', { name: '收货地址' });
    await expect(address).toHaveAttribute('aria-current', 'page');
    await expect(address).toHaveAttribute('href', '/en/user-center/uc-address');
    await expect(nav.getByRole('link', { name: '个人中心' })).not.toHaveAttribute('aria-current');
    await userEvent.click(nav.getByRole('link', { name: '优惠券' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/user-center/uc-coupons');
  },
};

/** Applying for after-sales belongs to the after-sales entry. */
export const ApplyReturnMarksAfterSales: Story = {
  args: { current: 'apply-return' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '个人中心' }));
    await expect(nav.getByRole('link', { name: '售后服务' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone: no side menu, a header with the page's name and a back link to the centre. */
export const MobileChild: Story = {
  args: { current: 'uc-coupons' },
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText('优惠券', { selector: 'header p' })).toBeVisible();
    const back = canvas.getByRole('link', { name: '返回个人中心' });
    await expect(back).toHaveAttribute('href', '/user-center');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center');
  },
};

/** On a phone the main page's back link goes home. */
export const MobileMain: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('个人中心', { selector: 'header p' })).toBeVisible();
  },
};

/** A child page marked in the side menu, or on a phone the back header (the visual baseline). */
export const AllStates: Story = {
  args: { current: 'uc-order' },
  render: (args) => (
    <div className="bg-neutral-50">
      <UserCenterLayout {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    const mobile = (globals.viewport as { value?: string } | undefined)?.value === 'mobile';
    if (mobile) {
      const back = canvas.getByRole('link', { name: en ? 'Back to personal center' : '返回个人中心' });
      await expect(back).toBeVisible();
      await expect(canvas.getByText(en ? 'My orders' : '我的订单', { selector: 'header p' })).toBeVisible();
    } else {
      const nav = canvas.getByRole('navigation', { name: en ? 'Personal center' : '个人中心' });
      await expect(within(nav).getByRole('link', { name: en ? 'My orders' : '我的订单' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(nav).getByRole('list', { name: en ? 'My assets' : '我的资产' })).toBeVisible();
    }
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

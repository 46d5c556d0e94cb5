import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserInfo } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { picture } from '../../storybook/pictures.ts';
import { demoCenterInfo, demoCouponCounts } from '../../storybook/fixtures/userCenter.ts';
import { demoNewInfo, demoScoreInfo, demoSignedInfo } from '../../storybook/fixtures/loyalty.ts';
import { UserCenterHomeScreen } from './UserCenterHomeScreen.tsx';

const member: UserInfo = {
  userId: 'u1',
  nickName: '购物达人小王',
  userMobile: '138****8000',
  pic: null,
  sex: null,
  birthDate: null,
  level: 1,
  growth: 120,
  score: 1280,
  balance: 56.5,
};

const meta = {
  title: 'Screens/UserCenterHomeScreen',
  component: UserCenterHomeScreen,
  args: {
    user: member,
    centerInfo: demoCenterInfo,
    couponCounts: demoCouponCounts,
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof UserCenterHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With the score info: the level (a link to the member centre), the growth and the sign-in button. */
export const MemberSignIn: Story = {
  args: { scoreInfo: demoScoreInfo, onSignIn: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '白银会员' })).toHaveAttribute(
      'href',
      '/member-center/member-center',
    );
    await expect(canvas.getByText('620')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '签到' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Signed in today: the button is off and says so. */
export const MemberSignedToday: Story = {
  args: { scoreInfo: demoSignedInfo, onSignIn: fn() },
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByRole('button', { name: en ? 'Signed in today' : '今日已签到' })).toBeDisabled();
  },
};
export const MemberSignedTodayEnMobile: Story = { ...MemberSignedToday, globals: matrix.enMobile };

/** A new member without a level, the sign-in under way: the button is busy. */
export const MemberNoLevelSigning: Story = {
  args: { scoreInfo: demoNewInfo, signing: true, onSignIn: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: '暂无等级' })).toBeVisible();
    const button = canvas.getByRole('button', { name: '签到' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Sign-in switched off by the operator. */
export const MemberSignInOff: Story = {
  args: { scoreInfo: { ...demoScoreInfo, signInEnabled: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '签到暂未开放' })).toBeDisabled();
  },
};

/** The member, balance and points; order counts link to their tab of my orders; coupons and shortcuts. */
export const Full: Story = {
  args: { href: (path: string) => `/en${path}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '购物达人小王' })).toBeVisible();
    await expect(canvas.getByText('1280')).toBeVisible();
    await expect(canvas.getByText('¥56.50')).toBeInTheDocument();
    const orders = within(canvas.getByRole('list', { name: '订单状态' }));
    const unpaid = orders.getByRole('link', { name: /待付款/ });
    await expect(unpaid).toHaveTextContent('2');
    await expect(unpaid).toHaveAttribute('href', '/en/user-center/uc-order?status=1');
    await expect(orders.getByRole('link', { name: /待收货/ })).toHaveTextContent('3');
    await expect(orders.getByRole('link', { name: /待评价/ })).toHaveAttribute(
      'href',
      '/en/user-center/uc-order?status=4',
    );
    await userEvent.click(orders.getByRole('link', { name: /售后服务/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/user-center/uc-return');
    await expect(canvas.getByRole('link', { name: /已过期/ })).toHaveAttribute(
      'href',
      '/en/user-center/uc-coupons?tab=expired',
    );
    await expect(canvas.getByRole('link', { name: '收货地址' })).toHaveAttribute(
      'href',
      '/en/user-center/uc-address',
    );
  },
};

/** A new member with an avatar and nothing yet: zero counts. */
export const NewMember: Story = {
  args: {
    user: { ...member, pic: picture('#fde68a', '#f59e0b'), score: 0, balance: 0 },
    centerInfo: undefined,
    couponCounts: undefined,
  },
  play: async ({ canvas }) => {
    const counts = canvas.getAllByText('0', { selector: '[data-part="count"]' });
    await expect(counts).toHaveLength(8);
  },
};

/** "My store" of a shopper who never applied: the way to the free store application. */
export const StoreNeverApplied: Story = {
  play: async ({ canvas, globals }) => {
    const store = canvas.getByRole('region', { name: say(globals, '我的店铺', 'My store') });
    await expect(
      within(store).getByRole('link', { name: say(globals, '免费开店', 'Open a free store') }),
    ).toHaveAttribute('href', '/ffjs');
  },
};
export const StoreNeverAppliedEnMobile: Story = { ...StoreNeverApplied, globals: matrix.enMobile };

/** Under review and rejected: the badge and the way to the application. */
export const StoreUnderReview: Story = {
  args: { centerInfo: { ...demoCenterInfo, shopAuditStatus: 0 } },
  play: async ({ canvas }) => {
    const store = canvas.getByRole('region', { name: /我的店铺/ });
    await expect(store).toHaveTextContent('审核中');
    await expect(within(store).getByRole('link', { name: '查看我的申请' })).toHaveAttribute('href', '/ffjs');
  },
};

export const StoreRejected: Story = {
  args: { centerInfo: { ...demoCenterInfo, shopAuditStatus: -1 } },
  play: async ({ canvas }) => {
    const store = canvas.getByRole('region', { name: /我的店铺/ });
    await expect(store).toHaveTextContent('审核未通过');
    await expect(within(store).getByRole('link', { name: '修改后重新提交' })).toHaveAttribute(
      'href',
      '/ffjs',
    );
  },
};

/** Approved: the store and its account; a plain click navigates in the app. */
export const StoreApproved: Story = {
  args: { centerInfo: { ...demoCenterInfo, shopAuditStatus: 1, shopId: 7 } },
  play: async ({ canvas, args }) => {
    const store = canvas.getByRole('region', { name: /我的店铺/ });
    await expect(store).toHaveTextContent('审核通过');
    await expect(within(store).getByRole('link', { name: '进入我的店铺' })).toHaveAttribute(
      'href',
      '/shop/7',
    );
    await userEvent.click(within(store).getByRole('link', { name: '店铺账号' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center/uc-shopaccount');
    await expect(within(store).queryByRole('link', { name: '免费开店' })).toBeNull();
  },
};

export const StoreOffline: Story = {
  args: { centerInfo: { ...demoCenterInfo, shopAuditStatus: 2, shopId: 7 } },
  play: async ({ canvas }) => {
    const store = canvas.getByRole('region', { name: /我的店铺/ });
    await expect(store).toHaveTextContent('已下线');
    await expect(within(store).getByRole('link', { name: '查看原因' })).toHaveAttribute('href', '/ffjs');
  },
};

export const Loading: Story = {
  args: { user: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载个人中心');
  },
};

export const ErrorState: Story = {
  args: { user: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('个人中心加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Full, error and loading (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50 p-2">
      <UserCenterHomeScreen {...args} />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <UserCenterHomeScreen {...args} user={undefined} error />
        <UserCenterHomeScreen {...args} user={undefined} loading />
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByRole('heading', { name: en ? 'My orders' : '我的订单' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(en ? 'Pending payment' : '待付款') }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

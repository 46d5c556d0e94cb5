import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { frozenClock, type Clock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import {
  checkoutExpiry,
  checkoutFakeClock,
  checkoutNow,
  demoPayInfo,
  type CheckoutFake,
} from '../../storybook/fixtures/checkout.ts';
import { PaymentScreen, type PaymentScreenProps } from './PaymentScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/PaymentScreen',
  component: PaymentScreen,
  args: {
    info: demoPayInfo(),
    expiresAt: checkoutExpiry,
    balance: 500,
    score: 1200,
    clock: frozenClock(checkoutNow),
    onPay: fn(),
    onPaidDone: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pay info: amount, products, receiver, the time left; Alipay is chosen first. */
export const Alipay: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent('¥226.80');
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30:00');
    await expect(canvas.getByText(/无线降噪蓝牙耳机 长续航、快充数据线 1米/)).toBeVisible();
    await expect(canvas.getByText(/13800138000/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '支付宝' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(args.onPay).toHaveBeenCalledWith(2);
  },
};

/** Each method passes its payType: WeChat 3, PayPal 10, balance 9. */
export const EachMethod: Story = {
  play: async ({ canvas, args }) => {
    const pay = () => userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await userEvent.click(canvas.getByRole('radio', { name: /微信支付/ }));
    await pay();
    await expect(args.onPay).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('radio', { name: 'PayPal' }));
    await pay();
    await expect(args.onPay).toHaveBeenLastCalledWith(10);
    await userEvent.click(canvas.getByRole('radio', { name: /余额/ }));
    await pay();
    await expect(args.onPay).toHaveBeenLastCalledWith(9);
    await expect(canvas.queryByRole('radio', { name: /积分/ })).toBeNull();
  },
};

/** A balance below the amount: the balance method shows it and cannot be chosen. */
export const BalanceShort: Story = {
  args: { balance: 100 },
  play: async ({ canvas }) => {
    const balance = canvas.getByRole('radio', { name: /余额/ });
    await expect(balance).toBeDisabled();
    await expect(canvas.getByText('（余额不足）')).toBeVisible();
    await expect(canvas.getByText('¥100.00')).toBeVisible();
  },
};

/** An order payable by points: the points method with the cost and the shopper's points. */
export const PointsPayable: Story = {
  args: { info: demoPayInfo({ totalScore: 800 }) },
  play: async ({ canvas, args }) => {
    const points = canvas.getByRole('radio', { name: /积分/ });
    await expect(points).toHaveAccessibleDescription(/800 积分（您有 1200 积分）/);
    await userEvent.click(points);
    await userEvent.click(canvas.getByRole('button', { name: '立即支付' }));
    await expect(args.onPay).toHaveBeenCalledWith(0);
  },
};

/** Not enough points: the points method cannot be chosen. */
export const PointsShort: Story = {
  args: { info: demoPayInfo({ totalScore: 5000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /积分/ })).toBeDisabled();
  },
};

/** A payment on its way: the pay button is busy. */
export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: '立即支付' });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay, { pointerEventsCheck: 0 });
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The time runs out: "the order has expired" with the way to the orders, nothing can be paid. */
export const Expires: Story = {
  args: { href: enHref },
  loaders: [checkoutFakeClock],
  render: (args, { loaded }) => <PaymentScreen {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as CheckoutFake;
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(29 * 60_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01:00'));
    fake.tick(60_000);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('订单已过期'));
    await expect(canvas.queryByRole('button', { name: '立即支付' })).toBeNull();
    const orders = canvas.getByRole('link', { name: '查看我的订单' });
    await expect(orders).toHaveAttribute('href', '/en/user-center/uc-order');
    await userEvent.click(orders);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/user-center/uc-order');
  },
};

/** A cancelled order is shown as expired at once. */
export const Cancelled: Story = {
  args: { info: demoPayInfo({ status: 6 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单已过期');
  },
};

/** Paid (balance or points): success, then the order list after 3 seconds. */
export const Paid: Story = {
  args: { paid: true },
  loaders: [checkoutFakeClock],
  render: (args, { loaded }) => <PaymentScreen {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as CheckoutFake;
    await expect(canvas.getByRole('status')).toHaveTextContent('支付成功');
    await expect(canvas.getByRole('status')).toHaveTextContent('3秒后前往我的订单');
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(2_000);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1秒后'));
    await expect(args.onPaidDone).not.toHaveBeenCalled();
    fake.tick(1_000);
    await waitFor(() => expect(args.onPaidDone).toHaveBeenCalledOnce());
  },
};

export const Loading: Story = {
  args: { info: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载支付信息');
  },
};

export const LoadError: Story = {
  args: { info: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('支付信息加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone: the pay button stays at the bottom. */
export const Mobile: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole('button', { name: '立即支付' });
    await expect(getComputedStyle(pay.parentElement!).position).toBe('sticky');
    await userEvent.click(pay);
    await expect(args.onPay).toHaveBeenCalledWith(2);
  },
};

function AllPaymentStates(args: PaymentScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
  return (
    <div className="grid items-start gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <PaymentScreen {...args} className={panel} info={demoPayInfo({ totalScore: 800 })} balance={100} />
      <div className="grid gap-3">
        <PaymentScreen {...args} className={panel} paid />
        <PaymentScreen {...args} className={panel} info={demoPayInfo({ status: 6 })} />
      </div>
      <div className="grid gap-3">
        <PaymentScreen {...args} className={panel} info={undefined} error />
        <PaymentScreen {...args} className={panel} info={undefined} loading />
      </div>
    </div>
  );
}

/** Pay info with every method (balance short, points payable), paid, expired, error and loading. */
export const AllStates: Story = {
  render: (args) => <AllPaymentStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: say(globals, '立即支付', 'Pay now') })).toBeVisible();
    await expect(canvas.getByText(say(globals, '支付成功', 'Payment successful'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '订单已过期', 'The order has expired'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: say(globals, '支付宝', 'Alipay') })).toBeChecked();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { frozenClock, type Clock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import {
  checkoutExpiry,
  checkoutFakeClock,
  checkoutNow,
  demoQrCode,
  type CheckoutFake,
} from '../../storybook/fixtures/checkout.ts';
import { PAY_POLL_MS, WeixinPayScreen, type WeixinPayScreenProps } from './WeixinPayScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

const payment = '/payment?orderNumbers=20260618100000000001';

const meta = {
  title: 'Screens/WeixinPayScreen',
  component: WeixinPayScreen,
  args: {
    qrCode: demoQrCode,
    amount: 226.8,
    expiresAt: checkoutExpiry,
    paymentPath: payment,
    clock: frozenClock(checkoutNow),
    onCheckPaid: fn(() => false),
    onRefresh: fn(),
    onRetry: fn(),
    onPaidDone: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WeixinPayScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the amount and the time it stays valid; a way back to choose another method. */
export const Scan: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('img', { name: '微信支付二维码' })).toHaveAttribute('src', demoQrCode);
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent('¥226.80');
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:30:00');
    const back = canvas.getByRole('link', { name: '选择其他支付方式' });
    await expect(back).toHaveAttribute('href', `/en${payment}`);
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith(`/en${payment}`);
  },
};

/** Polling: asked every 2.5 s; once paid, the success state, then the order list after 3 s. */
export const PollingToPaid: Story = {
  loaders: [checkoutFakeClock],
  render: (args, { loaded }) => {
    let asked = 0;
    return (
      <WeixinPayScreen
        {...args}
        clock={loaded.clock as Clock}
        onCheckPaid={() => {
          asked += 1;
          args.onCheckPaid?.();
          return asked >= 3;
        }}
      />
    );
  },
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as CheckoutFake;
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(1));
    await expect(args.onCheckPaid).not.toHaveBeenCalled();
    fake.tick(PAY_POLL_MS);
    await waitFor(() => expect(args.onCheckPaid).toHaveBeenCalledTimes(1));
    fake.tick(PAY_POLL_MS);
    await waitFor(() => expect(args.onCheckPaid).toHaveBeenCalledTimes(2));
    await expect(canvas.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
    fake.tick(PAY_POLL_MS);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('支付成功'));
    await expect(canvas.queryByRole('img', { name: '微信支付二维码' })).toBeNull();
    // The code's countdown and the polling are gone; the success countdown's timer is the only one.
    await waitFor(() => expect(fake.countTimers()).toBe(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('3秒后前往我的订单');
    fake.tick(2_999);
    await expect(args.onPaidDone).not.toHaveBeenCalled();
    fake.tick(PAY_POLL_MS);
    await expect(args.onCheckPaid).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(args.onPaidDone).toHaveBeenCalledOnce());
  },
};

/** The code runs out: "QR code expired", polling stops, a new code can be asked for or go back. */
export const Expired: Story = {
  loaders: [checkoutFakeClock],
  render: (args, { loaded }) => <WeixinPayScreen {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as CheckoutFake;
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(30 * 60_000);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('二维码已过期'));
    const asked = (args.onCheckPaid as ReturnType<typeof fn>).mock.calls.length;
    fake.tick(PAY_POLL_MS * 3);
    await expect(args.onCheckPaid).toHaveBeenCalledTimes(asked);
    await expect(canvas.getByRole('link', { name: '返回支付页' })).toHaveAttribute('href', payment);
    await userEvent.click(canvas.getByRole('button', { name: '重新获取二维码' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Paid already (known by the app): success at once. */
export const Paid: Story = {
  args: { paid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('支付成功');
    await expect(canvas.getByRole('link', { name: '查看我的订单' })).toHaveAttribute(
      'href',
      '/user-center/uc-order',
    );
  },
};

export const Loading: Story = {
  args: { qrCode: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载二维码');
  },
};

export const LoadError: Story = {
  args: { qrCode: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('二维码加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllWeixinStates(args: WeixinPayScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
  return (
    <div className="grid items-start gap-3 lg:grid-cols-3">
      <WeixinPayScreen {...args} className={panel} />
      <WeixinPayScreen {...args} className={panel} expiresAt={checkoutNow} />
      <div className="grid gap-3">
        <WeixinPayScreen {...args} className={panel} paid />
        <WeixinPayScreen {...args} className={panel} qrCode={undefined} error />
      </div>
    </div>
  );
}

/** The code, the expired code, paid and the error. */
export const AllStates: Story = {
  render: (args) => <AllWeixinStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: say(globals, '微信支付二维码', 'WeChat payment QR code') }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(say(globals, '二维码已过期', 'The QR code has expired')),
    ).toBeVisible();
    await expect(canvas.getByText(say(globals, '支付成功', 'Payment successful'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

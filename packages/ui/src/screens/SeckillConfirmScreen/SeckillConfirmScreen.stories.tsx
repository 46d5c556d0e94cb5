import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses, seckillConfirm } from '../../storybook/fixtures/seckill.ts';
import { enHref, say } from '../../storybook/say.ts';
import { SeckillConfirmScreen, type SeckillConfirmScreenProps } from './SeckillConfirmScreen.tsx';

const meta = {
  title: 'Screens/SeckillConfirmScreen',
  component: SeckillConfirmScreen,
  args: {
    seckillId: 9,
    order: seckillConfirm(),
    addresses: demoAddresses,
    onRetry: fn(),
    onChangeAddress: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SeckillConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const total = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="actual-total"]')!;
const busy = '秒杀太火爆了，请稍后再试';
const soldOut = '商品已售罄';

/** The one item at its flash-sale price, the server's total; no coupons or points; submit sends the uuid. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '确认秒杀订单' })).toBeVisible();
    await expect(canvas.getByText('张三')).toBeVisible();
    await expect(canvas.getByText('旗舰智能手机 5G 全网通 6.7 英寸大屏')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="item-price"]')).toHaveTextContent('¥3999.00');
    await expect(total(canvasElement)).toHaveTextContent('¥3999.00');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText(/积分/)).toBeNull();
    await expect(canvas.queryByRole('radiogroup', { name: '配送方式' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: '留言' }), '请尽快发货');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      uuid: '0b6f1d3c-2a41-4f7e-9d55-7e0c3f1a2b9c',
      remarks: '请尽快发货',
    });
  },
};

/** Remarks above the rule's length are refused on the field, and nothing is submitted. */
export const RemarksTooLong: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: '留言' });
    field.removeAttribute('maxlength');
    await userEvent.type(field, 'x'.repeat(101));
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Another address from the book: the app confirms again with it. */
export const ChangeAddress: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更换地址' }));
    const dialog = await body().findByRole('dialog', { name: '选择收货地址' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /李四/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '使用该地址' }));
    await expect(args.onChangeAddress).toHaveBeenCalledWith(8);
  },
};

/** Too busy at confirm: the server's message with a retry. */
export const TooBusy: Story = {
  args: { order: undefined, refusal: { message: busy, retry: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(busy);
    await userEvent.click(canvas.getByRole('button', { name: '再试一次' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
  },
};

/** Too busy at submit: the message and a retry above the order, which stays. */
export const TooBusyAtSubmit: Story = {
  args: { refusal: { message: busy, retry: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(busy);
    await expect(canvas.getByRole('button', { name: '提交订单' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '再试一次' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Sold out (or over the limit, or ended): the message and the ways back, no order. */
export const Refused: Story = {
  args: { refusal: { message: soldOut, retry: false }, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(soldOut);
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
    await expect(canvas.getByRole('link', { name: '更多秒杀' })).toHaveAttribute('href', '/en/flash-sale');
    await userEvent.click(canvas.getByRole('link', { name: '返回秒杀商品' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/secdetail/9');
  },
};

export const NoAddress: Story = {
  args: { order: undefined, noAddress: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收货地址')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交订单' })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /提交订单/ });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { order: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
  },
};

export const LoadError: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllConfirmStates(args: SeckillConfirmScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
  const { order: _order, ...rest } = args;
  return (
    <div className="grid items-start gap-3 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <SeckillConfirmScreen {...args} className={panel} refusal={{ message: busy, retry: true }} />
      <div className="grid gap-3">
        <SeckillConfirmScreen {...rest} className={panel} refusal={{ message: soldOut, retry: false }} />
        <SeckillConfirmScreen {...rest} className={panel} loading />
      </div>
    </div>
  );
}

/** The order with a "too busy" banner, a final refusal and loading. */
export const AllStates: Story = {
  render: (args) => <AllConfirmStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', {
        level: 1,
        name: say(globals, '确认秒杀订单', 'Confirm flash sale order'),
      }),
    ).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: say(globals, '提交订单', 'Submit order') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: say(globals, '返回秒杀商品', 'Back to the flash sale') }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

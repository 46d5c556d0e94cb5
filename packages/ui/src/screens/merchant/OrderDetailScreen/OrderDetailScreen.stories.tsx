import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters } from '../../../storybook/console.tsx';
import { merchantOrderDetail, merchantOrderShipped } from '../../../storybook/fixtures/merchantOrders.ts';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';

const meta = {
  title: 'Screens/Merchant/OrderDetailScreen',
  component: OrderDetailScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    order: merchantOrderDetail,
    onShip: fn(() => Promise.resolve(true)),
    onRetry: fn(),
    onBack: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <OrderDetailScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An after-sales request of the order opens its page. */
export const OpenRefund: Story = {
  args: { onOpenRefund: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2026112613000001' }));
    await expect(args.onOpenRefund).toHaveBeenCalledWith('2026112613000001');
  },
};

/** A paid order: its amounts as sent, address, invoice, after-sales; the ship form sends what is checked. */
export const Paid: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: say(globals, '订单 202611261200010', 'Order 202611261200010'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('¥114.80')).toBeVisible();
    await expect(canvas.getByText('广东省 深圳市 南山区 科技园路 1 号')).toBeVisible();
    await expect(canvas.getByText('深圳某某科技有限公司')).toBeVisible();
    await expect(canvas.getByText('2026112613000001')).toBeVisible();
    const form = canvas.getByRole('form', { name: say(globals, '订单发货', 'Ship the order') });
    await userEvent.type(
      within(form).getByRole('textbox', { name: say(globals, '物流公司', 'Express company') }),
      ' 顺丰速运 ',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: say(globals, '运单号', 'Tracking number') }),
      'SF1234567890',
    );
    await userEvent.click(within(form).getByRole('button', { name: say(globals, '发货', 'Ship') }));
    await expect(args.onShip).toHaveBeenCalledWith({ expressName: '顺丰速运', expressNo: 'SF1234567890' });
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '返回订单列表', 'Back to the orders') }),
    );
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const PaidEn: Story = { ...Paid, globals: matrix.enPc };

/** The ship form's own checks, translated, and nothing sent. */
export const ShipChecks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '运单号' }), 'a b');
    await userEvent.click(canvas.getByRole('button', { name: '发货' }));
    await expect(canvas.getByRole('textbox', { name: '物流公司' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: '运单号' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onShip).not.toHaveBeenCalled();
  },
};

/** The server's refusal (e.g. a pre-sale product's shipping day not reached) above the button. */
export const Refused: Story = {
  args: { refusal: '预售商品尚未到发货日期' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('预售商品尚未到发货日期');
  },
};

/** Shipped: the express shown, no ship form. */
export const Shipped: Story = {
  args: { order: merchantOrderShipped },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('顺丰速运 SF1234567890')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByText('未申请发票')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { order: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('加载中')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('订单加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): paid with a refusal, shipped, loading, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <OrderDetailScreen {...args} refusal="预售商品尚未到发货日期" />
      <OrderDetailScreen {...args} order={merchantOrderShipped} />
      <OrderDetailScreen {...args} order={undefined} loading />
      <OrderDetailScreen {...args} order={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(4);
    await expect(
      canvas.getAllByRole('form', { name: say(globals, '订单发货', 'Ship the order') }),
    ).toHaveLength(1);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

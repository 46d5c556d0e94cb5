import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses } from '../../storybook/fixtures/seckill.ts';
import { scoreConfirm } from '../../storybook/fixtures/loyalty.ts';
import { say } from '../../storybook/say.ts';
import { ScoreConfirmScreen } from './ScoreConfirmScreen.tsx';

const meta = {
  title: 'Screens/ScoreConfirmScreen',
  component: ScoreConfirmScreen,
  args: {
    prodId: 102,
    order: scoreConfirm(),
    addresses: demoAddresses,
    onRetry: fn(),
    onChangeAddress: fn(),
    onSubmit: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScoreConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** The line, the points it costs against the shopper's, the cash part with freight; submit sends the uuid. */
export const Full: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '确认积分订单' })).toBeVisible();
    await expect(canvas.getByText('蓝牙耳机')).toBeVisible();
    await expect(part(canvasElement, 'total-score')).toHaveTextContent('2000');
    await expect(part(canvasElement, 'user-score')).toHaveTextContent('2500');
    await expect(part(canvasElement, 'actual-total')).toHaveTextContent('¥109.80');
    await expect(part(canvasElement, 'too-few')).toBeNull();
    await userEvent.type(canvas.getByLabelText('留言'), '周末送');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      uuid: '0b6f1d3c-2a41-4f7e-9d55-7e0c3f1a2b9c',
      remarks: '周末送',
    });
  },
};

/** Fewer points than the order costs: the warning, and submit does nothing. */
export const TooFewPoints: Story = {
  args: { order: scoreConfirm(1500) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(part(canvasElement, 'too-few')).toHaveTextContent('积分不足');
    const submit = canvas.getByRole('button', { name: '提交订单' });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: the button is busy and a second press sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: /提交订单/ });
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused (too few points at confirm): its message and the ways back. */
export const Refused: Story = {
  args: { order: undefined, refusal: '积分不足' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('积分不足');
    await expect(canvas.getByRole('link', { name: '返回商品' })).toHaveAttribute(
      'href',
      '/member-center/integral-det/102',
    );
    await expect(canvas.getByRole('link', { name: '返回积分商城' })).toHaveAttribute(
      'href',
      '/member-center/integral-mall',
    );
  },
};

export const NoAddressState: Story = {
  args: { order: undefined, noAddress: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="order-form"]')).toBeNull();
    await expect(canvasElement.querySelector('a')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { order: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { order: undefined, error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The order with too few points, a refusal and an error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <ScoreConfirmScreen {...args} order={scoreConfirm(1500)} />
      <ScoreConfirmScreen {...args} order={undefined} refusal="积分不足" />
      <ScoreConfirmScreen {...args} order={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', {
        level: 1,
        name: say(globals, '确认积分订单', 'Confirm points order'),
      }),
    ).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: say(globals, '提交订单', 'Submit order') }),
    ).toBeDisabled();
    await expect(
      canvas.getByText(
        say(globals, '积分不足，无法提交此订单。', 'You do not have enough points for this order.'),
      ),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

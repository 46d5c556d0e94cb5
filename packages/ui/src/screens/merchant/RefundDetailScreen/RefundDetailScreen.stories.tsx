import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters } from '../../../storybook/console.tsx';
import {
  afterSalesNow,
  merchantRefundInfo,
  parcelPictures,
} from '../../../storybook/fixtures/merchantAfterSales.ts';
import { splitImageUrls } from '../../../lib/imageUrls.ts';
import { RefundDetailScreen } from './RefundDetailScreen.tsx';

const meta = {
  title: 'Screens/Merchant/RefundDetailScreen',
  component: RefundDetailScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    refund: merchantRefundInfo(1),
    now: afterSalesNow,
    onAgree: fn(),
    onRefuse: fn(),
    onReceive: fn(),
    onBack: fn(),
    onRetry: fn(),
    onOpenOrder: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <RefundDetailScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof RefundDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An application to decide: the deadline with the time left; agree calls back. */
export const Decide: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: say(globals, '售后 1866000000000000002', 'After-sales 1866000000000000002'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('2026-06-20 10:20:00')).toBeVisible();
    await expect(canvas.getByText(say(globals, '（剩余 2 天 0 小时）', '(2 d 0 h left)'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '同意', 'Agree') }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '20260617100000000001' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith('20260617100000000001');
  },
};
export const DecideEn: Story = { ...Decide, globals: matrix.enPc };

/** A refusal needs its reason: blank is said and not sent; the reason is sent trimmed. */
export const Refuse: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '拒绝' }));
    await expect(canvas.getByText('请填写拒绝原因（最多200字）')).toBeVisible();
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '拒绝原因' }), ' 商品已拆封 ');
    await userEvent.click(canvas.getByRole('button', { name: '拒绝' }));
    await expect(args.onRefuse).toHaveBeenCalledWith('商品已拆封');
  },
};

/** A move under way: its button is busy and the other waits; the server's refusal is shown. */
export const Busy: Story = {
  args: { pending: 'agree', refusal: '售后状态已变化，请刷新后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '同意' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '拒绝' })).toBeDisabled();
    await expect(canvas.getByText('售后状态已变化，请刷新后重试')).toBeVisible();
  },
};

/** The buyer shipped the goods back: the parcel, and the receipt to confirm. */
export const Receive: Story = {
  args: { refund: merchantRefundInfo(3) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('顺丰速运 SF1234567890123')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '确认收到退货' }));
    await expect(args.onReceive).toHaveBeenCalledOnce();
  },
};

/** The buyer's pictures of the parcel: named thumbnails, each a link to the full picture in a new tab. */
export const ParcelPictures: Story = {
  args: { refund: merchantRefundInfo(3, { shipImgs: parcelPictures }) },
  play: async ({ canvas, globals }) => {
    const list = canvas.getByRole('list', { name: say(globals, '退货包裹图片', 'Return parcel pictures') });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    const urls = splitImageUrls(parcelPictures);
    for (const [i, link] of links.entries()) {
      const name = say(globals, `退货包裹图片 ${i + 1}`, `Return parcel picture ${i + 1}`);
      await expect(link).toHaveAccessibleName(name);
      await expect(link).toHaveAttribute('href', urls[i]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(within(link).getByRole('img', { name })).toHaveAttribute('src', urls[i]);
    }
  },
};
export const ParcelPicturesEn: Story = { ...ParcelPictures, globals: matrix.enPc };

/** No parcel pictures: no list of them. */
export const NoParcelPictures: Story = {
  args: { refund: merchantRefundInfo(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('顺丰速运 SF1234567890123')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '退货包裹图片' })).toBeNull();
  },
};

/** Accepted, waiting for the buyer's parcel: when it closes; nothing to decide. */
export const Accepted: Story = {
  args: { refund: merchantRefundInfo(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026-06-24 15:00:00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '同意' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { refund: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { refund: undefined, error: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Every state (the visual baseline): to decide (busy, refused), accepted, to receive (with the parcel's
 * pictures), refused, loading, error.
 */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <RefundDetailScreen {...args} pending="refuse" refusal="售后状态已变化" />
      <RefundDetailScreen {...args} refund={merchantRefundInfo(2)} />
      <RefundDetailScreen {...args} refund={merchantRefundInfo(3, { shipImgs: parcelPictures })} />
      <RefundDetailScreen {...args} refund={merchantRefundInfo(7)} />
      <RefundDetailScreen {...args} refund={undefined} loading />
      <RefundDetailScreen {...args} refund={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /售后|after-sales/i })).toHaveLength(6);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

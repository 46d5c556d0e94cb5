import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { MerchantCouponDetail } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, loadFailedPlay } from '../../../storybook/console.tsx';
import { editAllStates, loadingPlay } from '../../../storybook/activityStories.tsx';
import { couponDetail, startedCoupon } from '../../../storybook/fixtures/merchantPromo.ts';
import { PlatformCouponEditScreen } from './PlatformCouponEditScreen.tsx';

/** The platform's coupons: for all products, naming none. */
const coupon: MerchantCouponDetail = { ...couponDetail, suitableProdType: 0, prods: [] };
const started: MerchantCouponDetail = { ...startedCoupon, suitableProdType: 0, prods: [] };

const meta = {
  title: 'Screens/Platform/PlatformCouponEditScreen',
  component: PlatformCouponEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <PlatformCouponEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof PlatformCouponEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new money-off coupon: no products section; sent as typed, without products. */
export const Create: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.queryByText(say(globals, '商品', 'Products'), { selector: 'h2, h3, legend' }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('radio', { name: say(globals, '全店商品', 'All products of the store') }),
    ).toBeNull();
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '优惠券名称', 'Coupon name') }),
      '全场满200减20',
    );
    await userEvent.clear(
      canvas.getByRole('textbox', {
        name: say(globals, '使用门槛（元，0 为无门槛）', 'Threshold (yuan, 0: none)'),
      }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', {
        name: say(globals, '使用门槛（元，0 为无门槛）', 'Threshold (yuan, 0: none)'),
      }),
      '200',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '减（元）', 'Saving (yuan)') }),
      '20',
    );
    await userEvent.type(canvas.getByLabelText(say(globals, '开始时间', 'Starts')), '2027-01-01T00:00:00');
    await userEvent.type(canvas.getByLabelText(say(globals, '结束时间', 'Ends')), '2027-01-31T23:59:59');
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '发放数量', 'Coupons issued') }),
      '1000',
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '新建', 'Create') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      couponName: '全场满200减20',
      couponType: 1,
      cashCondition: 200,
      reduceAmount: 20,
      couponDiscount: 0,
      startTime: '2027-01-01 00:00:00',
      endTime: '2027-01-31 23:59:59',
      stocks: 1000,
      limitNum: 1,
    });
  },
};
export const CreateEn: Story = { ...Create, globals: matrix.enPc };

/** Nothing typed: the schema's message, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing before the start: its values sent with its id, no products. */
export const Edit: Story = {
  args: { coupon },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toHaveValue('新客满100减10');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ couponId: 51, reduceAmount: 10, cashCondition: 100, stocks: 500 }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalledWith(expect.objectContaining({ prodIds: [] }));
  },
};

/** Saving: the button is busy until the app's answer. */
export const Submitting: Story = {
  args: { coupon, onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Started: its figures and a read-only form, no Save. */
export const Started: Story = {
  args: { coupon: started },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('136')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '平台优惠券' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

/** A read-only role: even a coupon not started is shown read-only, and says why. */
export const ReadOnlyRole: Story = {
  args: { coupon, mayChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您的平台角色可以查看优惠券，不能修改。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

export const Refused: Story = {
  args: { coupon, refusal: '活动已开始，不能再修改' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription('活动已开始，不能再修改');
  },
};

/** Loading the coupon: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

/** The coupon could not be loaded: said, and Retry asks again. */
export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('优惠券加载失败') };

/** Every state (the visual baseline): new, editing with a refusal, started, read-only role, loading, failed. */
const allStates = editAllStates(PlatformCouponEditScreen, [
  {},
  { coupon, refusal: '活动已开始，不能再修改' },
  { coupon: started },
  { coupon, mayChange: false },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

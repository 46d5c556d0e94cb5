import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, loadFailedPlay } from '../../../storybook/console.tsx';
import { editAllStates, loadingPlay, promoProductStories } from '../../../storybook/activityStories.tsx';
import { couponDetail, promoProds, startedCoupon } from '../../../storybook/fixtures/merchantPromo.ts';
import { CouponEditScreen } from './CouponEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/CouponEditScreen',
  component: CouponEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { products: promoProds, onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <CouponEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof CouponEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new rate coupon: its terms, window, stock and limit, sent as typed. */
export const Create: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '优惠券名称', 'Coupon name') }),
      '会员9折',
    );
    await userEvent.click(canvas.getByRole('radio', { name: say(globals, '折扣', 'Rate') }));
    await userEvent.type(
      canvas.getByRole('textbox', {
        name: say(globals, '折扣（8.5 即 85 折）', 'Tenths paid (8.5 = 15% off)'),
      }),
      '9',
    );
    await userEvent.type(canvas.getByLabelText(say(globals, '开始时间', 'Starts')), '2027-01-01T00:00:00');
    await userEvent.type(canvas.getByLabelText(say(globals, '结束时间', 'Ends')), '2027-01-31T23:59:59');
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '发放数量', 'Coupons issued') }),
      '300',
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '新建', 'Create') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      couponName: '会员9折',
      couponType: 2,
      cashCondition: 0,
      reduceAmount: 0,
      couponDiscount: 9,
      startTime: '2027-01-01 00:00:00',
      endTime: '2027-01-31 23:59:59',
      stocks: 300,
      limitNum: 1,
      prodIds: [],
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

/** Editing before the start: its figures above, its values sent with its id. */
export const Edit: Story = {
  args: { coupon: couponDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toHaveValue('新客满100减10');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ couponId: 51, reduceAmount: 10, cashCondition: 100, stocks: 500 }),
    );
  },
};

/** Started: figures and a read-only form, no Save. */
export const Started: Story = {
  args: { coupon: startedCoupon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('136')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
  },
};

export const Refused: Story = {
  args: { coupon: couponDetail, refusal: '活动已开始，不能再修改' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription('活动已开始，不能再修改');
  },
};

/** Loading the coupon: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

/** The coupon could not be loaded: said, and Retry asks again. */
export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('优惠券加载失败') };

/** The product search, its loading, failure and no match (activityStories' promoProductStories). */
const productStories = promoProductStories(CouponEditScreen);
export const ProductSearch: Story = productStories.ProductSearch;
export const ProductSearchEn: Story = productStories.ProductSearchEn;
export const ProductsLoading: Story = productStories.ProductsLoading;
export const ProductsLoadingEn: Story = productStories.ProductsLoadingEn;
export const ProductsFailed: Story = productStories.ProductsFailed;
export const ProductsFailedEn: Story = productStories.ProductsFailedEn;
export const NoProductMatch: Story = productStories.NoProductMatch;
export const NoProductMatchEn: Story = productStories.NoProductMatchEn;

/** Every state (the visual baseline): new, editing with a refusal, started, loading, load failed. */
const allStates = editAllStates(CouponEditScreen, [
  {},
  { coupon: couponDetail, refusal: '活动已开始，不能再修改' },
  { coupon: startedCoupon },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

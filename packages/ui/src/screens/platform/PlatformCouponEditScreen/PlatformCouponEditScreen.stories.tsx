import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformCouponDetail } from '@mall/domain';
import { defaultProductPickerQuery } from '../../../console/ProductPicker/index.ts';
import { platformProdPage, platformProds } from '../../../storybook/fixtures/platformProdTag.ts';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, loadFailedPlay, notFoundPlay } from '../../../storybook/console.tsx';
import { editAllStates, loadingPlay } from '../../../storybook/activityStories.tsx';
import { couponDetail, startedCoupon } from '../../../storybook/fixtures/merchantPromo.ts';
import { PlatformCouponEditScreen } from './PlatformCouponEditScreen.tsx';

/** The platform's coupons: for all products, naming none; or for chosen products of several stores. */
const coupon: PlatformCouponDetail = { ...couponDetail, suitableProdType: 0, prods: [] };
const started: PlatformCouponDetail = { ...startedCoupon, suitableProdType: 0, prods: [] };
const chosenCoupon: PlatformCouponDetail = {
  ...couponDetail,
  suitableProdType: 1,
  prods: platformProds.slice(0, 2),
};
const productSearch = {
  query: defaultProductPickerQuery,
  page: platformProdPage,
  onSearch: fn(),
};

const meta = {
  title: 'Screens/Platform/PlatformCouponEditScreen',
  component: PlatformCouponEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { onSubmit: fn(), onCancel: fn(), onRetry: fn(), productSearch },
  render: (args) => (
    <ConsoleCanvas>
      <PlatformCouponEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof PlatformCouponEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new money-off coupon: all products by default (not the store's section); sent as typed. */
export const Create: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.queryByRole('radio', { name: say(globals, '全店商品', 'All products of the store') }),
    ).toBeNull();
    await expect(canvas.getByRole('radio', { name: say(globals, '全部商品', 'All products') })).toBeChecked();
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

/** Editing before the start: its values sent with its id, all products. */
export const Edit: Story = {
  args: { coupon },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '优惠券名称' })).toHaveValue('新客满100减10');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ couponId: 51, reduceAmount: 10, cashCondition: 100, stocks: 500 }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ prodIds: [] }));
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

/** Chosen products of two stores: listed with their stores; one dropped, the other sent. */
export const ChosenProducts: Story = {
  args: { coupon: chosenCoupon },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '指定商品' })).toBeChecked();
    const list = canvas.getByRole('list', { name: '指定商品' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText(platformProds[1]!.shopName)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `移除 ${platformProds[0]!.prodName}` }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ couponId: 51, prodIds: [platformProds[1]!.prodId] }),
    );
  },
};

/** Chosen products with none picked: said, nothing sent. */
export const ChosenNone: Story = {
  args: { coupon },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '指定商品' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择一个商品，或选择全部商品。');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The picker open: it asks for its search, a ticked product is added on Confirm and sent. */
export const PickerOpen: Story = {
  args: { coupon },
  play: async ({ canvas, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '指定商品' }));
    await userEvent.click(canvas.getByRole('button', { name: '选择商品' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(args.productSearch!.onSearch).toHaveBeenCalledWith(defaultProductPickerQuery));
    const first = platformProds[0]!;
    await userEvent.click(within(dialog).getByRole('checkbox', { name: new RegExp(first.prodName) }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      within(canvas.getByRole('list', { name: '指定商品' })).getByText(first.prodName),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ prodIds: [first.prodId] }));
  },
};

/** The server refused a product that no longer exists: the refusal names it; the form stays. */
export const RefusedProduct: Story = {
  args: {
    coupon: chosenCoupon,
    refusal: `商品 ${platformProds[0]!.prodId} 不存在，请将其从优惠券中移除`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription(
      `商品 ${platformProds[0]!.prodId} 不存在，请将其从优惠券中移除`,
    );
    await expect(canvas.getByRole('list', { name: '指定商品' })).toBeVisible();
  },
};

/** A read-only role sees the chosen products, with no way to change them. */
export const ReadOnlyChosen: Story = {
  args: { coupon: chosenCoupon, mayChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '指定商品' })).toBeDisabled();
    await expect(
      within(canvas.getByRole('list', { name: '指定商品' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: '选择商品' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^移除/ })).toBeNull();
  },
};

/** Loading the coupon: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

/** The coupon could not be loaded: said, and Retry asks again. */
export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('优惠券加载失败') };

/** No such coupon (the server's 404): said, Back to the list (onCancel), no retry. */
export const NotFound: Story = {
  args: { notFound: true },
  play: notFoundPlay('优惠券不存在', '返回优惠券列表', 'onCancel'),
};

/**
 * Every state (the visual baseline): new, editing with a refusal, started, read-only role, not found,
 * loading, failed.
 */
const allStates = editAllStates(PlatformCouponEditScreen, [
  {},
  { coupon, refusal: '活动已开始，不能再修改' },
  { coupon: chosenCoupon, refusal: `商品 ${platformProds[0]!.prodId} 不存在，请将其从优惠券中移除` },
  { coupon: started },
  { coupon, mayChange: false },
  { notFound: true },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

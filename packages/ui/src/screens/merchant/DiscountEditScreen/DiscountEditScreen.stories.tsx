import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, loadFailedPlay } from '../../../storybook/console.tsx';
import { editAllStates, loadingPlay, promoProductStories } from '../../../storybook/activityStories.tsx';
import { discountDetail, promoProds, startedDiscount } from '../../../storybook/fixtures/merchantPromo.ts';
import { DiscountEditScreen } from './DiscountEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/DiscountEditScreen',
  component: DiscountEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { products: promoProds, onSubmit: fn(), onCancel: fn(), onRetry: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <DiscountEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof DiscountEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new session: name, window, two steps shown as shoppers see them, chosen products; sent as typed. */
export const Create: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '活动名称', 'Session name') }),
      '年货节',
    );
    const start = canvas.getByLabelText(say(globals, '开始时间', 'Starts'));
    const end = canvas.getByLabelText(say(globals, '结束时间', 'Ends'));
    await userEvent.type(start, '2027-01-20T10:00:00');
    await userEvent.type(end, '2027-01-25T10:00:00');
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '第 1 档：满（元）', 'Step 1: spend (yuan)') }),
      '199',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '第 1 档：减（元）', 'Step 1: Saving (yuan)') }),
      '20',
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '添加一档', 'Add a step') }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '第 2 档：满（元）', 'Step 2: spend (yuan)') }),
      '399',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '第 2 档：减（元）', 'Step 2: Saving (yuan)') }),
      '50',
    );
    await userEvent.click(canvas.getByRole('radio', { name: say(globals, '指定商品', 'Chosen products') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' }));
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '新建', 'Create') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      discountName: '年货节',
      discountType: 0,
      rules: [
        { needAmount: 199, discount: 20 },
        { needAmount: 399, discount: 50 },
      ],
      startTime: '2027-01-20 10:00:00',
      endTime: '2027-01-25 10:00:00',
      prodIds: [101],
    });
  },
};
export const CreateEn: Story = { ...Create, globals: matrix.enPc };

/** Nothing typed: the schema's message, nothing sent; "chosen products" with none ticked is refused. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新建' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '指定商品' }));
    await userEvent.click(canvas.getByRole('button', { name: '新建' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请至少选择一件商品，或选择全店商品。');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing before the start: the session's values, sent with its id. */
export const Edit: Story = {
  args: { discount: discountDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '活动名称' })).toHaveValue('双十二满减');
    await expect(canvas.getByRole('checkbox', { name: '纯棉短袖T恤' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ discountId: 31, prodIds: [101, 102], startTime: '2026-12-12 00:00:00' }),
    );
  },
};

/** The server's refusal is shown above the buttons. */
export const Refused: Story = {
  args: { discount: discountDetail, refusal: '该商品在该时段已参加其他活动' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAccessibleDescription('该商品在该时段已参加其他活动');
  },
};

/** Started (or stopped): read-only, says why, no Save. */
export const Started: Story = {
  args: { discount: startedDiscount },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('活动已开始或已停止，不能再修改。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '活动名称' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Loading the discount: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

/** The discount could not be loaded: said, and Retry asks again. */
export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('活动加载失败') };

/** The product search, its loading, failure and no match (activityStories' promoProductStories). */
const productStories = promoProductStories(DiscountEditScreen);
export const ProductSearch: Story = productStories.ProductSearch;
export const ProductSearchEn: Story = productStories.ProductSearchEn;
export const ProductsLoading: Story = productStories.ProductsLoading;
export const ProductsLoadingEn: Story = productStories.ProductsLoadingEn;
export const ProductsFailed: Story = productStories.ProductsFailed;
export const ProductsFailedEn: Story = productStories.ProductsFailedEn;
export const NoProductMatch: Story = productStories.NoProductMatch;
export const NoProductMatchEn: Story = productStories.NoProductMatchEn;

/** Every state (the visual baseline): new, editing with a refusal, started, loading, load failed. */
const allStates = editAllStates(DiscountEditScreen, [
  {},
  { discount: discountDetail, refusal: '该商品在该时段已参加其他活动' },
  { discount: startedDiscount },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

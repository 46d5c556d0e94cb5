import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  loadFailedPlay,
  notFoundPlay,
} from '../../../storybook/console.tsx';
import { platformShopApplies, platformShopApplyDetail } from '../../../storybook/fixtures/platformStores.ts';
import { ShopApplyDetailScreen } from './ShopApplyDetailScreen.tsx';

const decided = {
  ...platformShopApplyDetail,
  ...platformShopApplies[1]!,
  history: platformShopApplyDetail.history,
};

const meta = {
  title: 'Screens/Platform/ShopApplyDetailScreen',
  component: ShopApplyDetailScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    detail: platformShopApplyDetail,
    canAudit: true,
    onAudit: fn(() => Promise.resolve()),
    onRetry: fn(),
    onBack: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ShopApplyDetailScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ShopApplyDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under review: every field, the history line, the documents; Approve asks first (the store's name in
 * the question), and only the question's Approve sends agree with no remark.
 */
export const Approve: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText('漕溪北路', { exact: false })).toBeVisible();
    await expect(canvas.getByText('137****0031')).toBeVisible();
    const history = canvas.getByRole('list', { name: say(globals, '平台操作', 'Platform actions') });
    await expect(
      within(history).getByText(say(globals, '原因：营业执照不清晰', 'Reason: 营业执照不清晰')),
    ).toBeVisible();
    await expect(canvas.getByText(say(globals, '未上传', 'Not uploaded'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '通过', 'Approve') }));
    const question = await within(document.body).findByRole('alertdialog', {
      name: say(globals, '通过“云上花坊”的开店申请？', 'Approve the application of 云上花坊?'),
    });
    await expect(question).toHaveTextContent(
      say(globals, '店铺及其商家账号将立即开通。', 'The store and its merchant account are opened at once.'),
    );
    await expect(args.onAudit).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: say(globals, '通过', 'Approve') }));
    await expect(args.onAudit).toHaveBeenCalledWith({ agree: true, remark: '' });
    await expect(args.onAudit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};
export const ApproveEn: Story = { ...Approve, globals: matrix.enPc };

/** The question cancelled (its button or Escape): nothing is sent, and Approve asks again. */
export const ApproveCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    const question = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(args.onAudit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '通过' })).toBeEnabled();
  },
};

/** Rejecting needs a reason: without one the rule's message shows and nothing is sent; then it is sent trimmed. */
export const Reject: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await expect(canvas.getByText('请填写驳回原因')).toBeVisible();
    await expect(args.onAudit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '原因（驳回时必填）' }), '  证件照片模糊 ');
    await userEvent.click(canvas.getByRole('button', { name: '驳回' }));
    await expect(args.onAudit).toHaveBeenCalledWith({ agree: false, remark: '证件照片模糊' });
  },
};

/** While the server answers, the pressed button is busy and the other waits. */
export const Submitting: Story = {
  args: { onAudit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '通过' }));
    const question = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(question).getByRole('button', { name: '通过' }));
    await expect(canvas.getByRole('button', { name: '驳回' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '通过' })).toBeDisabled();
  },
};

/** The server's refusal stands above the buttons. */
export const Refused: Story = {
  args: { refusal: '该申请已被审核' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该申请已被审核');
  },
};

/** A role that may not audit reads the application without the decision. */
export const ReadOnly: Story = {
  args: { canAudit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '开店申请：云上花坊' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '通过' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '驳回' })).toBeNull();
  },
};

/** A decided application (rejected) shows its reason and no decision. */
export const Decided: Story = {
  args: { detail: decided },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('已驳回').length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: '通过' })).toBeNull();
  },
};

/** A document opens in the viewer: buttons and + - 0 zoom, Esc closes. */
export const Viewer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看大图 营业执照' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '营业执照' });
    const zoom = within(dialog).getByRole('status', { name: '缩放' });
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
    await expect(zoom).toHaveTextContent('125%');
    await userEvent.keyboard('+');
    await expect(zoom).toHaveTextContent('150%');
    await userEvent.keyboard('-');
    await userEvent.keyboard('-');
    await userEvent.keyboard('-');
    await expect(zoom).toHaveTextContent('75%');
    await userEvent.keyboard('0');
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.click(within(dialog).getByRole('button', { name: '缩小' }));
    await expect(zoom).toHaveTextContent('75%');
    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }));
    await expect(zoom).toHaveTextContent('100%');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: { detail: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: '通过' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { detail: undefined, error: true },
  play: loadFailedPlay('申请加载失败'),
};

/** No such application (the server's 404): said, Back to the list, no retry. */
export const NotFound: Story = {
  args: { detail: undefined, notFound: true },
  play: notFoundPlay('开店申请不存在', '返回开店申请'),
};

/**
 * Every state (the visual baseline): under review, read only, decided, loading, not found, error.
 */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ShopApplyDetailScreen {...args} />
      <ShopApplyDetailScreen {...args} canAudit={false} />
      <ShopApplyDetailScreen {...args} detail={decided} />
      <ShopApplyDetailScreen {...args} detail={undefined} loading />
      <ShopApplyDetailScreen {...args} detail={undefined} notFound />
      <ShopApplyDetailScreen {...args} detail={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', {
        level: 1,
        name: new RegExp(`^${say(globals, '开店申请', 'Store application')}`),
      }),
    ).toHaveLength(6);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

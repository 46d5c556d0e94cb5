import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoRefundDetail } from '../../storybook/fixtures/aftersales.ts';
import { RefundDetailScreen, type RefundDetailScreenProps } from './RefundDetailScreen.tsx';
import { say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/RefundDetailScreen',
  component: RefundDetailScreen,
  args: {
    refund: demoRefundDetail(1),
    onWithdraw: fn(),
    onSubmitExpress: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    uploadImage: fn(async (file: File) => `/api/uploads/${file.name}`),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RefundDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: '退款进度' })).getAllByRole('listitem');

/** Refund only, just applied: three steps (no shipping), amounts and vouchers; withdrawing asks first. */
export const AppliedWithdraw: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(steps(canvasElement)).toHaveLength(3);
    await expect(canvas.getByText('2026-06-17 10:20')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /状态/ })).toHaveTextContent('买家申请');
    await expect(canvas.getByText('质量问题')).toBeVisible();
    // By role and name: a voucher is an <img alt> while it loads and the Image's labelled fallback once it
    // fails (the fixture's URLs do not exist here), and which one the check meets is a race.
    await expect(canvas.getAllByRole('img', { name: /^凭证/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '撤销申请' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '撤销申请' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '撤销申请' }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

/** A whole-order refund cannot be withdrawn. */
export const WholeOrderNoWithdraw: Story = {
  args: { refund: demoRefundDetail(1, { refundType: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
  },
};

/** The last item's refund (it includes the freight) cannot be withdrawn either. */
export const LastItemNoWithdraw: Story = {
  args: { refund: demoRefundDetail(2, { freightAmount: 10 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /状态/ })).toHaveTextContent('卖家处理');
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
  },
};

/** A return the seller accepted: five steps, and the logistics form with the domain rule. */
export const AcceptedReturnLogistics: Story = {
  args: { refund: demoRefundDetail(2, { applyType: 2 }) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(steps(canvasElement)).toHaveLength(5);
    const form = within(canvas.getByRole('form', { name: '退货物流' }));
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));
    await expect(form.getByText('请选择物流公司')).toBeVisible();
    await expect(form.getByText('请输入物流单号')).toBeVisible();
    await expect(args.onSubmitExpress).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('combobox', { name: '物流公司' }));
    await userEvent.click(await screen.findByRole('option', { name: '顺丰速运' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(form.getByRole('textbox', { name: '运单号' }), 'SF1234567890123');
    await userEvent.click(form.getByRole('button', { name: '提交物流信息' }));
    await expect(args.onSubmitExpress).toHaveBeenCalledWith({
      expressName: '顺丰速运',
      expressNo: 'SF1234567890123',
      mobile: '13800138000',
      senderRemarks: '',
      imgs: [],
    });
  },
};

/** Refused: the merchant's reason, the refused end step, and the way to edit and resubmit. */
export const Refused: Story = {
  args: { refund: demoRefundDetail(7), href: (p: string) => `/en${p}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/商品已激活使用，不支持退款/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '修改后重新提交' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      '/en/user-center/apply-return?refundSn=1866000000000000001',
    );
  },
};

/** Shipped back: the logistics shown, no actions. */
export const BuyerShipped: Story = {
  args: { refund: demoRefundDetail(3, { applyType: 2 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('顺丰速运 SF1234567890123')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '撤销申请' })).toBeNull();
    await expect(canvas.queryByRole('form', { name: '退货物流' })).toBeNull();
  },
};

export const Withdrawn: Story = {
  args: { refund: demoRefundDetail(6) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /状态/ })).toHaveTextContent('买家撤销申请');
  },
};

export const Loading: Story = {
  render: (args) => <RefundDetailScreen {...args} refund={undefined} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载售后详情');
  },
};

export const LoadError: Story = {
  render: (args) => <RefundDetailScreen {...args} refund={undefined} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('售后详情加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  render: (args) => <RefundDetailScreen {...args} refund={undefined} notFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该售后申请不存在')).toBeVisible();
  },
};

function AllDetailStates(args: RefundDetailScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 px-2 py-2 md:px-2 md:py-2';
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <RefundDetailScreen
        {...args}
        className={panel}
        refund={demoRefundDetail(7, { photoFiles: '', buyerDesc: '' })}
      />
      <div className="grid gap-3">
        <RefundDetailScreen {...args} className={panel} refund={undefined} loading />
        <RefundDetailScreen {...args} className={panel} refund={undefined} error />
      </div>
    </div>
  );
}

/** A refused refund (reason, end step, resubmit), loading and the error. */
export const AllStates: Story = {
  render: (args) => <AllDetailStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: say(globals, '修改后重新提交', 'Edit and resubmit') }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '售后详情加载失败', 'The after-sales request could not be loaded'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoOrderItem, demoRefundDetail } from '../../storybook/fixtures/aftersales.ts';
import { ApplyRefundScreen, type ApplyRefundScreenProps, type RefundTarget } from './ApplyRefundScreen.tsx';
import { say } from '../../storybook/say.ts';

const shippedItem: RefundTarget = {
  orderNumber: '20260617100000000001',
  items: [demoOrderItem()],
  refundType: 2,
  maxRefundable: 9898,
  orderedQuantity: 2,
  shipped: true,
  lastItem: false,
};
const unshippedLast: RefundTarget = {
  ...shippedItem,
  items: [demoOrderItem({ prodCount: 1, actualTotal: 4949 })],
  maxRefundable: 4959,
  orderedQuantity: 1,
  shipped: false,
  lastItem: true,
};

/** A points-mall item paid in points alone: 3 pieces of 300 points, 1 refunded, 2 left (600 points). */
const pointsOnlyItem: RefundTarget = {
  orderNumber: '20260617100000000009',
  items: [demoOrderItem({ orderItemId: 901, price: 0, prodCount: 3, actualTotal: 0 })],
  refundType: 2,
  maxRefundable: 0,
  orderedQuantity: 2,
  shipped: false,
  lastItem: false,
  points: { scorePrice: 300, scoreLeft: 600 },
};

/**
 * The same order refunded whole: 1 piece of 3 refunded, the 2 left come back whatever a stepper would say
 * (600 points, the server's scoreLeft), so the quantity is fixed.
 */
const pointsOnlyWholeOrder: RefundTarget = {
  ...pointsOnlyItem,
  refundType: 1,
  lastItem: true,
};

/** A real 1x1 PNG for the voucher upload. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Screens/ApplyRefundScreen',
  component: ApplyRefundScreen,
  args: {
    target: shippedItem,
    defaultMobile: '13800138000',
    onSubmit: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    uploadImage: fn(async (file: File) => `/api/uploads/2026/06/${file.name}`),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApplyRefundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const chooseReason = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: '退款原因' }));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
};

/** A shipped item: the shopper picks return and refund, a reason, fewer pieces, a voucher, and submits. */
export const ReturnAndRefund: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '申请售后' })).toBeVisible();
    await expect(canvas.getByText('最多可退 ¥9898.00')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '退货退款' })).toBeChecked();
    // Return and refund: the goods are with the shopper, no cargo question.
    await expect(canvas.queryByRole('radiogroup', { name: '货物状态' })).toBeNull();
    await chooseReason('质量问题');
    const quantity = canvas.getByRole('textbox', { name: '退款数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    const amount = canvas.getByRole('textbox', { name: '退款金额' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '4949');
    await userEvent.type(canvas.getByRole('textbox', { name: '退款说明' }), '屏幕有亮点');
    await userEvent.upload(
      canvas.getByLabelText('添加图片'),
      new File([PNG], 'proof.png', { type: 'image/png' }),
    );
    await expect(args.uploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvasElement.querySelector('[data-status="done"]')).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      applyType: 2,
      isReceiver: 1,
      buyerReason: 'quality',
      goodsNum: 1,
      refundAmount: 494900,
      buyerMobile: '13800138000',
      buyerDesc: '屏幕有亮点',
      photoFiles: ['/api/uploads/2026/06/proof.png'],
    });
  },
};

/** The domain rule's messages: no reason, too many pieces, too much money, a short phone; nothing sent. */
export const RuleMessages: Story = {
  args: { defaultMobile: '' },
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('textbox', { name: '退款数量' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    const amount = canvas.getByRole('textbox', { name: '退款金额' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '9898.01');
    await userEvent.type(canvas.getByRole('textbox', { name: '联系电话' }), '1380013');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(canvas.getByText('请选择退款原因')).toBeVisible();
    await expect(canvas.getByText('退款金额不能超过最多可退金额')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '退款数量' })).toHaveAttribute('aria-invalid', 'true');
    // The first invalid field has the focus.
    await expect(canvas.getByRole('combobox', { name: '退款原因' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Not shipped yet: refund only (return is offered once shipped), and the last item's warning. */
export const UnshippedLastItem: Story = {
  args: { target: unshippedLast },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: /退货退款/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '仅退款' })).toBeChecked();
    await expect(canvas.getByRole('note')).toHaveTextContent('运费');
    await chooseReason('拍错/多拍/不喜欢');
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        applyType: 1,
        isReceiver: 0,
        goodsNum: 1,
        refundAmount: 495900,
        photoFiles: [],
      }),
    );
  },
};

/** A slow submit: the button is busy and a second click sends nothing more. */
export const SubmitGuarded: Story = {
  args: { onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await chooseReason('其他');
    const submit = canvas.getByRole('button', { name: '提交申请' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** After a refusal: the earlier answers fill the form, and it is sent again. */
export const EditAfterRefusal: Story = {
  args: { previous: demoRefundDetail(7, { applyType: 1, isReceiver: 0, goodsNum: 1, refundAmount: 4949 }) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '修改申请' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '仅退款' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '未收到货' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: '退款原因' })).toHaveTextContent('质量问题');
    await expect(canvas.getByRole('textbox', { name: '退款金额' })).toHaveValue('4949.00');
    await expect(canvas.getByRole('textbox', { name: '退款说明' })).toHaveValue(
      '屏幕有亮点，开机后左上角一直有白点',
    );
    await expect(canvasElement.querySelectorAll('[data-status="done"]')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ buyerReason: 'quality', refundAmount: 494900, buyerMobile: '13800138000' }),
    );
    const sent = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as { photoFiles: string[] };
    await expect(sent.photoFiles).toHaveLength(2);
  },
};

/**
 * A points-only order: the stepper stops at the pieces left, the amount is ¥0.00 with the points the
 * pieces bring back, and the application goes out with amount 0.
 */
export const PointsOnly: Story = {
  args: { target: pointsOnlyItem },
  play: async ({ canvas, args, globals }) => {
    const quantity = canvas.getByRole('spinbutton', { name: say(globals, '退款数量', 'Refund quantity') });
    await expect(quantity).toHaveValue('2');
    await expect(quantity).toHaveAttribute('aria-valuemax', '2');
    await expect(canvas.getByText(say(globals, '最多 2 件', 'At most 2'))).toBeVisible();
    const more = canvas.getByRole('button', { name: say(globals, '增加数量', 'Increase quantity') });
    await expect(more).toBeDisabled();
    await expect(canvas.getByText(say(globals, '退还 600 积分', '600 points back'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '+600 积分', '+600 points'))).toBeVisible();
    // The total the pieces left bring back, from the server's numbers (no per-piece claim).
    await expect(
      canvas.getByText(
        say(
          globals,
          '积分兑换订单不退现金。剩余 2 件，共可退还 600 积分。',
          'Paid in points: no cash is refunded. Pieces left: 2, worth 600 points in all.',
        ),
      ),
    ).toBeVisible();
    // No cash amount to type: it is ¥0.00.
    await expect(
      canvas.queryByRole('textbox', { name: say(globals, '退款金额', 'Refund amount') }),
    ).toBeNull();
    // Typing more than is left is brought back to the bound.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.tab();
    await expect(quantity).toHaveValue('2');
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '减少数量', 'Decrease quantity') }),
    );
    await expect(quantity).toHaveValue('1');
    await expect(more).toBeEnabled();
    await expect(canvas.getByText(say(globals, '退还 300 积分', '300 points back'))).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: say(globals, '退款原因', 'Refund reason') }));
    await userEvent.click(await screen.findByRole('option', { name: say(globals, '其他', 'Other') }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '提交申请', 'Submit application') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      applyType: 1,
      isReceiver: 0,
      buyerReason: 'other',
      goodsNum: 1,
      refundAmount: 0,
      buyerMobile: '13800138000',
      buyerDesc: '',
      photoFiles: [],
    });
  },
};
export const PointsOnlyEn: Story = { ...PointsOnly, globals: matrix.enPc };
export const PointsOnlyMobile: Story = { ...PointsOnly, globals: matrix.zhMobile };
export const PointsOnlyEnMobile: Story = { ...PointsOnly, globals: matrix.enMobile };

/**
 * A points-only whole order: it covers every piece left, so the quantity is text (no stepper), the points
 * back are the server's scoreLeft, and the application names the pieces left.
 */
export const PointsOnlyWholeOrder: Story = {
  args: { target: pointsOnlyWholeOrder },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        name: say(globals, '整单退款 20260617100000000009', 'Whole order 20260617100000000009'),
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: say(globals, '减少数量', 'Decrease quantity') }),
    ).toBeNull();
    const quantity = canvas.getByRole('group', { name: say(globals, '退款数量', 'Refund quantity') });
    await expect(quantity).toHaveTextContent(say(globals, '2 件（剩余全部）', '2 (all that is left)'));
    await expect(canvas.getByText(say(globals, '退还 600 积分', '600 points back'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '+600 积分', '+600 points'))).toBeVisible();
    await expect(canvas.getByRole('note')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: say(globals, '退款原因', 'Refund reason') }));
    await userEvent.click(await screen.findByRole('option', { name: say(globals, '其他', 'Other') }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '提交申请', 'Submit application') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ goodsNum: 2, refundAmount: 0 }),
    );
  },
};
export const PointsOnlyWholeOrderEn: Story = { ...PointsOnlyWholeOrder, globals: matrix.enPc };
export const PointsOnlyWholeOrderMobile: Story = { ...PointsOnlyWholeOrder, globals: matrix.zhMobile };
export const PointsOnlyWholeOrderEnMobile: Story = { ...PointsOnlyWholeOrder, globals: matrix.enMobile };

/** A refused points-only request that named 3 pieces when 2 are left: the form starts from the 2 left. */
export const PointsOnlyAfterRefusal: Story = {
  args: {
    target: pointsOnlyItem,
    previous: demoRefundDetail(7, { applyType: 1, isReceiver: 0, goodsNum: 3, refundAmount: 0 }),
  },
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: '退款数量' });
    await expect(quantity).toHaveValue('2');
    await expect(canvas.getByText('退还 600 积分')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ goodsNum: 2, refundAmount: 0 }),
    );
  },
};

export const Loading: Story = {
  render: (args) => <ApplyRefundScreen {...args} target={undefined} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
  },
};

export const LoadError: Story = {
  render: (args) => <ApplyRefundScreen {...args} target={undefined} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotRefundable: Story = {
  args: { href: (p: string) => `/en${p}` },
  render: (args) => <ApplyRefundScreen {...args} target={undefined} notFound />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('该商品无法申请售后')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '我的订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/user-center/uc-order');
  },
};

function AllApplyStates(args: ApplyRefundScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:px-2 md:py-2';
  return (
    <div className="grid items-start gap-3 md:grid-cols-4">
      <ApplyRefundScreen {...args} className={`${panel} md:col-span-2`} target={unshippedLast} />
      <div className="grid gap-3">
        <ApplyRefundScreen {...args} className={panel} target={undefined} loading />
        <ApplyRefundScreen {...args} className={panel} target={undefined} notFound />
      </div>
      <ApplyRefundScreen {...args} className={panel} target={undefined} error />
    </div>
  );
}

/** The form (an unshipped last item, with its warning), loading, the error and a non-refundable item. */
export const AllStates: Story = {
  render: (args) => <AllApplyStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('note')).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: say(globals, '提交申请', 'Submit application') }),
    ).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '订单加载失败', 'The order could not be loaded'),
    );
    await expect(
      canvas.getByText(say(globals, '该商品无法申请售后', 'This item cannot be refunded')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoOrders } from '../../storybook/fixtures/orders.ts';
import { WriteCommentsScreen } from './WriteCommentsScreen.tsx';
import { enHref, isEn, say } from '../../storybook/say.ts';

/** A real 1x1 PNG for the image upload. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const toReview = demoOrders().pendingEvaluation;
const allReviewed = {
  ...toReview,
  orderItemDtos: toReview.orderItemDtos.map((item) => ({ ...item, commSts: 1 })),
};

const meta = {
  title: 'Screens/WriteCommentsScreen',
  component: WriteCommentsScreen,
  args: {
    onSubmit: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    onUploadImage: fn(async (file: File) => `/api/uploads/2026/06/${file.name}`),
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <WriteCommentsScreen order={demoOrders({ en: isEn(globals) }).pendingEvaluation} {...args} />
  ),
} satisfies Meta<typeof WriteCommentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const forms = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-comment-item]')];

/** One item to review: rating, text with a live count, an uploaded image, anonymous; submitted with all of it. */
export const WriteAndSubmit: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '评价订单' })).toBeVisible();
    await expect(forms(canvasElement)).toHaveLength(1);
    // The item already reviewed is listed as such.
    await expect(canvas.getByRole('heading', { level: 2, name: '已评价' })).toBeVisible();
    const form = within(forms(canvasElement)[0]!);
    await userEvent.click(form.getByRole('radio', { name: '4星' }));
    const text = form.getByRole('textbox', { name: '评价内容' });
    await userEvent.type(text, '很暖和');
    await expect(form.getByText('3/150')).toBeVisible();
    await userEvent.upload(
      form.getByLabelText('添加图片'),
      new File([PNG], 'coat.png', { type: 'image/png' }),
    );
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvasElement.querySelector('[data-status="done"]')).not.toBeNull());
    await userEvent.click(form.getByRole('checkbox', { name: '匿名评价' }));
    await userEvent.click(form.getByRole('button', { name: '提交评价' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(toReview.orderItemDtos[0], {
      score: 4,
      content: '很暖和',
      pics: ['/api/uploads/2026/06/coat.png'],
      isAnonymous: true,
    });
  },
};

/** An empty text is refused with the domain message; nothing is sent. */
export const EmptyText: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(canvas.getByRole('textbox', { name: '评价内容' })).toHaveAccessibleDescription(
      /请输入评价内容/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The text stops at 150 characters. */
export const TextLimit: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: '评价内容' });
    await userEvent.click(text);
    await userEvent.paste('好'.repeat(160));
    await expect(text).toHaveValue('好'.repeat(150));
    await expect(canvas.getByText('150/150')).toBeVisible();
  },
};

/** While a review is sent, every form waits. */
export const Submitting: Story = {
  args: { submittingItemId: 41 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '提交评价' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every item reviewed: thanks and the way back to the order. */
export const AllReviewed: Story = {
  args: { order: allReviewed, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('该订单的商品均已评价，谢谢！')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/order-detail?orderNumber=20260610120000000004');
  },
};

export const NotReviewable: Story = {
  render: (args) => <WriteCommentsScreen {...args} notFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该订单无法评价')).toBeVisible();
  },
};

export const Loading: Story = {
  render: (args) => <WriteCommentsScreen {...args} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
  },
};

export const LoadError: Story = {
  render: (args) => <WriteCommentsScreen {...args} error />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A form to fill, all reviewed, and the error. */
export const AllStates: Story = {
  render: (args, { globals }) => {
    const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
    const en = isEn(globals);
    const order = demoOrders({ en }).pendingEvaluation;
    return (
      <div className="grid items-start gap-3 p-2 md:grid-cols-[3fr_2fr]">
        <WriteCommentsScreen
          {...args}
          className={panel}
          order={{ ...order, orderItemDtos: order.orderItemDtos.slice(0, 1) }}
        />
        <div className="grid gap-3">
          <WriteCommentsScreen
            {...args}
            className={panel}
            order={{ ...order, orderItemDtos: order.orderItemDtos.slice(1) }}
          />
          <WriteCommentsScreen {...args} className={panel} error />
        </div>
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: say(globals, '提交评价', 'Submit review') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: say(globals, '匿名评价', 'Review anonymously') }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

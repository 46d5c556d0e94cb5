import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { ScreenFrame, type ScreenFrameProps } from './ScreenFrame.tsx';

/** A page in the frame, with a link inside its body. */
function DemoPage(props: Partial<ScreenFrameProps>) {
  const { t } = useLingui();
  return (
    <ScreenFrame heading={t`Order details`} className="max-w-3xl" {...props}>
      <div className="rounded-lg bg-neutral-0 p-4 text-sm text-neutral-700">
        <a href="/orders" className="text-info">{t`Back to my orders`}</a>
      </div>
    </ScreenFrame>
  );
}

const meta = {
  title: 'Mall/ScreenFrame',
  component: DemoPage,
  args: { onNavigate: fn() },
} satisfies Meta<typeof DemoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's h1; a plain click on a link inside goes through onNavigate. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回我的订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/orders');
  },
};

/** The frame at a narrow and a wide page width, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4 bg-neutral-50">
      <DemoPage {...args} />
      <DemoPage {...args} className="max-w-6xl md:py-6" />
    </div>
  ),
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

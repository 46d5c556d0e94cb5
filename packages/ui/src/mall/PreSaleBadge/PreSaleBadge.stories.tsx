import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { PreSaleBadge } from './PreSaleBadge.tsx';

const meta = {
  title: 'Mall/PreSaleBadge',
  component: PreSaleBadge,
  args: { shipDate: '2026-12-20' },
} satisfies Meta<typeof PreSaleBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pre-sale with the expected shipping date. */
export const WithDate: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '预售', 'Pre-sale'))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '预计 2026-12-20 发货', 'Ships from 2026-12-20')),
    ).toBeVisible();
  },
};

/** No date known yet: the mark alone. */
export const WithoutDate: Story = {
  args: { shipDate: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="pre-sale"]')?.textContent).toBe('预售');
  },
};

/** Small (cart and order lines) and medium (the product page), with and without a date. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col items-start gap-2">
      <PreSaleBadge {...args} />
      <PreSaleBadge {...args} size="md" />
      <PreSaleBadge shipDate={null} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByText(say(globals, '预售', 'Pre-sale'))).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

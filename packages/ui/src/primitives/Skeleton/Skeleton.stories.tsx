import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { SkeletonCard, Skeleton, SkeletonGroup, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { className: 'h-24 w-48' },
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A block inside the busy region: screen readers hear "加载中", the grey block is hidden from them. */
export const Block: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent(/^加载中$/);
    await expect(within(region).getByText('加载中')).toHaveClass('sr-only');
    const block = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(block.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(block.className).toContain('animate-pulse');
  },
};

export const Circle: Story = {
  args: { shape: 'circle', className: 'size-12' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')!.className).toContain('rounded-full');
  },
};

export const Text: Story = {
  render: () => (
    <SkeletonGroup className="w-64">
      <SkeletonText lines={4} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const lines = canvas.getByRole('status').querySelectorAll('.h-3\\.5');
    await expect(lines).toHaveLength(4);
    // The last line is shorter than the others.
    const widths = [...lines].map((l) => l.getBoundingClientRect().width);
    await expect(widths[3]).toBeLessThan(widths[0]!);
  },
};

export const ProductCards: Story = {
  render: () => (
    <SkeletonGroup label="Loading products" className="grid w-96 grid-cols-2 gap-3">
      <SkeletonCard />
      <SkeletonCard />
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading products$/);
    const cards = canvasElement.querySelectorAll('[data-skeleton="card"]');
    await expect(cards).toHaveLength(2);
    const picture = cards[0]!.firstElementChild!.getBoundingClientRect();
    await expect(picture.height).toBeCloseTo(picture.width, 0);
  },
};

function AllSkeletons() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading products`} className="flex w-full flex-col gap-6 md:w-3xl">
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" className="size-12" />
        <SkeletonText lines={2} className="flex-1" />
      </div>
      <SkeletonText lines={4} />
      <div className="flex gap-3">
        <Skeleton className="h-20 w-20" />
        <Skeleton className="h-20 flex-1" />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </SkeletonGroup>
  );
}

/** Every skeleton piece at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllSkeletons />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent(globals.locale === 'en' ? /^Loading products$/ : /^正在加载商品$/);
    await expect(canvasElement.querySelectorAll('[data-skeleton="card"]')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

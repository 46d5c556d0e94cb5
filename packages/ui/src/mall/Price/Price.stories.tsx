import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { Price } from './Price.tsx';

const meta = {
  title: 'Mall/Price',
  component: Price,
  args: { cents: 5990 },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector(`[data-part="${name}"]`);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'currency')).toHaveTextContent('¥');
    await expect(part(canvasElement, 'integer')).toHaveTextContent(/^59$/);
    await expect(part(canvasElement, 'fraction')).toHaveTextContent(/^90$/);
    // Screen readers get the whole amount once; the styled pieces are hidden from them.
    await expect(within(canvasElement).getByText('¥59.90')).toHaveClass('sr-only');
    await expect(part(canvasElement, 'amount')).toHaveAttribute('aria-hidden', 'true');
    // The fraction is set smaller than the integer part.
    const size = (el: Element | null) => parseFloat(getComputedStyle(el!).fontSize);
    await expect(size(part(canvasElement, 'fraction'))).toBeLessThan(size(part(canvasElement, 'integer')));
  },
};

export const WholeYuan: Story = {
  args: { cents: 100 },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'integer')).toHaveTextContent(/^1$/);
    await expect(part(canvasElement, 'fraction')).toHaveTextContent(/^00$/);
    await expect(within(canvasElement).getByText('¥1.00')).toBeInTheDocument();
  },
};

export const FromYuan: Story = {
  args: { cents: undefined, yuan: 0.1 + 0.2, originalYuan: 1.005 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¥0.30')).toBeInTheDocument();
    await expect(part(canvasElement, 'original')).toHaveTextContent('¥1.01');
  },
};

export const WithOriginalPrice: Story = {
  args: { cents: 5990, originalCents: 9900 },
  play: async ({ canvasElement, globals }) => {
    const original = part(canvasElement, 'original')!;
    await expect(original.tagName).toBe('DEL');
    await expect(getComputedStyle(original).textDecorationLine).toContain('line-through');
    const label = globals.locale === 'en' ? 'Original price' : '原价';
    await expect(original).toHaveTextContent(`${label} ¥99.00`);
    await expect(within(original as HTMLElement).getByText(label)).toHaveClass('sr-only');
  },
};

export const Neutral: Story = {
  args: { tone: 'neutral', cents: 12345 },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'integer')).toHaveTextContent(/^123$/);
    await expect(part(canvasElement, 'fraction')).toHaveTextContent(/^45$/);
    await expect(canvasElement.querySelector('.text-neutral-900')).not.toBeNull();
  },
};

export const Negative: Story = {
  args: { cents: -500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥5.00')).toBeInTheDocument();
    await expect(part(canvasElement, 'currency')).toHaveTextContent('-¥');
  },
};

function AllPrices() {
  const sizes = ['sm', 'md', 'lg', 'xl'] as const;
  return (
    <div className="flex flex-col gap-3">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-baseline gap-6">
          <Price size={size} cents={5990} />
          <Price size={size} cents={100} originalCents={15800} />
          <Price size={size} tone="neutral" cents={123456} />
          <Price size={size} yuan={0.5} />
        </div>
      ))}
    </div>
  );
}

/** Every size, tone and the original price at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllPrices />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('¥59.90')).toHaveLength(4);
    const label = globals.locale === 'en' ? 'Original price' : '原价';
    await expect(canvas.getAllByText(label)).toHaveLength(4);
    for (const del of canvasElement.querySelectorAll('del')) {
      await expect(del).toHaveTextContent(`${label} ¥158.00`);
    }
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Button', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Button' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Button' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Button' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#cart">Cart</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Cart' });
    await expect(link).toHaveAttribute('href', '#cart');
    await expect(link.className).toContain('bg-brand');
  },
};

function AllButtons() {
  const { t } = useLingui();
  const variants = ['primary', 'secondary', 'outline', 'ghost', 'link'] as const;
  const sizes = ['sm', 'md', 'lg'] as const;
  return (
    <div className="flex flex-col gap-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-2">
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {t`Add to cart`}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {t`Settle`}
          </Button>
          <Button variant={variant} loading>
            {t`Submit order`}
          </Button>
        </div>
      ))}
      <Button block>{t`Pay now`}</Button>
    </div>
  );
}

/** Every variant, size and state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllButtons />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const addToCart = globals.locale === 'en' ? 'Add to cart' : '加入购物车';
    await expect(canvas.getAllByRole('button', { name: addToCart })).toHaveLength(15);
    for (const busy of canvas.getAllByRole('button', {
      name: globals.locale === 'en' ? 'Submit order' : '提交订单',
    })) {
      await expect(busy).toHaveAttribute('aria-busy', 'true');
    }
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Empty } from './Empty.tsx';

const meta = {
  title: 'Primitives/Empty',
  component: Empty,
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a title it says "No content yet"; the drawing is hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
    const art = canvasElement.querySelector('svg')!;
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art).toHaveAttribute('data-illustration', 'box');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const back = fn();

/** The search page's empty result with a way back. */
export const NoProducts: Story = {
  args: {
    illustration: 'search',
    title: 'Sorry, no related products',
    description: 'Try another keyword.',
    action: (
      <Button variant="outline" onClick={back}>
        Back to previous page
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    back.mockClear();
    await expect(canvas.getByText('Sorry, no related products')).toBeVisible();
    await expect(canvas.getByText('Try another keyword.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to previous page' }));
    await expect(back).toHaveBeenCalledTimes(1);
  },
};

/** The action can be a link styled as a button. */
export const BackHome: Story = {
  args: {
    illustration: 'error',
    title: 'This page could not be found',
    action: (
      <Button asChild>
        <a href="#home">Back to home</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '#home');
  },
};

export const Small: Story = {
  args: { size: 'sm', illustration: 'cart', title: 'Your cart is empty' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveClass('w-24');
  },
};

function AllEmpties() {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Empty className="rounded border border-neutral-200" />
      <Empty
        className="rounded border border-neutral-200"
        illustration="search"
        title={t`Sorry, no related products`}
        description={t`Try another keyword, or look around the new arrivals.`}
        action={<Button variant="outline">{t`Back to previous page`}</Button>}
      />
      <Empty
        className="rounded border border-neutral-200"
        illustration="cart"
        title={t`Your cart is empty`}
        description={t`Go and find something you like.`}
        action={
          <Button asChild>
            <a href="#home">{t`Back to home`}</a>
          </Button>
        }
      />
      <Empty
        className="rounded border border-neutral-200"
        illustration="error"
        title={t`This page could not be found`}
        action={
          <>
            <Button variant="outline">{t`Back to previous page`}</Button>
            <Button asChild>
              <a href="#home">{t`Back to home`}</a>
            </Button>
          </>
        }
      />
      <Empty
        size="sm"
        className="rounded border border-neutral-200"
        illustration="box"
        title={t`No orders yet`}
      />
      <Empty
        size="sm"
        className="rounded border border-neutral-200"
        illustration="error"
        title={t`The server had a small problem~`}
        description={t`Please try again later.`}
      />
    </div>
  );
}

/** Every drawing and size at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllEmpties />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'No content yet' : '暂无内容')).toBeVisible();
    await expect(canvas.getByText(en ? 'Sorry, no related products' : '抱歉，没有相关商品')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: en ? 'Back to home' : '返回首页' })).toHaveLength(2);
    for (const art of canvasElement.querySelectorAll('svg')) {
      await expect(art).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

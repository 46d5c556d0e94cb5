import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Mall/ErrorPage',
  component: ErrorPage,
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search or list with no result: the message and a button back to the previous page. */
export const NoProducts: Story = {
  args: { variant: 'no-products', onBack: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '抱歉，没有相关商品' })).toBeVisible();
    const back = canvas.getByRole('button', { name: '返回上一页' });
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The back button works from the keyboard. */
export const NoProductsKeyboard: Story = {
  args: { variant: 'no-products', onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '返回上一页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The framework's error page: its message as the page heading and a link home. */
export const Framework: Story = {
  args: { variant: 'framework', homeHref: '/en', onHome: fn((event) => event.preventDefault()) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '显示错误页面时出错' })).toBeVisible();
    const home = canvas.getByRole('link', { name: '返回首页' });
    await expect(home).toHaveAttribute('href', '/en');
    await userEvent.click(home);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '返回上一页' })).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <ErrorPage variant="no-products" onBack={() => {}} />
      <ErrorPage variant="framework" headingLevel={2} onHome={(event) => event.preventDefault()} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(
      canvas.getByRole('heading', { name: en ? 'Sorry, no related products' : '抱歉，没有相关商品' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: en ? 'An error occurred while showing the error page' : '显示错误页面时出错',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: en ? 'Back to previous page' : '返回上一页' }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

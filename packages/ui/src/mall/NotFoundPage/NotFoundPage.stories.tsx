import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const meta = {
  title: 'Mall/NotFoundPage',
  component: NotFoundPage,
  // The story's link must not leave the Storybook frame.
  args: { onHome: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Status 404, the message as the page heading, and a link home. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '找不到该页面' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '找不到该页面' })).toBeInTheDocument();
    const home = canvas.getByRole('link', { name: '返回首页' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

/** On English pages the app points the link at the English home. */
export const EnglishHome: Story = {
  args: { homeHref: '/en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/en');
  },
};

export const AllStates: Story = {
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(
      canvas.getByRole('heading', { name: en ? 'This page could not be found' : '找不到该页面' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Back to home' : '返回首页' })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

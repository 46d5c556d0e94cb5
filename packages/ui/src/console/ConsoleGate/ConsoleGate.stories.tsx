import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes } from '../../storybook/matrix.ts';
import { ConsoleGate } from './ConsoleGate.tsx';

const retry = fn();

const meta = {
  title: 'Console/ConsoleGate',
  component: ConsoleGate,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { access: 'loading', onRetry: retry },
} satisfies Meta<typeof ConsoleGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the signed-in account is read: a busy skeleton, no page. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('h1, h2')).toBeNull();
  },
};

/** The account could not be read: the failure with a retry that reads it again. */
export const Failed: Story = {
  args: { access: 'failed' },
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByText('账号信息加载失败。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** Without a retry the failure offers none. */
export const FailedWithoutRetry: Story = {
  args: { access: 'failed', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('账号信息加载失败。')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A section the role does not include: "no permission" with the console's own words. */
export const Forbidden: Story = {
  args: { access: 'forbidden', forbiddenDescription: 'Ask the store owner.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.getByText('Ask the store owner.')).toBeVisible();
  },
};

/** Without the console's words: a plain sentence. */
export const ForbiddenPlain: Story = {
  args: { access: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '没有权限' })).toBeVisible();
    await expect(canvas.getByText('您的账号角色不包含此功能。')).toBeVisible();
  },
};

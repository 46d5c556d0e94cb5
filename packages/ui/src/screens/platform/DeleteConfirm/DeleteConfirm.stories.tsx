import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes } from '../../../storybook/matrix.ts';
import { DeleteConfirm } from './DeleteConfirm.tsx';

// The texts are the caller's (each content screen says what it deletes); these stand for them.
const meta = {
  title: 'Screens/Platform/DeleteConfirm',
  component: DeleteConfirm,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    title: '确定删除轮播图「秋季上新」吗？',
    message: '首页将不再显示它，删除后无法恢复。',
    confirmText: '删除',
    onClose: fn(),
    onDelete: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof DeleteConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const question = () => body().findByRole('alertdialog', { name: '确定删除轮播图「秋季上新」吗？' });

/** Open: the question and what deleting does; the safe answer (Cancel) has the focus. */
export const Open: Story = {
  play: async () => {
    const dialog = within(await question());
    await waitFor(() => expect(dialog.getByText('首页将不再显示它，删除后无法恢复。')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: '取消' })).toHaveFocus());
  },
};

/** Confirm sends the delete once; once it resolved the question closes. */
export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = within(await question());
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Cancel closes without sending anything. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await question());
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** While the delete is sent: a second click sends nothing, and Cancel does not close. */
export const Submitting: Story = {
  args: { onDelete: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    const dialog = within(await question());
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Refused: the app's refusal replaces the message, the question stays until cancelled. */
export const RefusalShown: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('refused'))), refusal: '轮播图不存在' },
  play: async ({ args }) => {
    const dialog = within(await question());
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('轮播图不存在');
    await expect(dialog.queryByText('首页将不再显示它，删除后无法恢复。')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

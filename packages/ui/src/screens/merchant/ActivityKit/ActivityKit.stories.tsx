import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas } from '../../../storybook/console.tsx';
import { ActivityRowActions, ActivityStatusTag } from './ActivityKit.tsx';

/** The parts the flash-sale and group-buy screens share: the status tag and a row's actions. */
const meta = {
  title: 'Screens/Merchant/ActivityKit',
  component: ActivityStatusTag,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { status: 0 },
} satisfies Meta<typeof ActivityStatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

const onEdit = fn();
const onStop = fn();

/** Every status, and the actions of a row not started (edit, stop) and ended (view only). */
export const AllStates: Story = {
  render: () => (
    <ConsoleCanvas>
      <div className="flex flex-col gap-3">
        <div className="flex gap-2">
          <ActivityStatusTag status={0} />
          <ActivityStatusTag status={1} />
          <ActivityStatusTag status={2} />
          <ActivityStatusTag status={2} stopped />
        </div>
        <ActivityRowActions
          name="纯棉短袖T恤"
          status={0}
          stopped={false}
          pending={false}
          stopMessage="—"
          onEdit={onEdit}
          onStop={onStop}
        />
        <ActivityRowActions
          name="机械键盘"
          status={2}
          stopped={false}
          pending={false}
          stopMessage="—"
          onEdit={onEdit}
          onStop={onStop}
        />
      </div>
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    for (const [zh, en] of [
      ['未开始', 'Not started'],
      ['进行中', 'In progress'],
      ['已结束', 'Has ended'],
      ['已停止', 'Stopped'],
    ] as const)
      await expect(canvas.getByText(say(globals, zh, en))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: say(globals, '停止 机械键盘', 'Stop 机械键盘') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '停止 纯棉短袖T恤', 'Stop 纯棉短袖T恤') }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: say(globals, '取消', 'Cancel') }));
    await expect(onStop).not.toHaveBeenCalled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters } from '../../../storybook/console.tsx';
import {
  ACTIVITY_NOW,
  activityProducts,
  activitySkuOptions,
  merchantGroupRows,
} from '../../../storybook/fixtures/merchantActivities.ts';
import { GroupEditScreen } from './GroupEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/GroupEditScreen',
  component: GroupEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    products: activityProducts,
    skuOptions: activitySkuOptions,
    onProductChange: fn(),
    now: ACTIVITY_NOW,
    onSubmit: fn(async (): Promise<string | undefined> => undefined),
    onCancel: fn(),
    onRetry: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <GroupEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof GroupEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing before the start: the client's checks name the bad field; a good form sends the body. */
export const Edit: Story = {
  args: { activity: merchantGroupRows[0] },
  play: async ({ canvas, args, globals }) => {
    const price = canvas.getByRole('textbox', {
      name: say(globals, '白色 M 的活动价', 'Activity price of 白色 M'),
    });
    await userEvent.clear(price);
    await userEvent.type(price, '80');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(
      canvas.getByText(say(globals, '活动价须低于售价', 'The activity price must be below the price')),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(price);
    await userEvent.type(price, '9.9');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      groupActivityId: 601,
      prodId: 101,
      groupNumber: 2,
      groupValidTime: 30,
      startTime: '2026-06-20 10:00:00',
      endTime: '2026-06-20 12:00:00',
      maxNum: 0,
      skus: [{ skuId: 501, actPrice: 9.9 }],
    });
  },
};
export const EditEn: Story = { ...Edit, globals: matrix.enPc };

/** The server's refusal is shown above the buttons. */
export const Refused: Story = {
  args: {
    activity: merchantGroupRows[0],
    onSubmit: fn(async (): Promise<string | undefined> => '活动已开始，不能再修改'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('活动已开始，不能再修改');
  },
};

/** A new group buy: nothing chosen yet is named. */
export const New: Story = {
  args: { skuOptions: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getAllByText('必填').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Started: read only, with its figures. */
export const Started: Story = {
  args: { activity: merchantGroupRows[1] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

/** Every state (the visual baseline): new, editing, started, loading, load failed. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <GroupEditScreen {...args} skuOptions={undefined} />
      <GroupEditScreen {...args} activity={merchantGroupRows[0]} />
      <GroupEditScreen {...args} activity={merchantGroupRows[1]} />
      <GroupEditScreen {...args} loading />
      <GroupEditScreen {...args} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  loadFailedPlay,
  notFoundPlay,
} from '../../../storybook/console.tsx';
import {
  platformShopDetail,
  platformShopOfflineForOperator,
} from '../../../storybook/fixtures/platformStores.ts';
import { ShopDetailScreen } from './ShopDetailScreen.tsx';

const meta = {
  title: 'Screens/Platform/ShopDetailScreen',
  component: ShopDetailScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    detail: platformShopDetail,
    canEdit: true,
    onOffline: fn(() => Promise.resolve()),
    onOnline: fn(() => Promise.resolve()),
    onRetry: fn(),
    onBack: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ShopDetailScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ShopDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open store: details, owner, documents, actions; taking it offline needs a reason (the rule's message). */
export const TakeOffline: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByText('Mountain Tea House')).toBeVisible();
    await expect(canvas.getByText('shop12_ab12cd')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '查看大图 营业执照', 'Open Business licence') }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: say(globals, '下线店铺', 'Take offline') });
    await userEvent.click(button);
    await expect(args.onOffline).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: say(globals, '下线原因（必填）', 'Reason for taking it offline') }),
      ' 售假 ',
    );
    await userEvent.click(button);
    await expect(args.onOffline).toHaveBeenCalledWith('售假');
  },
};
export const TakeOfflineEn: Story = { ...TakeOffline, globals: matrix.enPc };

/** An offline store: its reason and time; Bring online. The operator's answer hides the documents. */
export const BringOnline: Story = {
  args: { detail: platformShopOfflineForOperator },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByText('多次售假').length).toBeGreaterThan(0);
    await expect(canvas.getByText('你的角色无权查看这些资料。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '恢复上线' }));
    await expect(args.onOnline).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { detail: platformShopOfflineForOperator, onOnline: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '恢复上线' }));
    await expect(canvas.getByRole('button', { name: '恢复上线' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { refusal: '店铺已下线' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('店铺已下线');
  },
};

/** A role that may not change stores reads without the buttons. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '店铺：山间茶铺' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '下线店铺' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { detail: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { detail: undefined, error: true },
  play: loadFailedPlay('店铺加载失败'),
};

/** No such store (the server's 404): said, Back to the list, no retry. */
export const NotFound: Story = {
  args: { detail: undefined, notFound: true },
  play: notFoundPlay('店铺不存在', '返回店铺列表'),
};

/**
 * Every state (the visual baseline): open, offline for the operator, read only, loading, not found,
 * error.
 */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ShopDetailScreen {...args} />
      <ShopDetailScreen {...args} detail={platformShopOfflineForOperator} />
      <ShopDetailScreen {...args} canEdit={false} />
      <ShopDetailScreen {...args} detail={undefined} loading />
      <ShopDetailScreen {...args} detail={undefined} notFound />
      <ShopDetailScreen {...args} detail={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: new RegExp(`^${say(globals, '店铺', 'Store')}`) }),
    ).toHaveLength(6);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

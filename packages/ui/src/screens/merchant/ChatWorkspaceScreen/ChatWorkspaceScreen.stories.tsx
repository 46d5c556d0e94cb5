import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters } from '../../../storybook/console.tsx';
import { chatHistory } from '../../../storybook/fixtures/chat.ts';
import {
  quickReplies,
  workspaceConversations,
  workspaceCustomer,
  workspaceNewCustomer,
  workspaceShopLine,
} from '../../../storybook/fixtures/merchantChat.ts';
import {
  ChatWorkspaceScreen,
  type ChatWorkspaceScreenProps,
  type QuickReplyAnswer,
} from './ChatWorkspaceScreen.tsx';

const done = (): QuickReplyAnswer => Promise.resolve(undefined);

const panel: NonNullable<ChatWorkspaceScreenProps['panel']> = {
  shop: workspaceShopLine,
  peerName: workspaceShopLine.shopName,
  messages: chatHistory,
  peerReadSeq: 5,
  readSeq: 7,
  connection: 'open',
  onSendText: fn(),
};

const meta = {
  title: 'Screens/Merchant/ChatWorkspaceScreen',
  component: ChatWorkspaceScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    conversations: workspaceConversations,
    hasMore: true,
    activeConversationId: workspaceConversations[0]!.conversationId,
    panel,
    customer: workspaceCustomer,
    orderHref: (orderNumber: string) => `/merchant-center/orders/${orderNumber}`,
    quickReplies,
    online: true,
    onOpen: fn(),
    onLoadMore: fn(),
    onRetryConversations: fn(),
    onRetryCustomer: fn(),
    onNavigate: fn(),
    onSetOnline: fn(),
    onCreateQuickReply: fn(done),
    onUpdateQuickReply: fn(done),
    onDeleteQuickReply: fn(done),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ChatWorkspaceScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ChatWorkspaceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * The list with unread counts beside the open conversation and its shopper (views, orders linking to the
 * orders section); another conversation, "load more" and the switch call back.
 */
export const Open: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '客服', 'Customer service') }),
    ).toBeVisible();
    const list = within(canvas.getByRole('region', { name: say(globals, '会话列表', 'Conversations') }));
    await expect(list.getByRole('button', { name: /^Lily_88/ })).toBeVisible();
    await expect(
      list.getByRole('button', { name: new RegExp(say(globals, '2条未读', '2 unread')) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(list.getByText('99+')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /跑步的阿杰/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(workspaceConversations[2]!.conversationId);
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '加载更多', 'Load more') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    const shopper = within(canvas.getByRole('complementary', { name: say(globals, '顾客', 'The shopper') }));
    await expect(shopper.getByRole('heading', { name: '购物达人小王' })).toBeVisible();
    await expect(shopper.getByText('纯棉四件套 1.8m 床品', { selector: 'span' })).toBeVisible();
    await expect(shopper.getByText(say(globals, '已下架', 'Off sale'))).toBeVisible();
    const order = shopper.getByRole('link', { name: '2026112609153012345' });
    await expect(order).toHaveAttribute('href', '/merchant-center/orders/2026112609153012345');
    await userEvent.click(order);
    await expect(args.onNavigate).toHaveBeenCalledWith('/merchant-center/orders/2026112609153012345');
    const toggle = canvas.getByRole('switch', { name: say(globals, '客服在线', 'Customer service online') });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onSetOnline).toHaveBeenCalledWith(false);
  },
};

/** A quick reply picked in the composer goes into the box (appended to what is typed), not sent. */
export const InsertQuickReply: Story = {
  play: async ({ canvas, args, globals }) => {
    const box = canvas.getByRole('textbox', { name: say(globals, '输入消息', 'Message') });
    const menu = () =>
      canvas.getByRole('button', { name: say(globals, '快捷回复', 'Quick replies'), expanded: false });
    await userEvent.click(menu());
    const group = within(canvas.getByRole('group', { name: say(globals, '快捷回复', 'Quick replies') }));
    await userEvent.click(group.getByRole('button', { name: quickReplies[0]!.content }));
    await expect(box).toHaveValue(quickReplies[0]!.content);
    await expect(box).toHaveFocus();
    await userEvent.type(box, '！');
    await userEvent.click(menu());
    await userEvent.click(
      within(canvas.getByRole('group')).getByRole('button', { name: quickReplies[1]!.content }),
    );
    await expect(box).toHaveValue(`${quickReplies[0]!.content}！ ${quickReplies[1]!.content}`);
    await expect(args.panel!.onSendText).not.toHaveBeenCalled();
  },
};

/** The dialog: adding one (checked first with the domain's rule), changing one, deleting one (asked first). */
export const ManageQuickReplies: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '管理快捷回复', 'Manage quick replies') }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: say(globals, '快捷回复', 'Quick replies') }),
    );
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      dialog.getByRole('button', { name: say(globals, '添加快捷回复', 'Add a quick reply') }),
    );
    const text = dialog.getByRole('textbox', { name: say(globals, '内容', 'Text') });
    await userEvent.type(text, '   ');
    await userEvent.click(dialog.getByRole('button', { name: say(globals, '添加', 'Add') }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      say(globals, '快捷回复须为 1 到 200 个字符', 'A quick reply has 1 to 200 characters'),
    );
    await expect(args.onCreateQuickReply).not.toHaveBeenCalled();
    await userEvent.type(text, '稍等，我帮您查一下');
    await userEvent.click(dialog.getByRole('button', { name: say(globals, '添加', 'Add') }));
    await expect(args.onCreateQuickReply).toHaveBeenCalledWith({ content: '稍等，我帮您查一下' });
    await waitFor(() =>
      expect(dialog.queryByRole('textbox', { name: say(globals, '内容', 'Text') })).toBeNull(),
    );
    const first = quickReplies[0]!;
    await userEvent.click(
      dialog.getByRole('button', { name: say(globals, `编辑：${first.content}`, `Edit: ${first.content}`) }),
    );
    const order = dialog.getByRole('textbox', {
      name: say(globals, '排序（小的在前；留空排在最后）', 'Order (smaller first; empty: last)'),
    });
    await userEvent.clear(order);
    await userEvent.type(order, '9');
    await userEvent.click(dialog.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(args.onUpdateQuickReply).toHaveBeenCalledWith({ ...first, seq: 9 });
    await userEvent.click(
      dialog.getByRole('button', {
        name: say(globals, `删除：${first.content}`, `Delete: ${first.content}`),
      }),
    );
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: say(globals, '删除', 'Delete') }));
    await expect(args.onDeleteQuickReply).toHaveBeenCalledWith(first);
  },
};

/** The server's refusal (the store's 51st reply) is shown in the form, which keeps what was typed. */
export const QuickReplyRefused: Story = {
  args: {
    onCreateQuickReply: fn(() => Promise.resolve('每个店铺最多保存 50 条快捷回复')),
  },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '管理快捷回复', 'Manage quick replies') }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(
      dialog.getByRole('button', { name: say(globals, '添加快捷回复', 'Add a quick reply') }),
    );
    const text = dialog.getByRole('textbox', { name: say(globals, '内容', 'Text') });
    await userEvent.type(text, '再来一条');
    await userEvent.click(dialog.getByRole('button', { name: say(globals, '添加', 'Add') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('每个店铺最多保存 50 条快捷回复');
    await expect(text).toHaveValue('再来一条');
  },
};

/** Switched off: the switch says so and turning it on calls back; while it is sent it is busy. */
export const Offline: Story = {
  args: { online: false },
  play: async ({ canvas, args, globals }) => {
    const toggle = canvas.getByRole('switch', { name: say(globals, '客服离线', 'Customer service offline') });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onSetOnline).toHaveBeenCalledWith(true);
  },
};

/** Nothing open yet; a new shopper with no views or orders; the lists loading or failed. */
export const NoneOpen: Story = {
  args: { activeConversationId: null, panel: null, customer: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '请选择一个会话', 'Choose a conversation'))).toBeVisible();
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

export const NewShopper: Story = {
  args: { customer: workspaceNewCustomer },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(say(globals, '近期没有浏览本店商品。', 'No products viewed lately.')),
    ).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '还没有在本店下单。', 'No orders in this store yet.')),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { conversations: null, conversationsFailed: true, customer: null, customerFailed: true },
  play: async ({ canvas, args, globals }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(
      say(globals, '会话列表加载失败', 'The conversations could not be loaded'),
    );
    await userEvent.click(within(alerts[0]!.parentElement!).getAllByRole('button')[0]!);
    await expect(args.onRetryConversations).toHaveBeenCalledOnce();
    await expect(
      canvas.getByText(say(globals, '顾客信息加载失败', 'The shopper could not be loaded')),
    ).toBeVisible();
  },
};

/** Open, none open, loading and empty, one under another, in the story's language (PC). */
export const AllStates: Story = {
  parameters: allStatesParameters,
  // A fixed width and height per state: the workspace fills the window's height in the centre, which in
  // a screenshot that grows the window to its content would grow without end.
  render: (args) => (
    <ConsoleCanvas stack>
      <div className="flex w-[1200px] flex-col gap-8 [--chat-workspace-height:36rem]">
        <ChatWorkspaceScreen {...args} data-state="open" />
        <ChatWorkspaceScreen {...args} online={false} customer={workspaceNewCustomer} data-state="offline" />
        <ChatWorkspaceScreen
          {...args}
          conversations={null}
          activeConversationId={null}
          panel={null}
          customer={null}
          quickReplies={undefined}
          online={undefined}
          data-state="loading"
        />
        <ChatWorkspaceScreen
          {...args}
          conversations={[]}
          hasMore={false}
          activeConversationId={null}
          panel={null}
          customer={null}
          quickReplies={[]}
          data-state="empty"
        />
      </div>
    </ConsoleCanvas>
  ),
  play: async ({ canvasElement, globals }) => {
    const frame = (state: string) =>
      within(canvasElement.querySelector<HTMLElement>(`[data-state="${state}"]`)!);
    await expect(frame('open').getByRole('log')).toBeVisible();
    await expect(frame('open').getByText('99+')).toBeVisible();
    await expect(frame('offline').getByRole('switch')).not.toBeChecked();
    await expect(frame('loading').getByTestId('conversations-loading')).toBeVisible();
    await expect(frame('empty').getByText(say(globals, '暂无会话', 'No conversations yet'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { chatConversations, chatHistory, chatShop, recentBrowse } from '../../storybook/fixtures/chat.ts';
import { ChatScreen, type ChatScreenProps } from './ChatScreen.tsx';

const panel: NonNullable<ChatScreenProps['panel']> = {
  shop: chatShop,
  messages: chatHistory,
  peerReadSeq: 5,
  readSeq: 7,
  hasOlder: false,
  connection: 'open',
  recentBrowse,
  onSendText: fn(),
};

const meta = {
  title: 'Screens/ChatScreen',
  component: ChatScreen,
  args: {
    conversations: chatConversations,
    activeShopId: 1,
    panel,
    onOpen: fn(),
    onBack: fn(),
    onNavigate: fn(),
    onRetryConversations: fn(),
  },
} satisfies Meta<typeof ChatScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const conversationsNav = (canvas: ReturnType<typeof within>, globals: Record<string, unknown>) =>
  canvas.getByRole('list', { name: say(globals, '会话列表', 'Conversations') });

/** PC: the list beside the open conversation; choosing another reports its store. */
export const Open: Story = {
  play: async ({ canvas, args, globals }) => {
    const nav = conversationsNav(canvas, globals);
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(chatConversations.length);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await expect(links[0]).toHaveAttribute('href', '/chat?shopId=1');
    // Last message, unread badge (99+ above 99), time.
    await expect(
      within(links[0]!).getByText(chatConversations[0]!.lastMessage!.content.replace(/\s+/g, ' ')),
    ).toBeVisible();
    await expect(within(links[0]!).getByText('2')).toBeVisible();
    await expect(within(links[2]!).getByText('99+')).toBeVisible();
    const prodName = chatConversations[1]!.lastMessage!.prod!.prodName;
    await expect(
      within(links[1]!).getByText(say(globals, `[商品] ${prodName}`, `[Product] ${prodName}`)),
    ).toBeVisible();
    await expect(within(links[3]!).getByText(say(globals, '暂无消息', 'No messages yet'))).toBeVisible();
    await expect(canvas.getByRole('log')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: say(globals, '返回会话列表', 'Back to conversations') }),
    ).toBeNull();
    await userEvent.click(links[1]!);
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: say(globals, '商城首页', 'Mall home') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** PC with no store chosen: a prompt where the conversation goes. */
export const NoneOpen: Story = {
  args: { activeShopId: null, panel: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '请选择一个会话', 'Choose a conversation'))).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

/** Phone, a conversation open: only the panel, with a back button to the list. */
export const PhoneOpen: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.queryByRole('list', { name: say(globals, '会话列表', 'Conversations') })).toBeNull();
    await expect(canvas.getByRole('log')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '返回会话列表', 'Back to conversations') }),
    );
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Phone, nothing open: only the list. */
export const PhoneList: Story = {
  globals: matrix.zhMobile,
  args: { activeShopId: null, panel: null },
  play: async ({ canvas, args, globals }) => {
    const nav = conversationsNav(canvas, globals);
    await expect(nav).toBeVisible();
    await expect(canvas.getByText(say(globals, '请选择一个会话', 'Choose a conversation'))).not.toBeVisible();
    await userEvent.click(within(nav).getAllByRole('link')[2]!);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

/** No conversation yet. */
export const NoConversations: Story = {
  args: { conversations: [], activeShopId: null, panel: null },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '暂无会话', 'No conversations yet'))).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = {
  args: { conversations: null, panel: { ...panel, shop: null, messages: null, recentBrowse: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('conversations-loading')).toBeVisible();
  },
};

/** The list could not be loaded: retry. */
export const Failed: Story = {
  args: { conversations: null, conversationsFailed: true, activeShopId: null, panel: null },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByText(say(globals, '会话列表加载失败', 'The conversations could not be loaded')),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '重试', 'Retry') }));
    await expect(args.onRetryConversations).toHaveBeenCalledTimes(1);
  },
};

/** Open, none open, empty and loading, two by two within the visual test's frame, in the story's language. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-2">
      <ChatScreen {...args} className="h-[370px]" data-state="open" />
      <ChatScreen {...args} className="h-[370px]" activeShopId={null} panel={null} data-state="none" />
      <ChatScreen
        {...args}
        className="h-[370px]"
        conversations={[]}
        activeShopId={null}
        panel={null}
        data-state="empty"
      />
      <ChatScreen
        {...args}
        className="h-[370px]"
        conversations={null}
        activeShopId={null}
        panel={null}
        data-state="loading"
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const frame = (state: string) =>
      within(canvasElement.querySelector<HTMLElement>(`[data-state="${state}"]`)!);
    await expect(
      frame('none').getByRole('heading', { level: 1, name: say(globals, '客服', 'Customer service') }),
    ).toBeVisible();
    await expect(frame('none').getByText('99+')).toBeVisible();
    await expect(frame('open').getByRole('log')).toBeVisible();
    await expect(frame('empty').getByText(say(globals, '暂无会话', 'No conversations yet'))).toBeVisible();
    await expect(frame('loading').getByTestId('conversations-loading')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

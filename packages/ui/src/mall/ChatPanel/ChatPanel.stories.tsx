import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_TEXT_MAX, IMAGE_MAX_BYTES, type ChatMessage } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { say, type Globals } from '../../storybook/say.ts';
import {
  chatHistory,
  chatOrder,
  chatProd,
  chatRun,
  chatShop,
  chatShopOffline,
  chatShopSport,
  chatText,
  longText,
  recentBrowse,
} from '../../storybook/fixtures/chat.ts';
import { ChatBanner, ChatPanel, type ChatPanelProps } from './ChatPanel.tsx';
import type { ChatConnectionBanner } from './chatView.ts';

const meta = {
  title: 'Mall/ChatPanel',
  component: ChatPanel,
  args: {
    shop: chatShop,
    messages: chatHistory,
    peerReadSeq: 5,
    readSeq: 7,
    hasOlder: true,
    connection: 'open',
    recentBrowse,
    onSendText: fn(),
    onSendImage: fn(),
    onSendProd: fn(),
    onSendOrder: fn(),
    onRetry: fn(),
    onLoadOlder: fn(),
    onRead: fn(),
    onReconsult: fn(),
    onRefresh: fn(),
    onLogin: fn(),
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.bare ? (
        <Story />
      ) : (
        <div className="h-[600px]">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A real 1x1 PNG, so a picked picture is a real image. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
/** The file chooser lets a shopper pick "All files", so the panel must check. */
const shopper = () => userEvent.setup({ applyAccept: false });

type Canvas = ReturnType<typeof within>;
const log = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole('log', { name: say(globals, '消息', 'Messages') });
const box = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole('textbox', { name: say(globals, '输入消息', 'Message') });
/** The alert that says `text` (the composer keeps an empty alert of its own). */
const alertWith = (canvas: Canvas, text: string) => {
  const found = canvas.getAllByRole('alert').filter((a: HTMLElement) => a.textContent?.includes(text));
  if (found.length !== 1) throw new Error(`${found.length} alerts say "${text}"`);
  return found[0]!;
};
/** Whether an element of the log is scrolled into the log's view (toBeVisible ignores scrolling). */
const inView = (element: HTMLElement, region: HTMLElement) => {
  const box = region.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return rect.bottom > box.top && rect.top < box.bottom;
};
const sendButton = (canvas: Canvas, globals: Globals) =>
  canvas.getByRole('button', { name: say(globals, '发送', 'Send') });

/** The history: every kind of message, a separator per day, own messages right with read marks. */
export const History: Story = {
  play: async ({ canvas, globals }) => {
    const region = log(canvas, globals);
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(within(region).getByText('2026.11.25')).toBeVisible();
    await expect(within(region).getByText('2026.11.26')).toBeVisible();
    await expect(within(region).getByText('你好，请问这款杯子可以用洗碗机吗？')).toBeVisible();
    const prod = within(region).getByRole('link', { name: new RegExp(chatProd.prodName) });
    await expect(prod).toHaveAttribute('href', `/detail/${chatProd.prodId}`);
    const order = within(region).getByRole('link', { name: new RegExp(chatOrder.orderNumber) });
    await expect(order).toHaveAttribute('href', `/order-detail?orderNumber=${chatOrder.orderNumber}`);
    await expect(within(order).getByText(say(globals, '待收货', 'Pending receipt'))).toBeVisible();
    // Own messages up to peerReadSeq 5 are read (1, 2, 4, 5); 7 is not yet; the store's carry no mark.
    await expect(within(region).getAllByText(say(globals, '已读', 'Read'))).toHaveLength(4);
    await expect(within(region).getAllByText(say(globals, '未读', 'Unread'))).toHaveLength(1);
    const own = region.querySelector('[data-msg="m7"]')!;
    const theirs = region.querySelector('[data-msg="m6"]')!;
    await expect(own).toHaveClass('justify-end');
    await expect(theirs).toHaveClass('justify-start');
    // The newest message is in view.
    await waitFor(() => expect(inView(within(region).getByText('好的，谢谢！'), region)).toBe(true));
    await expect(inView(within(region).getByText('你好，请问这款杯子可以用洗碗机吗？'), region)).toBe(false);
    await expect(canvas.getByText(say(globals, '客服在线', 'Customer service online'))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '服务时间 09:00–17:00', 'Service hours 09:00–17:00')),
    ).toBeVisible();
  },
};

/** A picture opens larger in a dialog. */
export const ImageLarger: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '查看大图', 'View the image larger') }),
    );
    const dialog = await screen.findByRole('dialog', { name: say(globals, '图片', 'Image') });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByRole('img')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Send: the callback gets the trimmed text and the box empties; an empty box sends nothing. */
export const SendText: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = box(canvas, globals);
    await expect(sendButton(canvas, globals)).toBeDisabled();
    await userEvent.type(text, '   ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await userEvent.type(text, '什么时候发货？  ');
    await userEvent.click(sendButton(canvas, globals));
    await expect(args.onSendText).toHaveBeenCalledTimes(1);
    await expect(args.onSendText).toHaveBeenCalledWith('什么时候发货？');
    await expect(text).toHaveValue('');
    await expect(text).toHaveFocus();
  },
};

/** Enter sends; Shift+Enter starts a new line and sends nothing. */
export const EnterAndShiftEnter: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = box(canvas, globals);
    await userEvent.type(text, '第一行');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.type(text, '第二行');
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(text).toHaveValue('第一行\n第二行');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith('第一行\n第二行');
    await expect(text).toHaveValue('');
  },
};

/** The counter counts characters; over 500 the text stays, is refused with a message and not sent. */
export const OverLimit: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = box(canvas, globals);
    const counter = canvas.getByTestId('chat-counter');
    await expect(counter).toHaveTextContent(`0/${CHAT_TEXT_MAX}`);
    await userEvent.click(text);
    await userEvent.paste(longText(CHAT_TEXT_MAX));
    await expect(counter).toHaveTextContent(`${CHAT_TEXT_MAX}/${CHAT_TEXT_MAX}`);
    await expect(text).not.toHaveAttribute('aria-invalid');
    await userEvent.paste('多');
    await expect(counter).toHaveTextContent(`${CHAT_TEXT_MAX + 1}/${CHAT_TEXT_MAX}`);
    await expect(counter).toHaveClass('text-danger');
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(sendButton(canvas, globals));
    await expect(args.onSendText).not.toHaveBeenCalled();
    await expect(
      alertWith(
        canvas,
        say(
          globals,
          `消息最多 ${CHAT_TEXT_MAX} 个字`,
          `A message can have at most ${CHAT_TEXT_MAX} characters`,
        ),
      ),
    ).toBeVisible();
    await expect(text).toHaveValue(longText(CHAT_TEXT_MAX) + '多');
    // Back within the limit, it sends.
    await userEvent.click(text);
    await userEvent.keyboard('{Backspace}{Enter}');
    await expect(args.onSendText).toHaveBeenCalledWith(longText(CHAT_TEXT_MAX));
  },
};

/** Pictures only, 2 MB at most: refused with the domain's messages before anything is sent. */
export const ImageRefused: Story = {
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByLabelText(say(globals, '发送图片', 'Send an image'));
    await shopper().upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(
        globals,
        '仅支持上传JPG、PNG、WebP或GIF格式的图片',
        'Only JPG, PNG, WebP or GIF images can be uploaded',
      ),
    );
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await shopper().upload(input, big);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '图片大小不能超过2MB', 'The image must not be larger than 2 MB'),
    );
    await expect(args.onSendImage).not.toHaveBeenCalled();
    const good = new File([PNG], 'photo.png', { type: 'image/png' });
    await shopper().upload(input, good);
    await expect(args.onSendImage).toHaveBeenCalledTimes(1);
    await expect(args.onSendImage).toHaveBeenCalledWith(good);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const ImageRefusedEn: Story = { ...ImageRefused, globals: matrix.enPc };

/** Messages on their way: "sending", and "failed" with a retry that gives back the clientMsgId. */
export const PendingAndFailed: Story = {
  args: {
    pending: [
      { clientMsgId: 'c-000001', msgType: 'text', content: '还在吗？', status: 'sending' },
      { clientMsgId: 'c-000002', msgType: 'text', content: '请尽快回复', status: 'failed' },
      {
        clientMsgId: 'c-000005',
        msgType: 'order',
        content: '1866000000000099999',
        status: 'failed',
        error: '订单不存在',
      },
    ],
  },
  play: async ({ canvas, args, globals }) => {
    const region = log(canvas, globals);
    await expect(within(region).getByText(say(globals, '发送中', 'Sending'))).toBeVisible();
    await expect(within(region).getByText(say(globals, '发送失败', 'Failed to send'))).toBeVisible();
    const resend = within(region).getAllByRole('button', { name: say(globals, '重新发送', 'Resend') });
    await expect(resend).toHaveLength(2);
    await userEvent.click(resend[0]!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).toHaveBeenCalledWith('c-000002');
    // A refusal the server explained shows its reason instead.
    await expect(within(region).getByText('订单不存在')).toBeVisible();
    await expect(within(region).getAllByText(say(globals, '发送失败', 'Failed to send'))).toHaveLength(1);
  },
};

/** "Load earlier messages" at the top asks for the page before; without more, it says so. */
export const LoadOlder: Story = {
  play: async ({ canvas, args, globals }) => {
    const region = log(canvas, globals);
    region.scrollTop = 0;
    await userEvent.click(
      within(region).getByRole('button', { name: say(globals, '查看更早的消息', 'Load earlier messages') }),
    );
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};
export const NoOlder: Story = {
  args: { hasOlder: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('button', { name: say(globals, '查看更早的消息', 'Load earlier messages') }),
    ).toBeNull();
    await expect(
      canvas.getByText(say(globals, '没有更早的消息了', 'No earlier messages')),
    ).toBeInTheDocument();
  },
};

/** Earlier messages come in above without moving what the reader sees. */
function OlderKeepsPlace(args: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(chatRun(21, 40));
  return (
    <ChatPanel
      {...args}
      messages={messages}
      hasOlder={messages[0]!.seq > 1}
      onLoadOlder={() => setMessages((all) => [...chatRun(1, 20), ...all])}
    />
  );
}
export const LoadOlderKeepsPlace: Story = {
  render: (args) => <OlderKeepsPlace {...args} />,
  play: async ({ canvas, globals }) => {
    const region = log(canvas, globals);
    await waitFor(() => expect(within(region).getByText('第 40 条：客服的回复。')).toBeVisible());
    region.scrollTop = 0;
    const anchor = within(region).getByText('第 21 条：我的问题。');
    const before = anchor.getBoundingClientRect().top;
    await userEvent.click(
      within(region).getByRole('button', { name: say(globals, '查看更早的消息', 'Load earlier messages') }),
    );
    await waitFor(() => expect(within(region).getByText('第 1 条：我的问题。')).toBeInTheDocument());
    await expect(Math.abs(anchor.getBoundingClientRect().top - before)).toBeLessThan(2);
  },
};

/** A new message while the reader is scrolled up: a jump button instead of a jump; it scrolls down. */
function LiveMessages(args: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(chatRun(1, 30));
  return (
    <div className="flex h-full flex-col">
      <button
        type="button"
        onClick={() =>
          setMessages((all) => [...all, chatText(all.length + 1, 'shop', `新消息 ${all.length + 1}`)])
        }
      >
        receive
      </button>
      <ChatPanel {...args} messages={messages} readSeq={30} className="flex-1" />
    </div>
  );
}
export const NewMessageJump: Story = {
  render: (args) => <LiveMessages {...args} />,
  play: async ({ canvas, args, globals }) => {
    const region = log(canvas, globals);
    // At the bottom, a new message scrolls into view and is reported read.
    await userEvent.click(canvas.getByRole('button', { name: 'receive' }));
    await waitFor(() => expect(inView(within(region).getByText('新消息 31'), region)).toBe(true));
    await waitFor(() => expect(args.onRead).toHaveBeenLastCalledWith(31));
    // Scrolled up, the next ones wait behind a button.
    region.scrollTop = 0;
    region.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'receive' }));
    await userEvent.click(canvas.getByRole('button', { name: 'receive' }));
    const jump = await canvas.findByRole('button', { name: say(globals, '2条新消息', '2 new messages') });
    await expect(inView(within(region).getByText('新消息 33'), region)).toBe(false);
    await expect(args.onRead).not.toHaveBeenCalledWith(33);
    await userEvent.click(jump);
    await waitFor(() => expect(inView(within(region).getByText('新消息 33'), region)).toBe(true));
    await expect(
      canvas.queryByRole('button', { name: say(globals, '2条新消息', '2 new messages') }),
    ).toBeNull();
    await waitFor(() => expect(args.onRead).toHaveBeenLastCalledWith(33));
  },
};

/** Opening a conversation with unread messages reports them read up to the last seq, once. */
export const ReportsRead: Story = {
  args: { readSeq: 3 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onRead).toHaveBeenCalledWith(7));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
  },
};

/** Nothing said yet: an invitation to ask, and the composer ready. */
export const Empty: Story = {
  args: { messages: [], hasOlder: false, peerReadSeq: 0, readSeq: 0 },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(
        say(
          globals,
          '暂无消息，有关商品或订单的问题都可以咨询客服',
          'No messages yet. Ask customer service anything about products or orders.',
        ),
      ),
    ).toBeVisible();
    await expect(box(canvas, globals)).toBeEnabled();
  },
};

/** The store and the history are loading. */
export const Loading: Story = {
  args: { shop: null, messages: null, recentBrowse: null },
  play: async ({ canvas, globals }) => {
    await expect(log(canvas, globals)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('chat-loading')).toBeVisible();
    await expect(canvas.getByTestId('recent-loading')).toBeVisible();
    await expect(box(canvas, globals)).toBeDisabled();
  },
};

/** A long text wraps inside its bubble; nothing runs out of the panel. */
export const LongText: Story = {
  args: {
    messages: [
      chatText(1, 'user', longText(CHAT_TEXT_MAX)),
      chatText(2, 'shop', 'https://example.com/' + 'a'.repeat(200)),
    ],
    hasOlder: false,
  },
  play: async ({ canvas, globals }) => {
    const region = log(canvas, globals);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

const banners: ChatConnectionBanner[] = ['connecting', 'reconnecting', 'broken', 'offline', 'replaced'];

/** Connecting and reconnecting: a status line; messages can still be written (they wait in the outbox). */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '连接已断开，正在重连…', 'Disconnected, reconnecting…'),
    );
    await expect(box(canvas, globals)).toBeEnabled();
  },
};

/** Broken after the retries: refresh; nothing can be sent. */
export const Broken: Story = {
  args: { connection: 'broken' },
  play: async ({ canvas, args, globals }) => {
    const alert = alertWith(
      canvas,
      say(globals, '连接已中断，请刷新页面', 'The connection is broken, please refresh the page'),
    );
    await userEvent.click(within(alert).getByRole('button', { name: say(globals, '刷新', 'Refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(box(canvas, globals)).toBeDisabled();
    await expect(canvas.getByLabelText(say(globals, '发送图片', 'Send an image'))).toBeDisabled();
  },
};

/** Taken over by another device (the notice or the state): refresh. */
export const LoggedInElsewhere: Story = {
  args: { connection: 'replaced', notices: ['loggedInElsewhere'] },
  play: async ({ canvas, args, globals }) => {
    const alert = alertWith(canvas, say(globals, '您已在其他地方登录', 'You have logged in elsewhere'));
    await userEvent.click(within(alert).getByRole('button', { name: say(globals, '刷新', 'Refresh') }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(box(canvas, globals)).toBeDisabled();
  },
};

/** The account went offline: log in again. */
export const AccountOffline: Story = {
  args: { connection: 'offline', notices: ['offline'] },
  play: async ({ canvas, args, globals }) => {
    const alert = alertWith(canvas, say(globals, '账号已下线', 'Your account is offline'));
    await userEvent.click(
      within(alert).getByRole('button', { name: say(globals, '重新登录', 'Log in again') }),
    );
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(box(canvas, globals)).toBeDisabled();
  },
};

/** An inquiry from another page expired: "Re-consult" asks for a new one. */
export const InquiryExpired: Story = {
  args: { notices: ['inquiryExpired'] },
  play: async ({ canvas, args, globals }) => {
    const alert = alertWith(canvas, say(globals, '咨询已过期', 'has expired'));
    await userEvent.click(
      within(alert).getByRole('button', { name: say(globals, '重新咨询', 'Re-consult') }),
    );
    await expect(args.onReconsult).toHaveBeenCalledTimes(1);
    await expect(box(canvas, globals)).toBeEnabled();
  },
};

/** "Customer service is not online": said once in the conversation, however often the notice comes. */
export const CustomerOffline: Story = {
  args: { shop: chatShopOffline, notices: ['customerOffline', 'customerOffline'] },
  play: async ({ canvas, globals }) => {
    const text = say(globals, '客服不在线', 'Customer service is not online');
    await expect(within(log(canvas, globals)).getAllByText(text)).toHaveLength(1);
    await expect(canvas.getByTestId('chat-presence')).toHaveTextContent(text);
    await expect(box(canvas, globals)).toBeEnabled();
  },
};

/** The side panel on PC: what is being asked about and recently viewed, each sent as a card. */
export const SidePanel: Story = {
  args: { consulting: { prod: chatProd, order: chatOrder } },
  play: async ({ canvas, args, globals }) => {
    const recent = canvas.getByRole('region', { name: say(globals, '最近浏览', 'Recently viewed') });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(recentBrowse.length);
    const second = recentBrowse[1]!;
    await userEvent.click(
      within(recent).getByRole('button', {
        name: say(globals, `发送：${second.prodName}`, `Send ${second.prodName}`),
      }),
    );
    await expect(args.onSendProd).toHaveBeenCalledWith(second.prodId);
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '发送商品', 'Send product') }));
    await expect(args.onSendProd).toHaveBeenLastCalledWith(chatProd.prodId);
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '发送订单', 'Send order') }));
    await expect(args.onSendOrder).toHaveBeenCalledWith(chatOrder.orderNumber);
    // On PC the drawer's button is hidden.
    await expect(
      canvas.queryByRole('button', { name: say(globals, '最近浏览', 'Recently viewed') }),
    ).toBeNull();
    await expect(canvas.getByRole('complementary')).toBeVisible();
  },
};

/** No recently viewed products yet. */
export const SidePanelEmpty: Story = {
  args: { recentBrowse: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '暂无浏览记录', 'No recently viewed products'))).toBeVisible();
  },
};

/** Asked from an order page, recent browse not given: the order alone, to send as a card. */
export const ConsultingOrder: Story = {
  args: { recentBrowse: undefined, consulting: { order: chatOrder } },
  play: async ({ canvas, args, globals }) => {
    const side = canvas.getByRole('complementary');
    await expect(
      within(side).queryByRole('region', { name: say(globals, '最近浏览', 'Recently viewed') }),
    ).toBeNull();
    await userEvent.click(within(side).getByRole('button', { name: say(globals, '发送订单', 'Send order') }));
    await expect(args.onSendOrder).toHaveBeenCalledWith(chatOrder.orderNumber);
  },
};

/** Without recent browse (the merchant's side): no side panel at all. */
export const WithoutSidePanel: Story = {
  args: { recentBrowse: undefined },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: say(globals, '最近浏览', 'Recently viewed') }),
    ).toBeNull();
  },
};

/** On a phone the side panel is a drawer: sending from it closes it. */
export const PhoneDrawer: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '最近浏览', 'Recently viewed') }));
    const drawer = await screen.findByRole('dialog', { name: say(globals, '最近浏览', 'Recently viewed') });
    const first = recentBrowse[0]!;
    await userEvent.click(
      within(drawer).getByRole('button', {
        name: say(globals, `发送：${first.prodName}`, `Send ${first.prodName}`),
      }),
    );
    await expect(args.onSendProd).toHaveBeenCalledWith(first.prodId);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Every state at PC size within the visual test's frame: a conversation with every kind of message,
 * sending and failed messages, the notices (not online, once; the expired inquiry) and the side panel;
 * each connection line; an empty conversation of another store without a side panel.
 */
export const AllStates: Story = {
  parameters: { bare: true },
  render: (args) => (
    <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="h-[520px] border border-neutral-200" data-state="history">
        <ChatPanel
          {...args}
          shop={chatShopOffline}
          consulting={{ prod: chatProd }}
          notices={['customerOffline', 'inquiryExpired']}
          pending={[
            { clientMsgId: 'c-000003', msgType: 'text', content: '在吗？', status: 'sending' },
            { clientMsgId: 'c-000004', msgType: 'prod', content: '101', prod: chatProd, status: 'failed' },
          ]}
        />
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 border border-neutral-200" data-state="connection">
          {banners.map((banner) => (
            <ChatBanner key={banner} banner={banner} onRefresh={args.onRefresh} onLogin={args.onLogin} />
          ))}
        </div>
        <div className="h-[300px] border border-neutral-200" data-state="empty">
          <ChatPanel {...args} shop={chatShopSport} messages={[]} hasOlder={false} recentBrowse={undefined} />
        </div>
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('log')).toHaveLength(2);
    for (const [zh, en] of [
      ['正在连接…', 'Connecting…'],
      ['连接已断开，正在重连…', 'Disconnected, reconnecting…'],
      ['连接已中断，请刷新页面', 'The connection is broken, please refresh the page'],
      ['账号已下线，请重新登录', 'Your account is offline, please log in again'],
      ['您已在其他地方登录，请刷新页面', 'You have logged in elsewhere, please refresh the page'],
    ] as const) {
      await expect(canvas.getByText(say(globals, zh, en))).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: say(globals, '重新咨询', 'Re-consult') })).toBeVisible();
    await expect(canvas.getByText(say(globals, '发送失败', 'Failed to send'))).toBeInTheDocument();
    await expect(
      canvas.getAllByText(say(globals, '客服不在线', 'Customer service is not online')),
    ).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

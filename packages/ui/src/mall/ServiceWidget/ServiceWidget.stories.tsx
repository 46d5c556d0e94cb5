import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { ServiceWidget } from './ServiceWidget.tsx';

const meta = {
  title: 'Mall/ServiceWidget',
  component: ServiceWidget,
  args: { onContact: fn(), onHome: fn(), onBackToTop: fn() },
} satisfies Meta<typeof ServiceWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Floating at the bottom right; each button calls its own callback. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: '快捷服务' });
    await expect(getComputedStyle(group).position).toBe('fixed');
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '返回首页' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '回到顶部' }));
    await expect(args.onBackToTop).toHaveBeenCalledTimes(1);
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches the buttons in order, focus shows the label as a tooltip, Enter activates. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip', { name: '联系客服' })).toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(args.onContact).not.toHaveBeenCalled();
  },
};

/** Without a callback, back to top scrolls the window smoothly to 0. */
export const DefaultBackToTop: Story = {
  args: { onBackToTop: undefined },
  play: async ({ canvas }) => {
    const original = window.scrollTo;
    const scrollTo = fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    try {
      await userEvent.click(canvas.getByRole('button', { name: '回到顶部' }));
      await expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    } finally {
      window.scrollTo = original;
    }
  },
};

/** At the top of the page the app hides back to top. */
export const WithoutBackToTop: Story = {
  args: { showBackToTop: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '回到顶部' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
  },
};

/** Unread chat messages: a badge on the contact button, read out with its name; above 99, 99+. */
export const WithUnread: Story = {
  args: { unread: 3 },
  play: async ({ canvas, args }) => {
    const contact = canvas.getByRole('button', { name: '联系客服，3条未读消息' });
    await expect(canvas.getByTestId('chat-unread')).toHaveTextContent('3');
    await userEvent.click(contact);
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};
export const WithManyUnread: Story = {
  args: { unread: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '联系客服，99+条未读消息' })).toBeVisible();
    await expect(canvas.getByTestId('chat-unread')).toHaveTextContent('99+');
  },
};

/** No unread messages: no badge, the plain name. */
export const WithoutUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('chat-unread')).toBeNull();
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeVisible();
  },
};

/** Every state laid out in place for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex gap-8">
      <ServiceWidget {...args} fixed={false} aria-label="Full" />
      <ServiceWidget {...args} fixed={false} showBackToTop={false} aria-label="At the top of the page" />
      <ServiceWidget {...args} fixed={false} unread={5} aria-label="Unread messages" />
      <ServiceWidget {...args} fixed={false} unread={120} aria-label="Many unread messages" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(
      canvas.getAllByRole('button', { name: en ? 'Contact customer service' : '联系客服' }),
    ).toHaveLength(2);
    await expect(
      canvas.getByRole('button', {
        name: en ? 'Contact customer service, 99+ unread messages' : '联系客服，99+条未读消息',
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en ? 'Back to top' : '回到顶部' })).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import FakeTimers from '@sinonjs/fake-timers';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Toast, ToastProvider, useToast, type ToastType } from './Toast.tsx';
import { say } from '../../storybook/say.ts';
import { ToastHost } from './ToastHost.tsx';

/** Long enough that nothing closes by itself while a play function runs. */
const LONG = 60_000;

const meta = {
  title: 'Primitives/Toast',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args}>
      <Pushers duration={LONG} />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

function Pushers({ duration }: { duration?: number }) {
  const { t } = useLingui();
  const { push } = useToast();
  const messages: Record<ToastType, string> = {
    info: t`Added to cart`,
    success: t`Payment successful`,
    warning: t`Insufficient inventory`,
    error: t`The server had a small problem~`,
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(messages) as ToastType[]).map((type) => (
        <Button
          key={type}
          variant="outline"
          onClick={() => push({ type, message: messages[type], duration })}
        >
          {type}
        </Button>
      ))}
    </div>
  );
}

/** The toasts live in a labelled region (radix also announces them through a hidden live region). */
const toastRegion = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(
    within(canvasElement.ownerDocument.body).getByRole('region', {
      name: say(globals, '通知 (F8)', 'Notifications (F8)'),
    }),
  );

export const PushWarningAndError: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'warning' }));
    const region = toastRegion(canvasElement, globals);
    const warning = await region.findByRole('alert');
    await expect(warning).toHaveTextContent(say(globals, '库存不足', 'Insufficient inventory'));
    await expect(warning.closest('li')).toHaveAttribute('data-type', 'warning');
    await expect(warning.closest('li')!.className).toContain('bg-warning-soft');
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    await waitFor(() => expect(region.getAllByRole('alert')).toHaveLength(2));
    const error = region.getAllByRole('alert')[1]!;
    await expect(error).toHaveTextContent(
      say(globals, '服务器出了点小差~', 'The server had a small problem~'),
    );
    await expect(error.closest('li')!.className).toContain('bg-danger-soft');
  },
};

export const PushInfoAndSuccess: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    const region = toastRegion(canvasElement, globals);
    await waitFor(() => expect(region.getAllByRole('status')).toHaveLength(2));
    const [info, success] = region.getAllByRole('status');
    await expect(info).toHaveTextContent(say(globals, '已加入购物车', 'Added to cart'));
    await expect(success).toHaveTextContent(say(globals, '支付成功', 'Payment successful'));
    await expect(region.queryByRole('alert')).toBeNull();
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    const region = toastRegion(canvasElement, globals);
    const toast = (await region.findByRole('alert')).closest('li')!;
    await userEvent.click(within(toast).getByRole('button', { name: say(globals, '关闭', 'Close') }));
    await waitFor(() => expect(region.queryByRole('alert')).toBeNull());
  },
};

export const AtMostThree: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    for (const type of ['info', 'success', 'warning', 'error']) {
      await userEvent.click(canvas.getByRole('button', { name: type }));
    }
    const region = toastRegion(canvasElement, globals);
    // The oldest (info) made room for the newest.
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(3));
    await expect(region.queryByText(say(globals, '已加入购物车', 'Added to cart'))).toBeNull();
    // Visible once the fade-in has run.
    await waitFor(() =>
      expect(
        region.getByText(say(globals, '服务器出了点小差~', 'The server had a small problem~')),
      ).toBeVisible(),
    );
  },
};

/** Without a duration a toast closes after 3000 ms: proved on a fake clock, not by waiting. */
export const DefaultDurationOnFakeClock: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Pushers />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const button = canvas.getByRole('button', { name: 'success' });
    const clock = FakeTimers.withGlobal(window).install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      fireEvent.click(button);
      const region = toastRegion(canvasElement, globals);
      await expect(region.getByRole('status')).toHaveTextContent(
        say(globals, '支付成功', 'Payment successful'),
      );
      clock.tick(2999);
      await expect(region.getByRole('status')).toBeInTheDocument();
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await waitFor(() => expect(toastRegion(canvasElement, globals).queryByRole('status')).toBeNull());
  },
};

function AllToasts() {
  const { t } = useLingui();
  return (
    <ToastProvider viewportClassName="static mx-0 w-72">
      <Toast type="info" duration={Infinity}>
        {t`Added to cart`}
      </Toast>
      <Toast type="success" duration={Infinity}>
        {t`Payment successful`}
      </Toast>
      <Toast type="warning" duration={Infinity}>
        {t`Insufficient inventory`}
      </Toast>
      <Toast type="error" duration={Infinity}>
        {t`The server had a small problem~`}
      </Toast>
      <Toast type="warning" duration={Infinity}>
        {t`The flash sale is too busy, please try later`}
      </Toast>
    </ToastProvider>
  );
}

/** Every type at once (the viewport laid out in place), for visual review and the matrix. */
export const AllStates: Story = {
  render: () => <AllToasts />,
  play: async ({ canvasElement, globals }) => {
    const region = toastRegion(canvasElement, globals);
    await waitFor(() => expect(region.getAllByRole('alert')).toHaveLength(3));
    await expect(region.getAllByRole('status')).toHaveLength(2);
    // Visible once the fade-in has run.
    await waitFor(() =>
      expect(
        region.getByText(say(globals, '服务器出了点小差~', 'The server had a small problem~')),
      ).toBeVisible(),
    );
    await expect(region.getAllByRole('button', { name: say(globals, '关闭', 'Close') })).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

/**
 * The storefront's host: nothing of the toasts' UI is on the page before the first toast (it loads then),
 * and a toast pushed meanwhile still shows.
 */
export const HostLoadsOnFirstToast: Story = {
  render: () => (
    <ToastHost>
      <Pushers duration={LONG} />
    </ToastHost>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const name = say(globals, '通知 (F8)', 'Notifications (F8)');
    await expect(body.queryByRole('region', { name })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'warning' }));
    const region = within(await body.findByRole('region', { name }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      say(globals, '库存不足', 'Insufficient inventory'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    await waitFor(() => expect(region.getAllByRole('listitem')).toHaveLength(2));
  },
};

/** A sink connected once; a message sent through it (as the API client's notifier sends) shows. */
let sendFromOutside: ((type: ToastType, message: string) => void) | undefined;
let disconnected = false;

/**
 * Messages from outside React (an app's API client) reach the host through `connect`: one sent after
 * mounting shows as a toast of its type.
 */
export const HostConnectedToTheClient: Story = {
  render: () => (
    <ToastHost
      connect={(sink) => {
        sendFromOutside = sink;
        return () => {
          disconnected = true;
        };
      }}
    >
      <p>page</p>
    </ToastHost>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(typeof sendFromOutside).toBe('function'));
    await expect(disconnected).toBe(false);
    sendFromOutside!('error', 'server said no');
    await expect(await body.findByRole('alert')).toHaveTextContent('server said no');
  },
};

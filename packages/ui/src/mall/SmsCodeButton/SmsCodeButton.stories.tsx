import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { matrix } from '../../storybook/matrix.ts';
import { SmsCodeButton, type SmsClock } from './SmsCodeButton.tsx';

/** 2026-06-18 10:00 Beijing time: every story starts its fake clock here. */
const START = Date.UTC(2026, 5, 18, 2, 0, 0);
const VALID = '13812345678';

// A fresh fake clock per story (beforeEach); the SmsClock object handed to the component stays the same.
let fake = createClock(START);
const clock: SmsClock = {
  now: () => fake.now,
  setInterval: (callback, ms) => fake.setInterval(callback, ms),
  clearInterval: (id) => fake.clearInterval(id as ReturnType<typeof fake.setInterval>),
};

const getCode = (locale: unknown) => (locale === 'en' ? 'Get code' : '获取验证码');
const resendIn = (locale: unknown, n: number) => (locale === 'en' ? `Resend in ${n}s` : `${n}秒后重新获取`);

const meta = {
  title: 'Mall/SmsCodeButton',
  component: SmsCodeButton,
  args: { phone: VALID, onSend: fn(async () => {}), onInvalidPhone: fn(), clock },
  beforeEach: () => {
    fake = createClock(START);
  },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Valid phone: one click sends once, then the 60-second countdown runs, ends, and the button works again. */
export const Countdown: Story = {
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: getCode(globals.locale) }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(VALID);
    const counting = await canvas.findByRole('button', { name: resendIn(globals.locale, 60) });
    await expect(counting).toBeDisabled();
    await userEvent.click(counting, { pointerEventsCheck: 0 });
    await expect(args.onSend).toHaveBeenCalledTimes(1);

    fake.tick(59_000);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: resendIn(globals.locale, 1) })).toBeDisabled(),
    );
    fake.tick(1_000);
    const back = await canvas.findByRole('button', { name: getCode(globals.locale) });
    await expect(back).toBeEnabled();
    await userEvent.click(back);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await canvas.findByRole('button', { name: resendIn(globals.locale, 60) });
  },
};

/** Invalid phone: nothing is sent; the domain phone message is handed to onInvalidPhone. */
export const InvalidPhone: Story = {
  args: { phone: '1381234567' },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: getCode(globals.locale) }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onInvalidPhone).toHaveBeenCalledTimes(1);
    await expect(args.onInvalidPhone).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'rule.phone.invalid' }),
    );
    await expect(canvas.getByRole('button', { name: getCode(globals.locale) })).toBeEnabled();
  },
};

let release: () => void = () => {};
/** While the request is pending the button is busy and further clicks send nothing. */
export const Pending: Story = {
  args: {
    onSend: fn(() => new Promise<void>((resolve) => (release = resolve))),
  },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: getCode(globals.locale) });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    release();
    await canvas.findByRole('button', { name: resendIn(globals.locale, 60) });
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** A failed request starts no countdown: the button is usable again at once. */
export const SendFails: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('sms gateway down'))) },
  play: async ({ canvas, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: getCode(globals.locale) }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const button = await canvas.findByRole('button', { name: getCode(globals.locale) });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: resendIn(globals.locale, 60) })).toBeNull();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** A countdown resumed after a remount shows the seconds still left. */
export const Resumed: Story = {
  args: { initialEndsAt: START + 42_000 },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('button', { name: resendIn(globals.locale, 42) })).toBeDisabled();
    fake.tick(42_000);
    await userEvent.click(await canvas.findByRole('button', { name: getCode(globals.locale) }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', { name: getCode(globals.locale) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Clicks itself once on mount, with a request that never answers: the pending look. */
function PendingButton() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.click(), []);
  return <SmsCodeButton ref={ref} phone={VALID} clock={clock} onSend={() => new Promise<void>(() => {})} />;
}

function AllSmsButtons() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SmsCodeButton phone={VALID} clock={clock} onSend={async () => {}} />
      <PendingButton />
      <SmsCodeButton phone={VALID} clock={clock} onSend={async () => {}} initialEndsAt={START + 60_000} />
      <SmsCodeButton phone={VALID} clock={clock} onSend={async () => {}} initialEndsAt={START + 5_000} />
      <SmsCodeButton phone={VALID} clock={clock} onSend={async () => {}} disabled />
      <SmsCodeButton phone={VALID} clock={clock} onSend={async () => {}} variant="outline" size="sm" />
    </div>
  );
}

/** Idle, pending, counting (60 s and 5 s), disabled, and a small outline one. */
export const AllStates: Story = {
  render: () => <AllSmsButtons />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const idle = canvas.getAllByRole('button', { name: getCode(globals.locale) });
    await expect(idle).toHaveLength(4);
    await waitFor(() => expect(idle[1]).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: resendIn(globals.locale, 60) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: resendIn(globals.locale, 5) })).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

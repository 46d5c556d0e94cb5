import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loginMobileForm } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import {
  authClock,
  authText as text,
  resetAuthClock,
  tick,
  timerStarted,
} from '../../storybook/fixtures/auth.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { MobileCodeFields } from './MobileCodeFields.tsx';

interface DemoProps {
  onSendCode: (mobile: string) => Promise<void> | void;
  mobile?: string;
  code?: string;
  /** Shows the rule's messages of the starting values at once. */
  validateOnMount?: boolean;
}

/** The fields on a rule form, as the account screens hold them. */
function DemoForm({ onSendCode, mobile = '', code = '', validateOnMount = false }: DemoProps) {
  const form = useRuleForm(
    loginMobileForm,
    { mobile, code, agreement: true },
    ['mobile', 'code'] as const,
    validateOnMount,
  );
  return (
    <form noValidate className="flex w-80 flex-col gap-4">
      <MobileCodeFields form={form} onSendCode={onSendCode} smsClock={authClock} />
    </form>
  );
}

const meta = {
  title: 'Mall/MobileCodeFields',
  component: DemoForm,
  args: { onSendCode: fn(async () => {}) },
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof DemoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields are labelled; the code field carries the "Get code" button. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: text.phone(globals) })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await expect(canvas.getByRole('button', { name: text.getCode(globals) })).toBeEnabled();
  },
};

/** "Get code" with a bad phone: the phone field shows the rule's message and gets the focus; nothing is sent. */
export const InvalidPhone: Story = {
  play: async ({ args, canvas, globals }) => {
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    await userEvent.type(phone, '1381234');
    await userEvent.click(canvas.getByRole('button', { name: text.getCode(globals) }));
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await expect(phone).toHaveFocus();
    await expect(args.onSendCode).not.toHaveBeenCalled();
    // Typing again clears the message.
    await userEvent.type(phone, '5678');
    await expect(phone).not.toHaveAttribute('aria-invalid');
  },
};

/** A valid phone: the code is sent once, then the button counts 60 seconds down. */
export const SendsCode: Story = {
  play: async ({ args, canvas, globals }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text.phone(globals) }), '13812345678');
    await userEvent.click(canvas.getByRole('button', { name: text.getCode(globals) }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    await expect(args.onSendCode).toHaveBeenCalledWith('13812345678');
    await expect(await canvas.findByRole('button', { name: text.resendIn(globals, 60) })).toBeDisabled();
    await timerStarted();
    tick(60_000);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.getCode(globals) })).toBeEnabled());
  },
};

/** The form's messages show under their fields. */
export const Messages: Story = {
  args: { mobile: '123', validateOnMount: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('textbox', { name: text.phone(globals) })).toHaveAccessibleDescription(
      text.phoneInvalid(globals),
    );
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveAccessibleDescription(
      text.codeRequired(globals),
    );
  },
};

/** Empty, filled in and with messages, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-6">
      <DemoForm {...args} />
      <DemoForm {...args} mobile="13812345678" code="135790" />
      <DemoForm {...args} mobile="123" validateOnMount />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox', { name: text.phone(globals) })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: text.getCode(globals) })).toHaveLength(3);
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(text.codeRequired(globals))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

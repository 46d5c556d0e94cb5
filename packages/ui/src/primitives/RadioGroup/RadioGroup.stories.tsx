import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { options: [], onValueChange: fn() },
  render: (args) => <PaymentRadios {...args} />,
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => globals.locale === 'en';

function usePayments(): RadioOption[] {
  const { t } = useLingui();
  return [
    { value: 'alipay', label: t`Alipay` },
    { value: 'wechat', label: t`WeChat Pay` },
    { value: 'balance', label: t`Balance`, description: t`Insufficient balance`, disabled: true },
    { value: 'paypal', label: 'PayPal', description: t`Pay in US dollars` },
  ];
}

function useInvoiceTypes(): RadioOption[] {
  const { t } = useLingui();
  return [
    { value: 'personal', label: t`Personal` },
    { value: 'unit', label: t`Unit` },
  ];
}

function PaymentRadios(props: Partial<RadioGroupProps>) {
  const { t } = useLingui();
  return <RadioGroup label={t`Payment method`} {...props} options={usePayments()} />;
}

function InvoiceRadios(props: Partial<RadioGroupProps>) {
  const { t } = useLingui();
  return (
    <RadioGroup label={t`Invoice type`} orientation="horizontal" {...props} options={useInvoiceTypes()} />
  );
}

/**
 * Presses an arrow key the way a person does (held for a moment): radix moves focus on the next tick
 * and chooses the focused radio only while an arrow key is down.
 */
async function pressArrow(key: string, expected: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expected).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

const name = (globals: Record<string, unknown>, zh: string, enText: string) => (en(globals) ? enText : zh);

export const Vertical: Story = {
  play: async ({ canvas, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: name(globals, '支付方式', 'Payment method') });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await expect(
      within(group)
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('aria-checked') === 'true'),
    ).toHaveLength(0);
    // Clicking the label chooses its option.
    await userEvent.click(canvas.getByText(name(globals, '微信支付', 'WeChat Pay')));
    await expect(canvas.getByRole('radio', { name: name(globals, '微信支付', 'WeChat Pay') })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('wechat');
  },
};

/** Tab enters at the chosen option; arrows move and choose, skipping the disabled one, and wrap. */
export const ArrowKeys: Story = {
  args: { defaultValue: 'wechat' },
  play: async ({ canvas, args, globals }) => {
    const wechat = canvas.getByRole('radio', { name: name(globals, '微信支付', 'WeChat Pay') });
    const paypal = canvas.getByRole('radio', { name: 'PayPal' });
    const alipay = canvas.getByRole('radio', { name: name(globals, '支付宝', 'Alipay') });
    await userEvent.tab();
    await expect(wechat).toHaveFocus();
    // "Balance" is disabled, so the next stop is PayPal.
    await pressArrow('ArrowDown', paypal);
    await expect(paypal).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paypal');
    await expect(paypal).toHaveAccessibleDescription(name(globals, '以美元支付', 'Pay in US dollars'));
    // The last option wraps round to the first.
    await pressArrow('ArrowDown', alipay);
    await expect(alipay).toBeChecked();
    await pressArrow('ArrowUp', paypal);
    await expect(paypal).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('paypal');
    // Only one stop in the tab order: Tab leaves the group.
    await userEvent.tab();
    await expect(canvas.getAllByRole('radio').some((radio) => radio === document.activeElement)).toBe(false);
  },
};

export const Horizontal: Story = {
  args: { defaultValue: 'personal' },
  render: (args) => <InvoiceRadios {...args} />,
  play: async ({ canvas, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: name(globals, '发票类型', 'Invoice type') });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    const unit = canvas.getByRole('radio', { name: name(globals, '单位', 'Unit') });
    await pressArrow('ArrowRight', unit);
    await expect(unit).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unit');
    const personal = canvas.getByRole('radio', { name: name(globals, '个人', 'Personal') });
    await pressArrow('ArrowLeft', personal);
    await expect(personal).toBeChecked();
  },
};

export const DisabledOption: Story = {
  play: async ({ canvas, args, globals }) => {
    const balance = canvas.getByRole('radio', { name: name(globals, '余额', 'Balance') });
    await expect(balance).toBeDisabled();
    await userEvent.click(balance, { pointerEventsCheck: 0 });
    await expect(balance).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Please choose a payment method' },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: name(globals, '支付方式', 'Payment method') });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a payment method');
  },
};

function AllRadios() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-12">
        <PaymentRadios />
        <PaymentRadios defaultValue="paypal" />
        <PaymentRadios error={t`Please choose a payment method`} />
      </div>
      <InvoiceRadios defaultValue="unit" />
      <InvoiceRadios defaultValue="personal" disabled />
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllRadios />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('radiogroup', { name: name(globals, '支付方式', 'Payment method') }),
    ).toHaveLength(3);
    const invoices = canvas.getAllByRole('radiogroup', { name: name(globals, '发票类型', 'Invoice type') });
    await expect(
      within(invoices[0]!).getByRole('radio', { name: name(globals, '单位', 'Unit') }),
    ).toBeChecked();
    for (const radio of within(invoices[1]!).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

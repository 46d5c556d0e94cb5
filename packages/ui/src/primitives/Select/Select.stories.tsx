import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Select, type SelectOption, type SelectProps } from './Select.tsx';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: [], onValueChange: fn() },
  render: (args) => <ReasonSelect {...args} />,
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => globals.locale === 'en';
/** The option list portals to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function useReasons(): SelectOption[] {
  const { t } = useLingui();
  return [
    { value: 'dislike', label: t`Wrong or extra order, or dislike` },
    { value: 'agreed', label: t`Refund agreed with the seller` },
    { value: 'damaged', label: t`Damaged or missing` },
    { value: 'described', label: t`Not as described`, disabled: true },
    { value: 'wrong-item', label: t`Wrong item sent` },
    { value: 'quality', label: t`Quality problem` },
    { value: 'other', label: t`Other` },
  ];
}

function ReasonSelect(props: Partial<SelectProps>) {
  const { t } = useLingui();
  const options = useReasons();
  return (
    <div className="max-w-sm">
      <Select label={t`Refund reason`} {...props} options={options} />
    </div>
  );
}

const reasonLabel = (globals: Record<string, unknown>) => (en(globals) ? 'Refund reason' : '退款原因');

export const Placeholder: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('combobox', { name: reasonLabel(globals) });
    await expect(trigger).toHaveTextContent(en(globals) ? 'Please select' : '请选择');
    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(
      within(listbox).getByRole('option', { name: en(globals) ? 'Quality problem' : '质量问题' }),
    );
    await expect(args.onValueChange).toHaveBeenCalledWith('quality');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent(en(globals) ? 'Quality problem' : '质量问题');
  },
};

/** Opened and chosen from the keyboard only; the disabled reason is skipped. */
export const KeyboardSelection: Story = {
  args: { defaultValue: 'agreed' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('combobox', { name: reasonLabel(globals) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    // Focus starts on the current choice.
    await waitFor(() =>
      expect(
        within(listbox).getByRole('option', {
          name: en(globals) ? 'Refund agreed with the seller' : '协商一致退款',
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(listbox).getByRole('option', { name: en(globals) ? 'Wrong item sent' : '卖家发错货' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('wrong-item');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent(en(globals) ? 'Wrong item sent' : '卖家发错货');
    await expect(trigger).toHaveFocus();
    // Escape closes without changing the choice.
    await userEvent.keyboard('{ArrowDown}');
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'other' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const trigger = canvas.getByRole('combobox', { name: reasonLabel(globals) });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'Please select a refund reason', hint: 'Choose the closest one' },
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('combobox', { name: reasonLabel(globals) });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Please select a refund reason Choose the closest one');
  },
};

function AllSelects() {
  const { t } = useLingui();
  const reasons = useReasons();
  const services: SelectOption[] = [
    { value: 'refund', label: t`Refund only` },
    { value: 'return', label: t`Return and refund` },
  ];
  return (
    <div className="grid w-full grid-cols-1 gap-4 md:w-2xl md:grid-cols-2">
      <Select label={t`Refund reason`} options={reasons} />
      <Select label={t`Service type`} options={services} defaultValue="return" />
      <Select label={t`Refund reason`} options={reasons} error={t`Please select a refund reason`} />
      <Select label={t`Service type`} options={services} defaultValue="refund" disabled />
      <Select label={t`Refund reason`} options={reasons} size="sm" defaultValue="quality" />
      <Select label={t`Refund reason`} options={reasons} size="lg" placeholder={t`Choose the closest one`} />
    </div>
  );
}

/** Every closed state at once (an open list portals to the page), for visual review and the matrix. */
export const AllStates: Story = {
  render: () => <AllSelects />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const service = canvas.getAllByRole('combobox', { name: en(globals) ? 'Service type' : '服务类型' });
    await expect(service[0]).toHaveTextContent(en(globals) ? 'Return and refund' : '退货退款');
    await expect(service[1]).toBeDisabled();
    await expect(
      canvas.getAllByRole('combobox', { name: reasonLabel(globals) })[1],
    ).toHaveAccessibleDescription(en(globals) ? 'Please select a refund reason' : '请选择退款原因');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

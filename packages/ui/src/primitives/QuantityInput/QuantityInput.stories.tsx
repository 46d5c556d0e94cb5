import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { QuantityInput, type QuantityInputProps } from './QuantityInput.tsx';

/** Holds the quantity like a cart row does: the field shows what the parent accepted. */
function Controlled(props: QuantityInputProps) {
  const [value, setValue] = useState(props.value ?? 1);
  return (
    <QuantityInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/QuantityInput',
  component: QuantityInput,
  args: { value: 1, min: 1, max: 5, onChange: fn(), 'aria-label': 'Quantity of Tea cup' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const DECREASE = '减少数量';
const INCREASE = '增加数量';

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    const minus = canvas.getByRole('button', { name: DECREASE });
    // At the minimum the minus button is off.
    await expect(minus).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: INCREASE }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field).toHaveValue('2');
    await expect(minus).toBeEnabled();
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** At the stock limit plus is disabled and clicking it changes nothing; the low-stock hint shows. */
export const AtMax: Story = {
  args: { value: 5, max: 5, lowStockThreshold: 10 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    const plus = canvas.getByRole('button', { name: INCREASE });
    await expect(plus).toBeDisabled();
    await userEvent.click(plus, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(field).toHaveValue('5');
    await expect(canvas.getByText('仅剩5件')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('仅剩5件');
  },
};

/** Typing is clamped on blur: 999 becomes the stock, an empty field goes back to the last value. */
export const TypingClamps: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    await userEvent.clear(field);
    await userEvent.type(field, '999');
    // Nothing is reported while typing.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByRole('button', { name: INCREASE })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // 0 is below the minimum: Enter commits and clamps it to 1.
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Letters, signs and decimal points are rejected as they are typed. */
export const RejectsLetters: Story = {
  args: { value: 2 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    await userEvent.type(field, 'abc-.e');
    await expect(field).toHaveValue('2');
    await userEvent.tab();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, 'x3');
    await expect(field).toHaveValue('23');
    await userEvent.tab();
    await expect(field).toHaveValue('5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

/** Arrow keys step the value from the keyboard and stop at the bounds. */
export const Keyboard: Story = {
  args: { value: 4 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('5');
    await expect(field).toHaveAttribute('aria-valuenow', '5');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** A step of 2 keeps the quantity on the grid from the minimum. */
export const Step: Story = {
  args: { value: 2, min: 2, max: 10, step: 2 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' });
    await userEvent.click(canvas.getByRole('button', { name: INCREASE }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    await expect(field).toHaveValue('6');
  },
};

export const Disabled: Story = {
  args: { value: 2, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Tea cup' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: DECREASE })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: INCREASE })).toBeDisabled();
  },
};

function AllQuantities() {
  const { t } = useLingui();
  const rows: { label: string; props: QuantityInputProps }[] = [
    { label: t`Default`, props: { value: 1, max: 99 } },
    { label: t`In between`, props: { value: 3, max: 99 } },
    { label: t`At the stock limit`, props: { value: 3, max: 3, lowStockThreshold: 5 } },
    { label: t`Low stock`, props: { value: 1, max: 4, lowStockThreshold: 5 } },
    { label: t`Small`, props: { value: 2, max: 99, size: 'sm' } },
    { label: t`Disabled`, props: { value: 2, max: 99, disabled: true } },
  ];
  return (
    <dl className="m-0 grid grid-cols-2 items-start gap-x-6 gap-y-4">
      {rows.map(({ label, props }) => (
        <div key={label} className="contents">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="m-0">
            <QuantityInput aria-label={`${t`Quantity`} (${label})`} {...props} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllQuantities />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('button', { name: en ? 'Increase quantity' : '增加数量' })).toHaveLength(
      6,
    );
    const minus = canvas.getAllByRole('button', { name: en ? 'Decrease quantity' : '减少数量' });
    await expect(minus.filter((b) => (b as HTMLButtonElement).disabled)).toHaveLength(3);
    await expect(canvas.getByText(en ? 'Only 3 left' : '仅剩3件')).toBeVisible();
    await expect(canvas.getByText(en ? 'Only 4 left' : '仅剩4件')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    // Clicking the label toggles the box.
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeChecked();
    // Space toggles it from the keyboard.
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    label: 'I have read and agree to the terms of service',
    error: 'Please agree to the following terms',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read and agree to the terms of service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please agree to the following terms');
  },
};

const items = ['Phone case', 'Charger', 'Earphones'] as const;

/** The cart's "select all": indeterminate while some items are ticked; it ticks or clears them all. */
function SelectAllList({ onChange }: { onChange?: (selected: string[]) => void }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<string[]>([items[0]]);
  const update = (next: string[]) => {
    setSelected(next);
    onChange?.(next);
  };
  const all = selected.length === items.length ? true : selected.length === 0 ? false : 'indeterminate';
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        label={t`Select all`}
        checked={all}
        onCheckedChange={() => update(all === true ? [] : [...items])}
      />
      <ul className="m-0 flex list-none flex-col gap-2 pl-6">
        {items.map((item) => (
          <li key={item}>
            <Checkbox
              label={item}
              checked={selected.includes(item)}
              onCheckedChange={(checked) =>
                update(checked === true ? [...selected, item] : selected.filter((s) => s !== item))
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const SelectAll: Story = {
  render: (args) => <SelectAllList onChange={args.onCheckedChange as (s: string[]) => void} />,
  play: async ({ canvas, args, globals }) => {
    const selectAll = canvas.getByRole('checkbox', { name: globals.locale === 'en' ? 'Select all' : '全选' });
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(selectAll);
    for (const item of items) await expect(canvas.getByRole('checkbox', { name: item })).toBeChecked();
    await expect(selectAll).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith([...items]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Charger' }));
    await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(selectAll);
    await userEvent.click(selectAll);
    for (const item of items) await expect(canvas.getByRole('checkbox', { name: item })).not.toBeChecked();
    await expect(selectAll).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith([]);
  },
};

function AllCheckboxes() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-6">
        <Checkbox label={t`Remember me`} />
        <Checkbox label={t`Remember me`} defaultChecked />
        <Checkbox label={t`Select all`} checked="indeterminate" />
        <Checkbox aria-label={t`Select all`} size="sm" defaultChecked />
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Checkbox label={t`Remember me`} disabled />
        <Checkbox label={t`Remember me`} disabled defaultChecked />
        <Checkbox label={t`Select all`} disabled checked="indeterminate" />
      </div>
      <Checkbox
        label={t`I have read and agree to the terms of service`}
        error={t`Please agree to the following terms`}
      />
      <SelectAllList />
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllCheckboxes />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const selectAll = canvas.getAllByRole('checkbox', { name: en ? 'Select all' : '全选' });
    await expect(selectAll).toHaveLength(4);
    await expect(selectAll[0]).toHaveAttribute('aria-checked', 'mixed');
    await expect(
      canvas.getByRole('checkbox', {
        name: en ? 'I have read and agree to the terms of service' : '我已阅读并同意服务条款',
      }),
    ).toHaveAccessibleDescription(en ? 'Please agree to the following terms' : '请同意以下条款');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

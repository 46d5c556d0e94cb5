import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Input } from './Input.tsx';
import { Textarea } from './Textarea.tsx';
import { say } from '../../storybook/say.ts';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: 'Username', onChange: fn() },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: '4-16 letters, digits or underscores' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'mall_user');
    await expect(input).toHaveValue('mall_user');
    await expect(args.onChange).toHaveBeenCalledTimes(9);
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', hideLabel: true, type: 'search', placeholder: 'Search' },
  play: async ({ canvas }) => {
    // The label is not shown but still names the field.
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.getByText('Search', { selector: 'label' })).toHaveClass('sr-only');
    await userEvent.type(input, 'phone');
    await expect(input).toHaveValue('phone');
  },
};

export const WithHint: Story = {
  args: { hint: '4-16 letters, digits or underscores' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '4-16 letters, digits or underscores',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Mobile number',
    defaultValue: '1380013',
    hint: '11 digits',
    error: 'Malformed phone number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The error is read first, then the hint.
    await expect(input).toHaveAccessibleDescription('Malformed phone number 11 digits');
    await expect(canvas.getByText('Malformed phone number')).toHaveClass('text-danger');
  },
};

export const PrefixAndSuffix: Story = {
  args: {
    label: 'Mobile number',
    prefix: '+86',
    inputMode: 'numeric',
    maxLength: 11,
    suffix: (
      <Button variant="link" size="sm" className="px-2" onClick={fn()}>
        Get code
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+86')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '138001380001234');
    await expect(input).toHaveValue('13800138000');
    const getCode = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(getCode);
    await expect(getCode).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'mall_user' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('mall_user');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="sm" label="Small" />
      <Input {...args} size="md" label="Medium" />
      <Input {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('textbox', { name }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

function ControlledClearable(props: ComponentProps<typeof Input>) {
  const [value, setValue] = useState('running shoes');
  return (
    <div className="flex flex-col gap-2">
      <Input
        {...props}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          props.onChange?.(event);
        }}
      />
      <output>value: [{value}]</output>
    </div>
  );
}

export const Clearable: Story = {
  args: { label: 'Search', type: 'search', clearable: true, onClear: fn() },
  render: (args) => <ControlledClearable {...args} />,
  play: async ({ canvas, args, globals }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    const clear = canvas.getByRole('button', { name: say(globals, '清除', 'Clear') });
    await userEvent.click(clear);
    // The owner's state is emptied through onChange, focus returns to the field, the button goes away.
    await expect(canvas.getByText('value: []')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: say(globals, '清除', 'Clear') })).toBeNull();
    await userEvent.type(input, 'bag');
    await expect(canvas.getByRole('button', { name: say(globals, '清除', 'Clear') })).toBeVisible();
  },
};

export const UncontrolledClearable: Story = {
  args: { clearable: true, defaultValue: 'mall_user' },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '清除', 'Clear') }));
    await expect(input).toHaveValue('');
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret-42' },
  play: async ({ canvasElement, canvas, globals }) => {
    const input = canvasElement.querySelector('input')!;
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '显示密码', 'Show password') }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret-42');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '隐藏密码', 'Hide password') }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithCounter: Story = {
  args: { label: 'Nickname', maxLength: 15, showCount: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nickname' });
    await expect(canvas.getByText('0/15')).toBeVisible();
    await userEvent.type(input, 'Shopper');
    await expect(canvas.getByText('7/15')).toBeVisible();
    await userEvent.type(input, ' with a long name');
    await expect(input).toHaveValue('Shopper with a ');
    await expect(canvas.getByText('15/15')).toBeVisible();
  },
};

export const TextareaWithCounterAndError: Story = {
  render: () => <Textarea label="Comment" maxLength={150} showCount error="Please enter the comment" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Please enter the comment');
    await userEvent.type(textarea, 'Good quality');
    await expect(canvas.getByText('12/150')).toBeVisible();
  },
};

function AllInputs() {
  const { t } = useLingui();
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4 md:grid-cols-2">
      <Input label={t`Username`} placeholder={t`4-16 letters, digits or underscores`} />
      <Input label={t`Search`} hideLabel type="search" placeholder={t`Search`} />
      <Input label={t`Username`} defaultValue="mall_user" hint={t`4-16 letters, digits or underscores`} />
      <Input
        label={t`Mobile number`}
        prefix="+86"
        defaultValue="1380013"
        error={t`Malformed phone number`}
        suffix={
          <Button variant="link" size="sm" className="px-2">
            {t`Get code`}
          </Button>
        }
      />
      <Input
        label={t`Password`}
        type="password"
        defaultValue="secret-42"
        placeholder={t`Please enter the password`}
      />
      <Input label={t`Search`} type="search" clearable defaultValue={t`Running shoes`} />
      <Input label={t`Nickname`} maxLength={15} showCount defaultValue={t`Happy shopper`} required />
      <Input label={t`Username`} disabled defaultValue="mall_user" />
      <Input label={t`Small`} size="sm" placeholder={t`Search`} />
      <Input label={t`Large`} size="lg" placeholder={t`Search`} />
      <Textarea label={t`Comment`} maxLength={150} showCount defaultValue={t`Good quality, fast delivery.`} />
      <Textarea label={t`Comment`} maxLength={150} showCount error={t`Please enter the comment`} />
    </div>
  );
}

/** Every state at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllInputs />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('textbox', { name: en ? 'Username' : '用户名' })).toHaveLength(3);
    await expect(
      canvas.getByRole('textbox', { name: en ? 'Mobile number' : '手机号' }),
    ).toHaveAccessibleDescription(en ? 'Malformed phone number' : '请输入正确的手机号');
    await expect(canvas.getByRole('button', { name: en ? 'Clear' : '清除' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Show password' : '显示密码' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Get code' : '获取验证码' })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

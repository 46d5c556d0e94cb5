import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { FormAlert } from './FormAlert.tsx';

const meta = {
  title: 'Primitives/FormAlert',
  component: FormAlert,
  args: { id: 'refusal', children: '当前密码不正确' },
} satisfies Meta<typeof FormAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal is an alert, with the id a form can point its aria-describedby at. */
export const Refusal: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('当前密码不正确');
    await expect(alert).toHaveAttribute('id', 'refusal');
  },
};

/** No refusal: nothing at all (no empty alert for screen readers to announce). */
export const Nothing: Story = {
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A long refusal wraps inside the box. */
export const AllStates: Story = {
  render: () => (
    <div className="flex w-80 flex-col gap-3">
      <FormAlert>当前密码不正确</FormAlert>
      <FormAlert>
        The store name is taken already: choose another name and submit the application again.
      </FormAlert>
      <FormAlert>{''}</FormAlert>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Trans } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { StatusTag, type StatusTone } from './StatusTag.tsx';

const meta = {
  title: 'Console/StatusTag',
  component: StatusTag,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { tone: 'success', label: 'Completed' },
} satisfies Meta<typeof StatusTag>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tone comes from props; the label is shown as given and the dot is decorative. */
export const Success: Story = {
  play: async ({ canvas, canvasElement }) => {
    const tag = canvas.getByText('Completed').parentElement!;
    await expect(tag).toHaveAttribute('data-tone', 'success');
    await expect(tag).toHaveClass('bg-success-soft');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveClass('bg-success');
  },
};

/** Without a tone the tag is neutral. */
export const Neutral: Story = {
  args: { tone: undefined, label: 'Draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft').parentElement).toHaveAttribute('data-tone', 'neutral');
  },
};

/** A label may be any node, e.g. a translated domain status. */
export const TranslatedLabel: Story = {
  args: { tone: 'warning', label: <Trans>Pending delivery</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
  },
};

const tones: StatusTone[] = ['success', 'warning', 'danger', 'info', 'neutral'];

function AllStatusTags() {
  const labels = {
    success: <Trans>Completed</Trans>,
    warning: <Trans>Pending delivery</Trans>,
    danger: <Trans>Merchant refused</Trans>,
    info: <Trans>Shipped</Trans>,
    neutral: <Trans>Canceled</Trans>,
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {tones.map((tone) => (
        <StatusTag key={tone} tone={tone} label={labels[tone]} />
      ))}
    </div>
  );
}

/** Every tone at once, for visual review and the PC locale matrix. */
export const AllStates: Story = {
  render: () => <AllStatusTags />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'Merchant refused' : '商家拒绝').parentElement).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(canvasElement.querySelectorAll('[data-tone]')).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

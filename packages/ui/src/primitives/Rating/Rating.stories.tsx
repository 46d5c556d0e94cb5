import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Rating } from './Rating.tsx';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

const fills = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-fill]')].map((s) => s.getAttribute('data-fill'));
const litStars = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .filter((r) => r.querySelector('svg')!.classList.contains('text-brand')).length;

/** An average of 4.5 shows four and a half stars as one labelled image. */
export const ReadOnlyAverage: Story = {
  args: { readOnly: true, value: 4.5, showValue: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '评分 4.5 星（满分 5 星）' })).toBeVisible();
    await expect(fills(canvasElement)).toEqual(['1', '1', '1', '1', '0.5']);
    await expect(canvas.getByText('4.5')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** Averages round to the nearest half star: 3.7 shows 3.5, 3.8 shows 4. */
export const ReadOnlyRounding: Story = {
  args: { readOnly: true, value: 3.7 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '评分 3.7 星（满分 5 星）' })).toBeVisible();
    await expect(fills(canvasElement)).toEqual(['1', '1', '1', '0.5', '0']);
  },
};

/** Choosing stars by mouse: each star is a radio named "N星". */
export const Input: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '评分' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('radio', { name: '3星' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3星' })).toBeChecked();
    await userEvent.unhover(group);
    await expect(litStars(group)).toBe(3);
  },
};

/** The keyboard: Tab reaches the chosen star, arrows move the rating. */
export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2星' })).toHaveFocus();
    // Held keys, as a person presses them: the rating follows the focus while an arrow is down.
    await userEvent.keyboard('{ArrowRight>}{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3星' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '3星' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft>}{/ArrowLeft}{ArrowLeft>}{/ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1星' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
  },
};

/** Hovering previews a rating without choosing it; leaving restores the chosen one. */
export const HoverPreview: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '评分' });
    await userEvent.hover(canvas.getByRole('radio', { name: '5星' }));
    await expect(litStars(group)).toBe(5);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.unhover(group);
    await expect(litStars(group)).toBe(2);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 4, disabled: true },
  play: async ({ canvas, args }) => {
    const five = canvas.getByRole('radio', { name: '5星' });
    await expect(five).toBeDisabled();
    await userEvent.click(five, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '4星' })).toBeChecked();
  },
};

function AllRatings() {
  const { t } = useLingui();
  const averages = [5, 4.5, 4, 3.5, 2.5, 1, 0];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {averages.map((v) => (
          <Rating key={v} readOnly value={v} showValue size="sm" />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Rating readOnly value={4.5} size="md" showValue />
        <Rating readOnly value={4.5} size="lg" />
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-3 text-base text-neutral-800">
          <span>{t`Product description`}</span>
          <Rating defaultValue={0} aria-label={t`Product description`} />
        </div>
        <div className="flex items-center gap-3 text-base text-neutral-800">
          <span>{t`Logistics service`}</span>
          <Rating defaultValue={4} aria-label={t`Logistics service`} />
        </div>
        <div className="flex items-center gap-3 text-base text-neutral-800">
          <span>{t`Service attitude`}</span>
          <Rating defaultValue={5} size="lg" aria-label={t`Service attitude`} />
        </div>
        <div className="flex items-center gap-3 text-base text-neutral-800">
          <span>{t`Disabled`}</span>
          <Rating defaultValue={3} disabled aria-label={t`Disabled`} />
        </div>
      </div>
    </div>
  );
}

/** Display sizes, halves and the input mode at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllRatings />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(
      canvas.getAllByRole('img', { name: en ? 'Rated 4.5 out of 5' : '评分 4.5 星（满分 5 星）' }),
    ).toHaveLength(3);
    const logistics = canvas.getByRole('radiogroup', { name: en ? 'Logistics service' : '物流服务' });
    await expect(within(logistics).getByRole('radio', { name: en ? '4 stars' : '4星' })).toBeChecked();
    await expect(within(logistics).getByRole('radio', { name: en ? '1 star' : '1星' })).not.toBeChecked();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

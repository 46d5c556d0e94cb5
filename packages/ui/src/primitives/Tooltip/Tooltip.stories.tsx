import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Button } from '../Button/index.ts';
import { Tooltip, type TooltipProps } from './Tooltip.tsx';
import { say } from '../../storybook/say.ts';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: '', children: <span />, onOpenChange: fn() },
  render: (args) => <CollectTooltip {...args} />,
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tooltips portal to <body>, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function CollectTooltip(props: Partial<TooltipProps>) {
  const { t } = useLingui();
  return (
    <div className="p-12">
      <Tooltip {...props} content={t`Add this product to my collection`}>
        <Button variant="outline">{t`Collect`}</Button>
      </Tooltip>
    </div>
  );
}

export const OnFocus: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const button = canvas.getByRole('button', { name: say(globals, '收藏', 'Collect') });
    const text = say(globals, '把这件商品加入我的收藏', 'Add this product to my collection');
    await expect(page(canvasElement).queryByRole('tooltip')).toBeNull();
    // Keyboard focus shows it at once, without the hover delay.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text);
    await expect(button).toHaveAccessibleDescription(text);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

export const OnHover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas, canvasElement, globals }) => {
    const button = canvas.getByRole('button', { name: say(globals, '收藏', 'Collect') });
    await userEvent.hover(button);
    const tooltip = await page(canvasElement).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(
      say(globals, '把这件商品加入我的收藏', 'Add this product to my collection'),
    );
    await userEvent.unhover(button);
    await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

const sides = ['top', 'bottom', 'left', 'right'] as const;

function SideTooltips({ open, container }: { open?: boolean; container?: HTMLElement | null }) {
  const { t } = useLingui();
  const labels = { top: t`Top`, right: t`Right`, bottom: t`Bottom`, left: t`Left` };
  return (
    <div className="grid grid-cols-2 place-items-center gap-16 px-40 py-16">
      {sides.map((side) => (
        <Tooltip key={side} side={side} open={open} container={container} content={t`Shown on this side`}>
          <Button variant="outline">{labels[side]}</Button>
        </Tooltip>
      ))}
    </div>
  );
}

export const Sides: Story = {
  render: () => <SideTooltips />,
  play: async ({ canvas, canvasElement, globals }) => {
    const names = {
      top: ['上', 'Top'],
      right: ['右', 'Right'],
      bottom: ['下', 'Bottom'],
      left: ['左', 'Left'],
    };
    for (const side of sides) {
      const button = canvas.getByRole('button', { name: say(globals, names[side][0]!, names[side][1]!) });
      await userEvent.tab();
      await expect(button).toHaveFocus();
      // Radix marks the side the bubble was placed on.
      await waitFor(() =>
        expect(page(canvasElement).getByRole('tooltip')).toHaveAttribute('data-side', side),
      );
    }
  },
};

function AllTooltips() {
  const { t } = useLingui();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div ref={setContainer} className="flex flex-col items-start">
      {container ? (
        <>
          <SideTooltips open container={container} />
          <div className="px-40 pt-4 pb-12">
            <Tooltip
              open
              tone="light"
              side="bottom"
              container={container}
              content={t`Add this product to my collection`}
            >
              <Button variant="outline">{t`Collect`}</Button>
            </Tooltip>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** Every side and tone open at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllTooltips />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('tooltip')).toHaveLength(5));
    await expect(
      canvas.getByRole('button', { name: say(globals, '收藏', 'Collect') }),
    ).toHaveAccessibleDescription(
      say(globals, '把这件商品加入我的收藏', 'Add this product to my collection'),
    );
    await expect(
      canvas
        .getAllByRole('tooltip')
        .filter((tip) => tip.textContent === say(globals, '显示在这一侧', 'Shown on this side')),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

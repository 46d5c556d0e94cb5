import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'Free shipping' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Outline: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('Free shipping').parentElement!;
    await expect(tag.className).toContain('border-brand');
    await expect(tag.className).toContain('text-brand');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Solid: Story = {
  args: { variant: 'solid', tone: 'success', children: 'In stock' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('In stock').parentElement!;
    await expect(tag.className).toContain('bg-success');
    await expect(tag.className).toContain('text-neutral-0');
  },
};

/** A closable tag: the remove button is labelled "移除", says which tag it removes, and calls back. */
export const Closable: Story = {
  args: { closable: true, onClose: fn(), tone: 'neutral', children: 'Under 100' },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: '移除' });
    await expect(remove).toHaveAccessibleDescription('Under 100');
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(remove);
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Filters that remove themselves: the shopper removes one and only that one goes. */
function FilterTags({ onClose }: { onClose: (label: string) => void }) {
  const [tags, setTags] = useState(['Free shipping', 'Under 100', 'In stock']);
  return (
    <div className="flex gap-2">
      {tags.map((label) => (
        <Tag
          key={label}
          tone="info"
          closable
          onClose={() => {
            setTags((all) => all.filter((x) => x !== label));
            onClose(label);
          }}
        >
          {label}
        </Tag>
      ))}
    </div>
  );
}

const removed = fn<(label: string) => void>();

export const RemovingFilters: Story = {
  render: () => <FilterTags onClose={removed} />,
  play: async ({ canvas }) => {
    removed.mockClear();
    const buttons = canvas.getAllByRole('button', { name: '移除' });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1]!);
    await expect(removed).toHaveBeenCalledTimes(1);
    await expect(removed).toHaveBeenCalledWith('Under 100');
    await expect(canvas.queryByText('Under 100')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: '移除' })).toHaveLength(2);
  },
};

function AllTags() {
  const { t } = useLingui();
  const tones = ['brand', 'neutral', 'success', 'warning', 'danger', 'info'] as const;
  const label = {
    brand: t`Flash sale`,
    neutral: t`Pre-sale`,
    success: t`In stock`,
    warning: t`Limited-time offers`,
    danger: t`Sold out`,
    info: t`Free shipping`,
  };
  return (
    <div className="flex flex-col gap-3">
      {(['outline', 'solid'] as const).map((variant) => (
        <div key={variant} className="flex flex-col gap-2">
          {(['md', 'sm'] as const).map((size) => (
            <div key={size} className="flex flex-wrap items-center gap-2">
              {tones.map((tone) => (
                <Tag key={tone} tone={tone} variant={variant} size={size}>
                  {label[tone]}
                </Tag>
              ))}
            </div>
          ))}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {tones.map((tone) => (
          <Tag key={tone} tone={tone} variant={tone === 'neutral' ? 'outline' : 'solid'} closable>
            {label[tone]}
          </Tag>
        ))}
      </div>
    </div>
  );
}

/** Every tone, variant, size and the closable form at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllTags />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByText(en ? 'Flash sale' : '秒杀')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: en ? 'Remove' : '移除' })).toHaveLength(6);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

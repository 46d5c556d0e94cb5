import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { phoneSkus } from '../../storybook/fixtures/detail.ts';
import { SkuSelector } from './SkuSelector.tsx';

const meta = {
  title: 'Mall/SkuSelector',
  component: SkuSelector,
  args: { skus: phoneSkus(), onSkuChange: fn(), className: 'w-[28rem] max-w-full' },
} satisfies Meta<typeof SkuSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first SKU in stock is chosen; white cannot go with 8GB+256GB (sold out) and cannot be chosen;
 * after 12GB+512GB it can, and choosing it reports the white 12GB+512GB SKU.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const colour = canvas.getByRole('radiogroup', { name: '颜色' });
    const version = canvas.getByRole('radiogroup', { name: '版本' });
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '8GB+256GB' })).toBeChecked();
    const white = canvas.getByRole('radio', { name: '雪域白 (缺货)' });
    await expect(white).toBeDisabled();
    await userEvent.click(white);
    await expect(args.onSkuChange).not.toHaveBeenCalled();
    await expect(colour).toContainElement(white);

    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(args.onSkuChange).toHaveBeenLastCalledWith(expect.objectContaining({ skuId: 202 }));
    await expect(version.querySelector('[data-state="checked"]')).toHaveTextContent('12GB+512GB');
    const whiteNow = canvas.getByRole('radio', { name: '雪域白' });
    await expect(whiteNow).toBeEnabled();
    await userEvent.click(whiteNow);
    await expect(args.onSkuChange).toHaveBeenLastCalledWith(expect.objectContaining({ skuId: 204 }));
    // White 8GB+256GB is sold out, so now that version is the one crossed out.
    await expect(canvas.getByRole('radio', { name: '8GB+256GB (缺货)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeEnabled();
  },
};

/** From the keyboard: Tab enters a group at the chosen value, arrows choose the next value in stock. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '8GB+256GB' })).toHaveFocus();
    // Held for a moment as a person does: radix moves focus on the next tick and chooses while it is down.
    const bigger = canvas.getByRole('radio', { name: '12GB+512GB' });
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(bigger).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(bigger).toBeChecked();
    await expect(args.onSkuChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ skuId: 202, stocks: 3 }),
    );
  },
};

/** A controlled selector follows `skuId`. */
export const Controlled: Story = {
  args: { skuId: 204 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '雪域白' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12GB+512GB' })).toBeChecked();
  },
};

/** Every SKU sold out: the first is shown, every value is crossed out, nothing can be chosen. */
export const SoldOut: Story = {
  args: { skus: phoneSkus().map((sku) => ({ ...sku, stocks: 0 })) },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB (缺货)' }));
    await expect(args.onSkuChange).not.toHaveBeenCalled();
  },
};

/** Off sale: read-only. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(args.onSkuChange).not.toHaveBeenCalled();
  },
};

/** Chosen, available, out of stock, sold out, read-only and English properties. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 md:w-3xl md:grid-cols-2">
      <SkuSelector skus={phoneSkus()} />
      <SkuSelector skus={phoneSkus()} skuId={204} />
      <SkuSelector skus={phoneSkus().map((sku) => ({ ...sku, stocks: 0 }))} />
      <SkuSelector skus={phoneSkus({ en: true })} disabled />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(8);
    await expect(
      canvas.getAllByRole('radio', { name: en ? 'Snow White (Out of stock)' : '雪域白 (缺货)' }).length,
    ).toBeGreaterThan(0);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

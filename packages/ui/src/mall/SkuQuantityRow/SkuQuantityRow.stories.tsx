import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import type { Sku } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { phoneSkus } from '../../storybook/fixtures/detail.ts';
import { say } from '../../storybook/say.ts';
import { SkuQuantityRow, useSkuQuantity } from './SkuQuantityRow.tsx';

interface DemoProps {
  skus: Sku[];
  /** Nothing can be bought (off sale, ended): the SKUs are read-only and the stepper stops at 0. */
  closed?: boolean;
  lowStockThreshold?: number;
  onSkuChange?: (sku: Sku) => void;
}

/** A product page's use: the first SKU in stock, its stock as the largest quantity, the stock as note. */
function DemoRow({ skus, closed = false, lowStockThreshold, onSkuChange }: DemoProps) {
  const { t } = useLingui();
  const choice = useSkuQuantity(() => (skus.find((s) => s.stocks > 0) ?? skus[0])?.skuId);
  const left = skus.find((s) => s.skuId === choice.skuId)?.stocks ?? 0;
  return (
    <div className="flex w-[28rem] max-w-full flex-col gap-4">
      <SkuQuantityRow
        skus={skus}
        skuId={choice.skuId}
        disabled={closed}
        onSkuChange={(sku) => {
          choice.chooseSku(sku);
          onSkuChange?.(sku);
        }}
        count={choice.countWithin(left)}
        max={closed ? 0 : left}
        {...(lowStockThreshold !== undefined ? { lowStockThreshold } : {})}
        onCountChange={choice.setQuantity}
        note={
          <span className="pt-2 text-sm text-neutral-600" data-part="stock">
            {t`Demo stock: ${left}`}
          </span>
        }
      />
    </div>
  );
}

const meta = {
  title: 'Mall/SkuQuantityRow',
  component: DemoRow,
  args: { skus: phoneSkus(), onSkuChange: fn() },
} satisfies Meta<typeof DemoRow>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`);

/** The first SKU in stock, quantity 1; the stepper goes up; another SKU starts again at 1. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '8GB+256GB' })).toBeChecked();
    const quantity = canvas.getByRole('spinbutton', { name: '数量' });
    await expect(quantity).toHaveValue('1');
    await expect(part(canvasElement, 'stock')).toHaveTextContent('12');
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(quantity).toHaveValue('3');

    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }));
    await expect(args.onSkuChange).toHaveBeenLastCalledWith(expect.objectContaining({ skuId: 202 }));
    await expect(quantity).toHaveValue('1');
    await expect(part(canvasElement, 'stock')).toHaveTextContent('3');
  },
};

/** The quantity stops at the chosen SKU's stock. */
export const StopsAtStock: Story = {
  args: { skus: phoneSkus().map((sku) => ({ ...sku, stocks: sku.skuId === 201 ? 2 : sku.stocks })) },
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
    await expect(more).toBeDisabled();
  },
};

/** Low stock: the stepper says how few are left. */
export const LowStock: Story = {
  args: { lowStockThreshold: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('仅剩12件')).toBeVisible();
  },
};

/** Nothing can be bought: the SKUs are read-only, the quantity cannot change, no SKU is reported. */
export const Closed: Story = {
  args: { closed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '增加数量' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '12GB+512GB' }), { pointerEventsCheck: 0 });
    await expect(args.onSkuChange).not.toHaveBeenCalled();
  },
};

/** Open and closed, one above the other (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <DemoRow {...args} lowStockThreshold={20} />
      <DemoRow {...args} closed />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const quantities = canvas.getAllByRole('spinbutton', { name: say(globals, '数量', 'Quantity') });
    await expect(quantities).toHaveLength(2);
    const more = canvas.getAllByRole('button', { name: say(globals, '增加数量', 'Increase quantity') });
    await expect(more[0]).toBeEnabled();
    await expect(more[1]).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

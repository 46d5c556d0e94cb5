import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Trans } from '@lingui/react/macro';
import tokens from '../../../../tailwind.config.ts';
import { matrix } from '../storybook/matrix.ts';

/** The design tokens of tailwind.config.ts, shown as the components use them. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Palette = Record<string, string | Record<string, string>>;
const theme = tokens.theme!.extend! as {
  colors: Palette;
  fontSize: Record<string, [string, { lineHeight: string }]>;
  borderRadius: Record<string, string>;
  boxShadow: Record<string, string>;
};
const screens = tokens.theme!.screens as Record<string, string>;

/** Relative luminance and contrast ratio (WCAG 2.x), to print each colour's contrast on white. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

const swatches = Object.entries(theme.colors).flatMap(([name, value]) =>
  typeof value === 'string'
    ? [{ name, hex: value }]
    : Object.entries(value).map(([shade, hex]) => ({
        name: shade === 'DEFAULT' ? name : `${name}-${shade}`,
        hex,
      })),
);

function TokensPage() {
  return (
    <div className="flex flex-col gap-8 p-6">
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours" className="mb-3 text-xl font-semibold">
          <Trans>Colours</Trans>
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {swatches.map((s) => (
            <li
              key={s.name}
              data-token={s.name}
              className="overflow-hidden rounded-lg border border-neutral-200"
            >
              <div className="h-12" style={{ background: s.hex }} />
              <div className="p-2 text-xs">
                <div className="font-medium text-neutral-900">{s.name}</div>
                <div className="text-neutral-600">
                  {s.hex} · {contrastOnWhite(s.hex).toFixed(1)}:1
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type" className="mb-3 text-xl font-semibold">
          <Trans>Type scale</Trans>
        </h2>
        <ul className="flex flex-col gap-2">
          {Object.entries(theme.fontSize).map(([name, [size, { lineHeight }]]) => (
            <li key={name} style={{ fontSize: size, lineHeight }}>
              <span className="inline-block w-16 text-xs text-neutral-600">{name}</span>
              <Trans>Genuine goods, shop with confidence</Trans> 正品保障 ¥59.90
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-shape" className="flex flex-wrap gap-6">
        <h2 id="tokens-shape" className="w-full text-xl font-semibold">
          <Trans>Radius and shadows</Trans>
        </h2>
        {Object.entries(theme.borderRadius).map(([name, radius]) => (
          <div
            key={name}
            className="flex h-16 w-24 items-center justify-center border border-neutral-300 text-xs"
            style={{ borderRadius: radius }}
          >
            rounded-{name}
          </div>
        ))}
        {Object.entries(theme.boxShadow).map(([name, shadow]) => (
          <div
            key={name}
            className="flex h-16 w-24 items-center justify-center rounded bg-neutral-0 text-xs"
            style={{ boxShadow: shadow }}
          >
            shadow-{name}
          </div>
        ))}
      </section>
      <section aria-labelledby="tokens-screens">
        <h2 id="tokens-screens" className="mb-3 text-xl font-semibold">
          <Trans>Breakpoints</Trans>
        </h2>
        <ul className="flex gap-4 text-sm">
          {Object.entries(screens).map(([name, width]) => (
            <li key={name}>
              {name}: {width}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export const AllStates: Story = {
  render: () => <TokensPage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: globals.locale === 'en' ? 'Colours' : '颜色' }),
    ).toBeVisible();
    // Every text colour the components use must pass WCAG AA (4.5:1) on white.
    for (const name of [
      'brand',
      'brand-hover',
      'neutral-500',
      'neutral-600',
      'neutral-700',
      'neutral-900',
      'success',
      'warning',
      'danger',
      'info',
      'price',
    ]) {
      const swatch = swatches.find((s) => s.name === name)!;
      await expect(contrastOnWhite(swatch.hex), name).toBeGreaterThanOrEqual(4.5);
    }
    await expect(canvasElement.querySelector('[data-token="brand"]')).toHaveTextContent('#e1251b');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

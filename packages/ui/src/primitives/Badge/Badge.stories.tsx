import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Badge } from './Badge.tsx';

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-neutral-700">
      <path
        d="M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.6a1 1 0 0 0 1-.8L19.5 7H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3, children: <CartIcon /> },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

const marks = (root: HTMLElement) => root.querySelectorAll('[data-badge]');

/** The cart icon's item count, sitting on the icon's corner. */
export const OnIcon: Story = {
  args: { label: '3 items in the cart' },
  play: async ({ canvasElement }) => {
    const [mark] = marks(canvasElement);
    await expect(mark).toHaveTextContent('3');
    await expect(mark!.className).toContain('absolute');
    // Screen readers hear the label, not the bare number.
    await expect(within(canvasElement).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('3 items in the cart')).toHaveClass('sr-only');
  },
};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)[0]).toHaveTextContent(/^99\+$/);
  },
};

export const CustomMax: Story = {
  args: { count: 10, max: 9 },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)[0]).toHaveTextContent(/^9\+$/);
  },
};

/** Zero hides the badge and leaves the child alone. */
export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)).toHaveLength(0);
    await expect(canvasElement.querySelector('svg')).toBeVisible();
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvasElement }) => {
    await expect(marks(canvasElement)[0]).toHaveTextContent(/^0$/);
  },
};

/** A dot (new messages) carries no number; its label is for screen readers only. */
export const Dot: Story = {
  args: { dot: true, count: 5, label: 'New messages' },
  play: async ({ canvasElement }) => {
    const [mark] = marks(canvasElement);
    await expect(mark).toHaveTextContent(/^New messages$/);
    await expect(mark!.className).toContain('size-2');
    await expect(within(canvasElement).getByText('New messages')).toHaveClass('sr-only');
  },
};

export const Standalone: Story = {
  args: { count: 8, children: undefined, tone: 'danger' },
  play: async ({ canvasElement }) => {
    const [mark] = marks(canvasElement);
    await expect(mark).toHaveTextContent(/^8$/);
    await expect(mark!.className).not.toContain('absolute');
    await expect(mark!.className).toContain('bg-danger');
  },
};

function AllBadges() {
  const { t } = useLingui();
  const counts = [1, 12, 99, 120];
  const tones = ['brand', 'danger', 'neutral', 'success', 'warning', 'info'] as const;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-8">
        {counts.map((n) => (
          <Badge key={n} count={n} label={t`${n} items in the cart`}>
            <CartIcon />
          </Badge>
        ))}
        <Badge dot label={t`New messages`}>
          <CartIcon />
        </Badge>
        <Badge count={0} showZero label={t`0 items in the cart`}>
          <CartIcon />
        </Badge>
        <Badge count={0}>
          <CartIcon />
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} count={tones.indexOf(tone) + 5} />
        ))}
        {tones.map((tone) => (
          <Badge key={`dot-${tone}`} tone={tone} dot />
        ))}
        <span className="inline-flex items-center gap-1 text-base text-neutral-800">
          <span>{t`Notifications`}</span>
          <Badge count={2} />
        </span>
      </div>
    </div>
  );
}

/** Every count form and tone at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllBadges />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? '120 items in the cart' : '购物车中有 120 件商品')).toHaveClass(
      'sr-only',
    );
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText(en ? 'Notifications' : '消息通知')).toBeVisible();
    // Seven cart icons, one of them (zero, not forced) without a badge.
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(7);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

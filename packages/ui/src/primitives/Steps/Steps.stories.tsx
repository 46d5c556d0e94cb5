import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Steps, type StepItem, type StepStatus } from './Steps.tsx';

const meta = {
  title: 'Primitives/Steps',
  component: Steps,
  args: {
    'aria-label': 'Refund progress',
    items: [
      { title: 'Buyer application', time: '2026-06-18 10:00', status: 'done' },
      { title: 'Seller acceptance', time: '2026-06-18 14:30', status: 'done' },
      { title: 'Buyer shipping', description: 'Fill in the logistics number', status: 'current' },
      { title: 'Seller receipt', status: 'pending' },
      { title: 'Refund successful', status: 'pending' },
    ],
  },
} satisfies Meta<typeof Steps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the status of every step from the list a screen reader sees. */
function statuses(list: HTMLElement): (string | null)[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));
}

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Refund progress' });
    await expect(list.tagName).toBe('OL');
    await expect(statuses(list)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    const current = within(list).getAllByRole('listitem')[2]!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('Buyer shipping');
    await expect(current).toHaveTextContent('Fill in the logistics number');
    // Only one step is current.
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(list.className).toContain('flex-row');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Refund progress' });
    await expect(list.className).toContain('flex-col');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('2026-06-18 10:00');
  },
};

/** The default layout follows the viewport: vertical on mobile, horizontal from the md breakpoint. */
export const Responsive: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Refund progress' });
    const wide = window.matchMedia('(width >= 768px)').matches;
    await expect(getComputedStyle(list).flexDirection).toBe(wide ? 'row' : 'column');
    const item = within(list).getAllByRole('listitem')[0]!;
    await expect(getComputedStyle(item).flexDirection).toBe(wide ? 'column' : 'row');
  },
};

/** A terminal alternative end: the merchant refused, shown in the danger colour, nothing is current. */
export const Failed: Story = {
  args: {
    orientation: 'horizontal',
    items: [
      { title: 'Buyer application', time: '2026-06-18 10:00', status: 'done' },
      { title: 'Merchant refused', description: 'The goods were used', status: 'failed' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Refund progress' });
    const failed = within(list).getAllByRole('listitem')[1]!;
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(failed).not.toHaveAttribute('aria-current');
    // Screen readers hear that the flow ended there (the status is text, not only a colour).
    await expect(failed).toHaveTextContent('(已终止)');
    await expect(within(failed).getByText('Merchant refused').className).toContain('text-danger');
  },
};

function AllSteps() {
  const { t } = useLingui();
  const order: StepItem[] = [
    { title: t`Submit order`, time: '2026-06-18 10:00', status: 'done' },
    { title: t`Buyer payment`, time: '2026-06-18 10:02', status: 'done' },
    { title: t`Goods out`, time: '2026-06-19 09:15', status: 'done' },
    { title: t`Waiting for receipt`, status: 'current' },
    { title: t`Completion`, status: 'pending' },
  ];
  const refund = (statuses: StepStatus[]): StepItem[] =>
    [
      t`Buyer application`,
      t`Seller acceptance`,
      t`Buyer shipping`,
      t`Seller receipt`,
      t`Refund successful`,
    ].map((title, i) => ({ title, status: statuses[i]! }));
  const refused: StepItem[] = [
    { title: t`Buyer application`, time: '2026-06-18 10:00', status: 'done' },
    {
      title: t`Merchant refused`,
      description: t`You can edit the application and submit it again`,
      time: '2026-06-19 16:40',
      status: 'failed',
    },
  ];
  return (
    <div className="flex w-full flex-col gap-8 md:w-3xl">
      <Steps aria-label={t`Order progress`} orientation="horizontal" items={order} />
      <Steps
        aria-label={t`Refund progress`}
        orientation="horizontal"
        items={refund(['done', 'done', 'done', 'done', 'done'])}
      />
      <Steps aria-label={t`Refund progress`} orientation="horizontal" items={refused} />
      <div className="grid grid-cols-1 gap-8 md:grid-cols-3">
        <Steps
          aria-label={t`Refund progress`}
          orientation="vertical"
          items={refund(['done', 'current', 'pending', 'pending', 'pending'])}
        />
        <Steps aria-label={t`Order progress`} orientation="vertical" items={order} />
        <Steps aria-label={t`Refund progress`} orientation="vertical" items={refused} />
      </div>
      <Steps aria-label={t`Order progress`} items={order} />
    </div>
  );
}

/** Every status and layout at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllSteps />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const lists = canvas.getAllByRole('list', { name: en ? 'Order progress' : '订单进度' });
    await expect(lists).toHaveLength(3);
    for (const list of lists) {
      const current = list.querySelector('[aria-current="step"]');
      await expect(current).toHaveTextContent(en ? 'Waiting for receipt' : '等待收货');
    }
    await expect(canvas.getAllByText(en ? 'Merchant refused' : '商家拒绝')).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

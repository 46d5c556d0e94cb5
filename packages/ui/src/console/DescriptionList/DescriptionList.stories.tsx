import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { DescriptionList, type DescriptionItem } from './index.ts';

const items: DescriptionItem[] = [
  { label: 'Order number', value: '202606180001' },
  { label: 'Buyer', value: 'Li Lei' },
  { label: 'Paid at', value: '2026-06-18 10:00' },
  { label: 'Remark', value: '' },
  { label: 'Address', value: 'Room 1201, 88 Century Avenue, Pudong, Shanghai', span: 2 },
];

const meta = {
  title: 'Console/DescriptionList',
  component: DescriptionList,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { items, columns: 3 },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms and their values in a real <dl>; an empty value shows a dash; a long one spans columns. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((dt) => dt.textContent)).toEqual([
      'Order number',
      'Buyer',
      'Paid at',
      'Remark',
      'Address',
    ]);
    const values = canvas.getAllByRole('definition');
    await expect(values[3]).toHaveTextContent('—');
    await expect(canvasElement.querySelector('dl')).toHaveClass('grid-cols-3');
    await expect(values[4]!.parentElement).toHaveClass('col-span-2');
  },
};

/** One column: a span never exceeds the columns there are. */
export const OneColumn: Story = {
  args: { columns: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveClass('grid-cols-1');
    await expect(canvas.getAllByRole('definition')[4]!.parentElement).not.toHaveClass('col-span-2');
  },
};

function AllDescriptionLists() {
  const { t } = useLingui();
  const order: DescriptionItem[] = [
    { label: t`Order number`, value: '202606180001' },
    { label: t`Buyer`, value: 'Li Lei' },
    { label: t`Paid at`, value: '2026-06-18 10:00' },
    { label: t`Remark`, value: '' },
    { label: t`Address`, value: 'Room 1201, 88 Century Avenue, Pudong, Shanghai', span: 2 },
  ];
  return (
    <div className="flex w-[1000px] flex-col gap-6">
      <DescriptionList items={order} columns={3} />
      <DescriptionList items={order} columns={2} />
      <DescriptionList items={order.slice(0, 3)} columns={1} />
    </div>
  );
}

/** Three, two and one columns, for visual review (PC only). */
export const AllStates: Story = {
  render: () => <AllDescriptionLists />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('term', { name: undefined })).toHaveLength(13);
    await expect(canvas.getAllByText(en ? 'Paid at' : '付款时间')).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Trans, useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { Button } from '../../primitives/Button/index.ts';
import { PageHeader } from './index.ts';

const create = fn();

const meta = {
  title: 'Console/PageHeader',
  component: PageHeader,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    title: 'Orders',
    breadcrumbs: [
      { label: 'Home', href: '#home' },
      { label: 'Orders & after-sales', href: '#orders' },
      { label: 'Orders' },
    ],
    description: 'Orders of your store, newest first.',
    actions: <Button onClick={create}>Create</Button>,
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title as the page's heading, crumbs as links with the current page marked, actions clickable. */
export const Default: Story = {
  play: async ({ canvas }) => {
    create.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: '面包屑' });
    const links = within(trail).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['#home', '#orders']);
    await expect(within(trail).getByText('Orders')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Orders of your store, newest first.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(create).toHaveBeenCalledTimes(1);
  },
};

/** Just a title: no breadcrumb landmark, no empty description or actions. */
export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, description: undefined, actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Orders');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function AllPageHeaders() {
  const { t } = useLingui();
  return (
    <div className="flex w-[1200px] flex-col gap-6">
      <PageHeader
        title={<Trans>Orders</Trans>}
        breadcrumbs={[{ label: t`Home`, href: '#home' }, { label: t`Orders` }]}
        description={<Trans>Orders of your store, newest first.</Trans>}
        actions={
          <>
            <Button variant="outline">{t`Export`}</Button>
            <Button>{t`Create`}</Button>
          </>
        }
      />
      <PageHeader title={<Trans>Store settings</Trans>} />
    </div>
  );
}

/** With everything and with a title only, for visual review (PC only). */
export const AllStates: Story = {
  render: () => <AllPageHeaders />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: en ? 'Store settings' : '店铺设置' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Home' : '首页' })).toHaveAttribute('href', '#home');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

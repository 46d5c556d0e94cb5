import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  emptyPlay,
  heldQuery,
  loadFailedPlay,
} from '../../../storybook/console.tsx';
import { merchantInvoicePage } from '../../../storybook/fixtures/merchantAfterSales.ts';
import {
  emptyInvoiceFilters,
  InvoiceListScreen,
  type InvoiceAnswer,
  type InvoiceListQuery,
} from './InvoiceListScreen.tsx';

const query: InvoiceListQuery = { ...emptyInvoiceFilters, current: 1, size: 10 };
const pdf = () => new File(['%PDF-1.7\n%%EOF'], 'invoice.pdf', { type: 'application/pdf' });

const Stateful = heldQuery(InvoiceListScreen);

const meta = {
  title: 'Screens/Merchant/InvoiceListScreen',
  component: InvoiceListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: merchantInvoicePage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onIssue: fn((): InvoiceAnswer => Promise.resolve(undefined)),
    onDownload: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof InvoiceListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: an application to issue, an issued one to download. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '发票', 'Invoices') });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('北京示例科技有限公司')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(
          globals,
          '下载 20260616100000000002 的发票',
          'Download the invoice of 20260616100000000002',
        ),
      }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(merchantInvoicePage.records[1]);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Issue: a PDF must be chosen; then the upload and issue are sent and the dialog closes. */
export const Issue: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '开具 20260617100000000001 的发票' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '开具' }));
    // Polled: the message is set by the submit's validation, which a CI run once caught mid-render.
    await waitFor(() => expect(within(dialog).getByText('请选择发票 PDF 文件')).toBeVisible());
    await expect(args.onIssue).not.toHaveBeenCalled();
    const file = pdf();
    await userEvent.upload(within(dialog).getByLabelText('发票 PDF'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: '开具' }));
    await expect(args.onIssue).toHaveBeenCalledWith(merchantInvoicePage.records[0], file);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The server refuses the document: said in the dialog, which stays open. */
export const IssueRefused: Story = {
  args: { onIssue: fn((): InvoiceAnswer => Promise.resolve('只能上传 PDF 文件')) },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '开具 20260617100000000001 的发票' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('发票 PDF'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: '开具' }));
    await expect(await within(dialog).findByText('只能上传 PDF 文件')).toBeVisible();
  },
};

/** The issue under way: its button is busy. */
export const Issuing: Story = {
  args: { onIssue: fn((): InvoiceAnswer => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: '开具 20260617100000000001 的发票' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('发票 PDF'), pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: '开具' }));
    await expect(within(dialog).getByRole('button', { name: '开具' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), '2026');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, orderNumber: '2026' });
  },
};

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无发票申请') };

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '订单编号格式不正确' },
  play: loadFailedPlay('订单编号格式不正确'),
};

/** Every state (the visual baseline): the list (a download busy), loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <InvoiceListScreen {...args} downloadingIds={[32]} />
      <InvoiceListScreen {...args} page={undefined} loading />
      <InvoiceListScreen {...args} page={emptyPage} />
      <InvoiceListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '发票', 'Invoices') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoInvoice } from '../../storybook/fixtures/aftersales.ts';
import { InvoiceDetailScreen, type InvoiceDetailScreenProps } from './InvoiceDetailScreen.tsx';
import { say } from '../../storybook/say.ts';

const issued = demoInvoice({
  invoiceState: 2,
  fileUrl: '/api/uploads/2026/06/invoice-31.pdf',
  uploadTime: '2026-06-18 09:00:00',
});

const meta = {
  title: 'Screens/InvoiceDetailScreen',
  component: InvoiceDetailScreen,
  args: {
    invoice: demoInvoice(),
    orderNumber: '20260617100000000001',
    onApply: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoiceDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Applied for: the unit title with its tax number, content, no document yet. */
export const Applying: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /发票状态/ })).toHaveTextContent('申请中');
    await expect(canvas.getByText('北京示例科技有限公司')).toBeVisible();
    await expect(canvas.getByText('91110108MA01ABCD2X')).toBeVisible();
    await expect(canvas.getByText('商品明细')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '查看发票' })).toBeNull();
  },
};

/** Issued: the document link opens in a new window. */
export const Issued: Story = {
  args: { invoice: issued },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /发票状态/ })).toHaveTextContent('已开票');
    const link = canvas.getByRole('link', { name: '查看发票' });
    await expect(link).toHaveAttribute('href', '/api/uploads/2026/06/invoice-31.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** A personal title has no tax number row. */
/** Issued with a private PDF: the shopper's client downloads it (a plain link cannot send the token). */
export const Download: Story = {
  args: {
    invoice: { ...issued, fileUrl: '/api/p/orderInvoice/file?orderInvoiceId=31' },
    onDownload: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: '查看发票' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看发票' }));
    await expect(args.onDownload).toHaveBeenCalledWith(args.invoice);
  },
};

/** The download under way: its button is busy. */
export const Downloading: Story = {
  args: { ...Download.args, downloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查看发票' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Personal: Story = {
  args: { invoice: demoInvoice({ headerType: 2, headerName: '张三', invoiceTaxNumber: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('个人')).toBeVisible();
    await expect(canvas.queryByText('纳税人识别号')).toBeNull();
  },
};

/** No invoice yet: a unit title needs a valid tax number (domain rule); a good one is sent. */
export const RequestForm: Story = {
  args: { invoice: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '单位' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '发票抬头' }), '北京示例科技有限公司');
    await userEvent.type(canvas.getByRole('textbox', { name: /纳税人识别号/ }), '1234');
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    await expect(canvas.getByRole('textbox', { name: /纳税人识别号/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /纳税人识别号/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /纳税人识别号/ }), '91110108ma01abcd2x');
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      headerType: 1,
      headerName: '北京示例科技有限公司',
      invoiceTaxNumber: '91110108MA01ABCD2X',
    });
  },
};

/** A personal request needs only the title. */
export const RequestPersonal: Story = {
  args: { invoice: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    await expect(canvas.getByText('请输入发票抬头')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '发票抬头' }), '张三');
    await userEvent.click(canvas.getByRole('button', { name: '申请开票' }));
    await expect(args.onApply).toHaveBeenCalledWith({ headerType: 2, headerName: '张三' });
  },
};

export const Loading: Story = {
  render: (args) => <InvoiceDetailScreen {...args} invoice={undefined} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载发票');
  },
};

export const LoadError: Story = {
  render: (args) => <InvoiceDetailScreen {...args} invoice={undefined} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('发票加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  render: (args) => <InvoiceDetailScreen {...args} invoice={undefined} notFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该发票不存在')).toBeVisible();
  },
};

function AllInvoiceStates(args: InvoiceDetailScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 px-2 py-2 md:px-2 md:py-2';
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <div className="grid gap-3">
        <InvoiceDetailScreen {...args} className={panel} invoice={issued} />
        <InvoiceDetailScreen {...args} className={panel} invoice={undefined} loading />
      </div>
      <div className="grid gap-3">
        <InvoiceDetailScreen {...args} className={panel} invoice={null} />
        <InvoiceDetailScreen {...args} className={panel} invoice={undefined} error />
      </div>
    </div>
  );
}

/** Issued, the request form, loading and the error. */
export const AllStates: Story = {
  render: (args) => <AllInvoiceStates {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: say(globals, '查看发票', 'View the invoice') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '申请开票', 'Request the invoice') }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };

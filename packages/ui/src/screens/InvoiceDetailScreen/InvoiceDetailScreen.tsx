import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  InvoiceHeaderType,
  invoiceForm,
  invoiceHeaderTypeLabels,
  InvoiceStatus,
  invoiceStatusLabels,
  isInvoiceFileRoute,
  type InvoiceForm,
  type OrderInvoice,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { useRuleForm, type RuleSchema } from '../../lib/useRuleForm.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError, LoadMissing } from '../../mall/PagedList/index.ts';

export interface InvoiceDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The order's invoice; `null` when the order has none yet (the request form shows). */
  invoice?: OrderInvoice | null;
  /** The order the page is about (for the form and the link back). */
  orderNumber?: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** No such order or invoice of this shopper. */
  notFound?: boolean;
  /** Requests the invoice; a rejection keeps the form. */
  onApply?: (request: InvoiceForm) => Promise<unknown> | unknown;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
  /**
   * Downloads the issued invoice's PDF through its authenticated address (decisions/0064: `fileUrl` is
   * a route that needs the shopper's token, which a plain link cannot send); without it, a link.
   */
  onDownload?: (invoice: OrderInvoice) => void;
  /** The PDF is being downloaded: its button is busy. */
  downloading?: boolean;
}

/** An order's invoice (`/invoice-detail?orderNumber=` or `?id=`): applying or issued, or a request form. */
export function InvoiceDetailScreen({
  invoice,
  orderNumber,
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  onApply,
  href = identityHref,
  onNavigate,
  onDownload,
  downloading = false,
  className,
  ...props
}: InvoiceDetailScreenProps) {
  const { t } = useLinguiMacro();
  let body;
  if (invoice)
    body = <InvoiceCard invoice={invoice} href={href} onDownload={onDownload} downloading={downloading} />;
  else if (invoice === null && orderNumber)
    body = <InvoiceRequest orderNumber={orderNumber} onApply={onApply} />;
  else if (notFound) {
    body = (
      <LoadMissing
        title={t`This invoice does not exist`}
        linkHref={href(paths.userCenter('uc-order'))}
        linkLabel={t`My orders`}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The invoice could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the invoice`}
        className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-4"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-1/2" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;
  return (
    <ScreenFrame
      heading=<Trans>Invoice details</Trans>
      className={cn('max-w-3xl', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1.5 text-sm">
      <dt className="w-24 shrink-0 text-neutral-600">{label}</dt>
      <dd className="m-0 min-w-0 break-all text-neutral-900">{children}</dd>
    </div>
  );
}

function InvoiceCard({
  invoice,
  href,
  onDownload,
  downloading,
}: {
  invoice: OrderInvoice;
  href: HrefBuilder;
  onDownload: ((invoice: OrderInvoice) => void) | undefined;
  downloading: boolean;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const issued = invoice.invoiceState === InvoiceStatus.issued;
  const state = invoiceStatusLabels[invoice.invoiceState];
  return (
    <section
      aria-labelledby="invoice-state"
      className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6"
    >
      <h2 id="invoice-state" className="m-0 flex items-center gap-2 text-base font-medium text-neutral-900">
        <Trans>Invoice status</Trans>
        <Tag variant="solid" tone={issued ? 'success' : 'brand'}>
          {state ? i18n._(state) : String(invoice.invoiceState)}
        </Tag>
      </h2>
      <p className="m-0 text-sm text-neutral-700">
        {issued ? (
          <Trans>The merchant has issued the invoice.</Trans>
        ) : (
          <Trans>The merchant will issue the invoice after the order is completed.</Trans>
        )}
      </p>
      <dl className="m-0">
        <Row label={t`Invoice type`}>{t`Electronic general invoice`}</Row>
        <Row label={t`Title type`}>{i18n._(invoiceHeaderTypeLabels[invoice.headerType])}</Row>
        <Row label={t`Invoice title`}>{invoice.headerName}</Row>
        {invoice.headerType === InvoiceHeaderType.unit ? (
          <Row label={t`Tax number`}>{invoice.invoiceTaxNumber}</Row>
        ) : null}
        <Row label={t`Invoice content`}>{t`Itemized products`}</Row>
        <Row label={t`Order number`}>
          <a href={href(paths.orderDetail(invoice.orderNumber))} className="text-info">
            {invoice.orderNumber}
          </a>
        </Row>
        <Row label={t`Store`}>{invoice.shopName}</Row>
        <Row label={t`Applied at`}>{invoice.applicationTime}</Row>
        {issued && invoice.uploadTime ? <Row label={t`Issued at`}>{invoice.uploadTime}</Row> : null}
      </dl>
      {issued && invoice.fileUrl && onDownload && isInvoiceFileRoute(invoice.fileUrl) ? (
        <Button
          className="self-start max-md:w-full"
          loading={downloading}
          onClick={() => onDownload(invoice)}
        >
          {t`View the invoice`}
        </Button>
      ) : issued && invoice.fileUrl ? (
        <Button asChild className="self-start max-md:w-full">
          <a href={invoice.fileUrl} target="_blank" rel="noreferrer">
            {t`View the invoice`}
          </a>
        </Button>
      ) : null}
    </section>
  );
}

interface RequestValues {
  headerType: string;
  headerName: string;
  invoiceTaxNumber: string;
}

function InvoiceRequest({
  orderNumber,
  onApply,
}: {
  orderNumber: string;
  onApply?: (request: InvoiceForm) => Promise<unknown> | unknown;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const schema: RuleSchema<InvoiceForm> = {
    safeParse: (v: RequestValues) =>
      invoiceForm.safeParse({ ...v, headerType: Number(v.headerType) }) as ReturnType<
        RuleSchema<InvoiceForm>['safeParse']
      >,
  };
  const form = useRuleForm<RequestValues, InvoiceForm>(
    schema,
    { headerType: String(InvoiceHeaderType.personal), headerName: '', invoiceTaxNumber: '' },
    ['headerType', 'headerName', 'invoiceTaxNumber'],
  );
  const message = (field: keyof RequestValues) =>
    form.errors[field] ? i18n._(form.errors[field]) : undefined;
  const unit = form.values.headerType === String(InvoiceHeaderType.unit);
  return (
    <form
      noValidate
      aria-labelledby="invoice-request"
      className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) =>
          onApply?.(unit ? data : { headerType: data.headerType, headerName: data.headerName }),
        );
      }}
    >
      <h2 id="invoice-request" className="m-0 text-base font-medium text-neutral-900">
        <Trans>Request an invoice</Trans>
      </h2>
      <p className="m-0 text-sm text-neutral-700">
        <Trans>
          Order {orderNumber} has no invoice yet. An electronic general invoice of the product details will be
          issued.
        </Trans>
      </p>
      <RadioGroup
        label={t`Title type`}
        orientation="horizontal"
        options={[InvoiceHeaderType.personal, InvoiceHeaderType.unit].map((type) => ({
          value: String(type),
          label: i18n._(invoiceHeaderTypeLabels[type]),
        }))}
        value={form.values.headerType}
        onValueChange={(value) => form.change('headerType', value)}
      />
      <Input
        ref={form.fieldRef('headerName')}
        label={t`Invoice title`}
        placeholder={unit ? t`Company name` : t`Your name`}
        value={form.values.headerName}
        onChange={(event) => form.change('headerName', event.target.value)}
        error={message('headerName')}
        wrapperClassName="md:max-w-md"
      />
      {unit ? (
        <Input
          ref={form.fieldRef('invoiceTaxNumber')}
          label={t`Tax number`}
          value={form.values.invoiceTaxNumber}
          onChange={(event) => form.change('invoiceTaxNumber', event.target.value)}
          hint={t`The taxpayer identification number: 15, 17, 18 or 20 letters and digits`}
          error={message('invoiceTaxNumber')}
          wrapperClassName="md:max-w-md"
        />
      ) : null}
      <Button type="submit" loading={form.pending} className="self-start max-md:w-full">
        {t`Request the invoice`}
      </Button>
    </form>
  );
}

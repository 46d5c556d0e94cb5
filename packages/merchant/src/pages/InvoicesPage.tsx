// The invoices section (issue 17 item 4): the store's invoice applications (filters and page kept in
// the address), issuing one with its PDF (uploaded, then the issue refers to the upload; the server's
// refusal is shown in the dialog) and downloading an issued one's PDF through the authenticated route
// (saved under the server's file name). The list is read again after an issue.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  downloadInvoice,
  getMerchantInvoices,
  issueMerchantInvoice,
  uploadInvoiceDocument,
  saveFile,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { PAGE_CURRENT_MAX, type MerchantInvoiceQuery } from '@mall/domain';
import {
  emptyInvoiceFilters,
  InvoiceListScreen,
  type InvoiceListQuery,
} from '@mall/ui/screens/merchant/InvoiceListScreen';
import { isAxiosError } from 'axios';
import { refusalOf } from '@mall/client/console';

const PAGE_SIZES = [10, 20, 50] as const;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function invoiceQueryOf(search: URLSearchParams): InvoiceListQuery {
  const status = Number(search.get('status') ?? 0);
  const current = Number(search.get('current') ?? 1);
  const size = Number(search.get('size') ?? 10);
  const orderNumber = (search.get('orderNumber') ?? '').trim();
  return {
    status: status === 1 || status === 2 ? status : 0,
    orderNumber: /^\d{1,30}$/.test(orderNumber) ? orderNumber : '',
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The address's search of a list query (defaults left out). */
export function invoiceSearchOf(query: InvoiceListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyInvoiceFilters) as (keyof typeof emptyInvoiceFilters)[]) {
    if (query[key] !== emptyInvoiceFilters[key]) search[key] = String(query[key]);
  }
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== 10) search.size = String(query.size);
  return search;
}

/** The list query as the API takes it (the empty order number left out). */
export function invoiceFiltersOf(query: InvoiceListQuery): MerchantInvoiceQuery {
  return {
    status: query.status,
    current: query.current,
    size: query.size,
    ...(query.orderNumber ? { orderNumber: query.orderNumber } : {}),
  };
}

export default function InvoicesPage() {
  const [search, setSearch] = useSearchParams();
  const { i18n } = useLingui();
  const http = useApiClient();
  const query = invoiceQueryOf(search);
  const list = useApiQuery(getMerchantInvoices, invoiceFiltersOf(query));
  const [downloading, setDownloading] = useState<number[]>([]);
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <InvoiceListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(invoiceSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      onIssue={async (invoice, file) => {
        try {
          const fileUrl = await uploadInvoiceDocument(refusalsInPlace(http), file);
          await issueMerchantInvoice(refusalsInPlace(http), {
            orderInvoiceId: invoice.orderInvoiceId,
            fileUrl,
          });
          return undefined;
        } catch (error) {
          return refusalOf(error, i18n);
        } finally {
          void list.mutate();
        }
      }}
      downloadingIds={downloading}
      onDownload={(invoice) => {
        if (!invoice.fileUrl) return;
        const id = invoice.orderInvoiceId;
        setDownloading((ids) => [...ids, id]);
        // A refusal is the client's toast with the server's text.
        void downloadInvoice(http, invoice.fileUrl)
          .then((file) => saveFile(file.blob, file.fileName))
          .catch(() => undefined)
          .finally(() => setDownloading((ids) => ids.filter((x) => x !== id)));
      }}
    />
  );
}

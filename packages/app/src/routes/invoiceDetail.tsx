// `/invoice-detail?id=` (one invoice) or `?orderNumber=` (the order's invoice, found among the buyer's
// newest; without one, the request form). A request opens the new invoice by its id; an issued one's PDF
// is downloaded through the authenticated route its `fileUrl` names.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { InvoiceDetailScreen } from '@mall/ui/screens/InvoiceDetailScreen';
import { applyInvoice, downloadInvoice, saveFile } from '@mall/client';
import { invoiceOfOrder, invoiceParam, invoiceQuery } from './aftersalesPage.ts';
import { useInvoice, useInvoiceSearch } from '../hooks/aftersales.ts';
import { isInvoiceKey } from '../hooks/keys.ts';
import { useAftersalesTools } from '../hooks/useAftersalesTools.ts';

export function Component() {
  const [params] = useSearchParams();
  const query = invoiceQuery(params);
  const byId = useInvoice(query.kind === 'id' ? query.id : undefined);
  const search = useInvoiceSearch(query.kind === 'order');
  const { http, href, navigate, mutate, push } = useAftersalesTools();
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);

  const orderNumber = query.kind === 'order' ? query.orderNumber : byId.data?.orderNumber;
  const invoice =
    query.kind === 'id'
      ? byId.data
      : query.kind === 'order' && search.data
        ? invoiceOfOrder(search.data.records, query.orderNumber)
        : undefined;
  const active = query.kind === 'id' ? byId : search;
  return (
    <InvoiceDetailScreen
      invoice={invoice}
      orderNumber={orderNumber}
      loading={active.showLoading}
      error={query.kind !== 'invalid' && Boolean(active.error) && !(query.kind === 'id' && byId.notFound)}
      notFound={query.kind === 'invalid' || (query.kind === 'id' && byId.notFound)}
      onRetry={() => void active.mutate()}
      onApply={async (form) => {
        if (query.kind !== 'order') return;
        const id = await applyInvoice(http, invoiceParam(query.orderNumber, form));
        push({ type: 'success', message: t`Invoice requested` });
        void mutate(isInvoiceKey);
        void navigate(href(`/invoice-detail?id=${id}`), { replace: true });
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
      downloading={downloading}
      // The PDF's address needs the shopper's token (decisions/0064): fetched by the client, then saved.
      // A refusal is the client's toast with the server's text.
      onDownload={(issued) => {
        if (!issued.fileUrl || downloading) return;
        setDownloading(true);
        void downloadInvoice(http, issued.fileUrl)
          .then((file) => saveFile(file.blob, file.fileName))
          .catch(() => undefined)
          .finally(() => setDownloading(false));
      }}
    />
  );
}

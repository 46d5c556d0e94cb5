import { useRef, useState, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  fieldErrors,
  invoiceForm,
  InvoiceHeaderType,
  invoiceHeaderTypeLabels,
  type OrderSubmitParam,
} from '@mall/domain';
import { Input } from '../../primitives/Input/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { card, sectionTitle } from './sectionStyles.ts';

/** The invoice choice of the form: none, or a title of a person or a unit. */
export type InvoiceChoice = 'none' | `${InvoiceHeaderType}`;

/** The invoice request being filled in: its choice, fields, messages and their focus. */
export interface InvoiceRequest {
  type: InvoiceChoice;
  setType(type: InvoiceChoice): void;
  values: { headerName: string; invoiceTaxNumber: string };
  change(field: 'headerName' | 'invoiceTaxNumber', value: string): void;
  errors: Record<string, MessageDescriptor>;
  titleRef: RefObject<HTMLInputElement | null>;
  taxRef: RefObject<HTMLInputElement | null>;
  /**
   * Checks the fields with the domain invoice rule and shows the messages. Returns the request to send
   * (null without an invoice), or the focus of the first invalid field.
   */
  check(): { param: OrderSubmitParam['invoice']; focusInvalid?: () => void };
}

export function useInvoiceRequest(): InvoiceRequest {
  const [type, setType] = useState<InvoiceChoice>('none');
  const [values, setValues] = useState({ headerName: '', invoiceTaxNumber: '' });
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const taxRef = useRef<HTMLInputElement>(null);
  return {
    type,
    setType: (next) => {
      setType(next);
      setErrors({});
    },
    values,
    change: (field, value) => setValues((v) => ({ ...v, [field]: value })),
    errors,
    titleRef,
    taxRef,
    check: () => {
      if (type === 'none') {
        setErrors({});
        return { param: null };
      }
      const headerType = Number(type) as InvoiceHeaderType;
      const parsed = invoiceForm.safeParse({
        headerType,
        headerName: values.headerName,
        ...(headerType === InvoiceHeaderType.unit ? { invoiceTaxNumber: values.invoiceTaxNumber } : {}),
      });
      if (parsed.success) {
        setErrors({});
        return {
          param: {
            headerType: parsed.data.headerType,
            headerName: parsed.data.headerName,
            ...(parsed.data.invoiceTaxNumber ? { invoiceTaxNumber: parsed.data.invoiceTaxNumber } : {}),
          },
        };
      }
      const bad = fieldErrors(parsed);
      setErrors(bad);
      const invalid = bad.headerName ? titleRef : bad.invoiceTaxNumber ? taxRef : undefined;
      return { param: null, ...(invalid ? { focusInvalid: () => invalid.current?.focus() } : {}) };
    },
  };
}

/** No invoice, or a personal or unit invoice with its title (and the unit's tax number). */
export function InvoiceSection({ invoice }: { invoice: InvoiceRequest }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <section aria-labelledby="submit-order-invoice" className={card}>
      <h2 id="submit-order-invoice" className={sectionTitle}>
        <Trans>Invoice</Trans>
      </h2>
      <div className="flex flex-col gap-3">
        <RadioGroup
          aria-labelledby="submit-order-invoice"
          orientation="horizontal"
          className="flex-wrap gap-x-6 gap-y-2"
          value={invoice.type}
          onValueChange={(value) => {
            invoice.setType(value as InvoiceChoice);
          }}
          options={[
            { value: 'none', label: t`No invoice` },
            {
              value: String(InvoiceHeaderType.personal),
              label: i18n._(invoiceHeaderTypeLabels[InvoiceHeaderType.personal]),
            },
            {
              value: String(InvoiceHeaderType.unit),
              label: i18n._(invoiceHeaderTypeLabels[InvoiceHeaderType.unit]),
            },
          ]}
        />
        {invoice.type !== 'none' ? (
          <div className="grid gap-3 md:grid-cols-2">
            <Input
              ref={invoice.titleRef}
              label={t`Invoice title`}
              required
              value={invoice.values.headerName}
              error={invoice.errors.headerName ? i18n._(invoice.errors.headerName) : undefined}
              onChange={(event) => {
                const value = event.target.value;
                invoice.change('headerName', value);
              }}
            />
            {invoice.type === String(InvoiceHeaderType.unit) ? (
              <Input
                ref={invoice.taxRef}
                label={t`Tax number`}
                required
                autoCapitalize="characters"
                value={invoice.values.invoiceTaxNumber}
                error={invoice.errors.invoiceTaxNumber ? i18n._(invoice.errors.invoiceTaxNumber) : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  invoice.change('invoiceTaxNumber', value);
                }}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

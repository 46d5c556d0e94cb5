import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { invoiceForm, InvoiceHeaderType, invoiceHeaderTypeLabels, type OrderSubmitParam } from '@mall/domain';
import { useRuleForm, type RuleForm, type RuleSchema } from '../../lib/useRuleForm.ts';
import { Input } from '../../primitives/Input/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { checkoutCard as card, checkoutSectionTitle as sectionTitle } from '../../mall/Checkout/index.ts';

/** The invoice choice of the form: none, or a title of a person or a unit. */
export type InvoiceChoice = 'none' | `${InvoiceHeaderType}`;

interface InvoiceValues {
  type: InvoiceChoice;
  headerName: string;
  invoiceTaxNumber: string;
}

/** The invoice request to send: null without an invoice. */
type InvoiceParam = OrderSubmitParam['invoice'];

const noInvoice: RuleSchema<InvoiceParam> = { safeParse: () => ({ success: true, data: null }) };

/**
 * The domain invoice rule for the chosen title: a person's needs a title; a unit's also a tax number
 * (only a unit's tax number is checked and sent).
 */
function invoiceRule({ type, headerName, invoiceTaxNumber }: InvoiceValues): RuleSchema<InvoiceParam> {
  if (type === 'none') return noInvoice;
  const headerType = Number(type) as InvoiceHeaderType;
  return {
    safeParse: () => {
      const parsed = invoiceForm.safeParse({
        headerType,
        headerName,
        ...(headerType === InvoiceHeaderType.unit ? { invoiceTaxNumber } : {}),
      });
      if (!parsed.success) return parsed;
      return {
        success: true,
        data: {
          headerType: parsed.data.headerType,
          headerName: parsed.data.headerName,
          ...(parsed.data.invoiceTaxNumber ? { invoiceTaxNumber: parsed.data.invoiceTaxNumber } : {}),
        },
      };
    },
  };
}

/** The invoice request being filled in: a rule form that keeps its messages until the next submit. */
export interface InvoiceRequest {
  form: RuleForm<InvoiceValues, InvoiceParam>;
  /** Chooses no invoice or a title kind; the messages of the former choice go. */
  setType(type: InvoiceChoice): void;
  /**
   * Checks the fields with the domain invoice rule and shows the messages. Returns the request to send
   * (null without an invoice), or the focus of the first invalid field.
   */
  check(): { param: InvoiceParam } | { focusInvalid: () => void };
}

export function useInvoiceRequest(): InvoiceRequest {
  const form = useRuleForm<InvoiceValues, InvoiceParam>(
    invoiceRule,
    { type: 'none', headerName: '', invoiceTaxNumber: '' },
    ['headerName', 'invoiceTaxNumber'],
    { clearMessages: 'onSubmit' },
  );
  return {
    form,
    setType: (type) => {
      form.change('type', type);
      form.clear();
    },
    check: () => {
      const result = form.check();
      return result.ok ? { param: result.data } : { focusInvalid: result.focusInvalid };
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
          value={invoice.form.values.type}
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
        {invoice.form.values.type !== 'none' ? (
          <div className="grid gap-3 md:grid-cols-2">
            <Input
              ref={invoice.form.fieldRef('headerName')}
              label={t`Invoice title`}
              required
              value={invoice.form.values.headerName}
              error={invoice.form.errors.headerName ? i18n._(invoice.form.errors.headerName) : undefined}
              onChange={(event) => {
                const value = event.target.value;
                invoice.form.change('headerName', value);
              }}
            />
            {invoice.form.values.type === String(InvoiceHeaderType.unit) ? (
              <Input
                ref={invoice.form.fieldRef('invoiceTaxNumber')}
                label={t`Tax number`}
                required
                autoCapitalize="characters"
                value={invoice.form.values.invoiceTaxNumber}
                error={
                  invoice.form.errors.invoiceTaxNumber
                    ? i18n._(invoice.form.errors.invoiceTaxNumber)
                    : undefined
                }
                onChange={(event) => {
                  const value = event.target.value;
                  invoice.form.change('invoiceTaxNumber', value);
                }}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

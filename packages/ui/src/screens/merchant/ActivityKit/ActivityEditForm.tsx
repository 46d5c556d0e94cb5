// The editing form of a flash sale (units per SKU) or a group buy (team size, minutes): the product
// picker (with an optional search the app runs), the chosen product's SKU table, the times, prices, units
// and limits, with the client's checks of activityForm.ts. Props in, callbacks out.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LINE_UNITS_MAX } from '@mall/domain';
import { FormSection } from '../../../console/FormSection/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import {
  checkActivityForm,
  hasErrors,
  skuRows,
  type ActivityFormErrors,
  type ActivityFormValues,
  type ActivityKind,
  type ActivityProblem,
  type ActivitySkuOption,
  type ProductSearchProps,
} from './activityForm.ts';
import { ProductSearchBox, ProductSearchNote } from './ProductPicks.tsx';

export interface ActivityEditFormProps extends ProductSearchProps {
  kind: ActivityKind;
  /** The form's first values (activityForm.ts initialValues). */
  initial: ActivityFormValues;
  /** Editing an existing activity: its product stays; not editable once started (read only). */
  editing: boolean;
  readOnly?: boolean | undefined;
  /** The store's products the picker offers (GET /merchant/prod/page, at most a page of them). */
  products: readonly { prodId: number; prodName: string }[];
  /**
   * The activity's own product (editing): the picker shows it even when `products` leaves it out.
   */
  chosenProduct?: { prodId: number; prodName: string } | undefined;
  // The search (ProductSearchProps): without `onProductSearch`, no search box. The product already chosen
  // stays in the picker whatever the search answers.
  /** The chosen product's SKUs; undefined while they load. */
  skuOptions?: readonly ActivitySkuOption[] | undefined;
  onProductChange: (prodId: number) => void;
  /** The server's time (ms) the client's checks use. */
  now: number;
  /** Sends the checked values; answers the server's refusal to show, or nothing. */
  onSubmit: (values: ActivityFormValues) => Promise<string | undefined>;
  onCancel: () => void;
  /** Above the form (the figures of an activity). */
  children?: ReactNode;
}

/** The editing form of a flash sale (units per SKU) or a group buy (team size, minutes). */
export function ActivityEditForm({
  kind,
  initial,
  editing,
  readOnly = false,
  products,
  chosenProduct,
  onProductSearch,
  productsLoading = false,
  productsError = false,
  onProductsRetry,
  skuOptions,
  onProductChange,
  now,
  onSubmit,
  onCancel,
  children,
}: ActivityEditFormProps) {
  const { t } = useLingui();
  const alertId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ActivityFormErrors>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const options = useMemo(() => skuOptions ?? [], [skuOptions]);
  const [keyword, setKeyword] = useState('');
  // The name of the product chosen, kept so that a search answering without it still shows it.
  const [chosen, setChosen] = useState(chosenProduct);
  const productOptions = [
    ...(chosen && values.prodId === chosen.prodId && !products.some((p) => p.prodId === chosen.prodId)
      ? [chosen]
      : []),
    ...products,
  ].map((p) => ({ value: String(p.prodId), label: p.prodName }));
  const rows = skuRows(values, options);
  const say = (problem: ActivityProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`Required`;
      case 'endBeforeStart':
        return t`The end must be after the start`;
      case 'endPast':
        return t`The end must not be past`;
      case 'maxNum':
        return kind === 'seckill'
          ? t`A whole number from 1 to ${LINE_UNITS_MAX}`
          : t`A whole number from 0 to ${LINE_UNITS_MAX}`;
      case 'groupNumber':
        return t`A whole number from 2 to 100`;
      case 'groupValidTime':
        return t`A whole number of minutes from 5 to 10080`;
      case 'offSale':
        return t`This specification is off sale`;
      case 'money':
        return t`Enter a price in yuan, e.g. 9.90`;
      case 'notBelow':
        return t`The activity price must be below the price`;
      case 'units':
        return t`Enter the units, 1 or more`;
    }
  };
  const set = (patch: Partial<ActivityFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const setSku = (skuId: number, patch: Partial<ActivityFormValues['skus'][number]>) =>
    setValues((v) => {
      const list = skuRows(v, options);
      return { ...v, skus: list.map((s) => (s.skuId === skuId ? { ...s, ...patch } : s)) };
    });
  const submit = async () => {
    const found = checkActivityForm(kind, values, options, now);
    setErrors(found);
    setRefusal(undefined);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      setRefusal(await onSubmit(values));
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-4"
      aria-describedby={refusal ? alertId : undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) void submit();
      }}
    >
      {children}
      <FormSection
        title={t`Product`}
        description={
          editing
            ? t`The product of an activity stays; to change it, stop this one and create another.`
            : undefined
        }
      >
        <div className="flex flex-wrap items-start gap-4">
          {onProductSearch && !editing && !readOnly ? (
            <ProductSearchBox keyword={keyword} onKeywordChange={setKeyword} onSearch={onProductSearch} />
          ) : null}
          <Select
            label={t`Product`}
            value={values.prodId === null ? '' : String(values.prodId)}
            disabled={editing || readOnly}
            error={say(errors.prodId)}
            wrapperClassName="min-w-64 flex-1"
            options={productOptions}
            onValueChange={(value) => {
              const prodId = Number(value);
              const product = products.find((p) => p.prodId === prodId);
              if (product) setChosen(product);
              set({ prodId, skus: [] });
              onProductChange(prodId);
            }}
          />
        </div>
        {onProductSearch && !editing && !readOnly ? (
          <ProductSearchNote
            loading={productsLoading}
            error={productsError}
            onRetry={onProductsRetry}
            noMatch={keyword.trim() !== '' && products.length === 0}
          />
        ) : null}
        {values.prodId !== null ? (
          skuOptions === undefined ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            // At narrow widths the table scrolls inside its card rather than squeezing its inputs.
            // Focusable and named so that a keyboard can scroll it (axe: scrollable-region-focusable).
            <div className="w-full overflow-x-auto" tabIndex={0} role="region" aria-label={t`Specifications`}>
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="py-2 text-left font-medium text-neutral-900">{t`Specifications`}</caption>
                <thead>
                  <tr className="text-left text-neutral-600">
                    <th className="py-1 font-normal">{t`Specification`}</th>
                    <th className="py-1 font-normal">{t`Price`}</th>
                    <th className="py-1 font-normal">{t`Stock`}</th>
                    <th className="py-1 font-normal">
                      {kind === 'seckill' ? t`Flash sale price` : t`Group price`}
                    </th>
                    {kind === 'seckill' ? <th className="py-1 font-normal">{t`Units`}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => {
                    const option = options.find((o) => o.skuId === row.skuId)!;
                    const problem = say(errors.sku?.[row.skuId]);
                    return (
                      <tr key={row.skuId} className="border-t border-neutral-100 align-top">
                        <td className="py-2">
                          <Checkbox
                            label={option.skuName}
                            checked={row.chosen}
                            disabled={readOnly || (option.status !== 1 && !row.chosen)}
                            onCheckedChange={(checked) => setSku(row.skuId, { chosen: checked === true })}
                            error={problem}
                          />
                        </td>
                        <td className="py-2 font-num">{option.price}</td>
                        <td className="py-2 font-num">{option.stocks}</td>
                        <td className="py-2">
                          <Input
                            label={t`Activity price of ${option.skuName}`}
                            hideLabel
                            inputMode="decimal"
                            value={row.price}
                            disabled={!row.chosen || readOnly}
                            onChange={(event) => setSku(row.skuId, { price: event.target.value })}
                          />
                        </td>
                        {kind === 'seckill' ? (
                          <td className="py-2">
                            <Input
                              label={t`Units of ${option.skuName}`}
                              hideLabel
                              inputMode="numeric"
                              value={row.units}
                              disabled={!row.chosen || readOnly}
                              onChange={(event) => setSku(row.skuId, { units: event.target.value })}
                            />
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        ) : null}
        {errors.skus ? <p className="text-sm text-danger">{t`Choose at least one specification`}</p> : null}
      </FormSection>
      <FormSection
        title={t`Rules`}
        description={t`Times are the mall's (China Standard Time).`}
        footer={
          readOnly ? (
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t`Back`}
            </Button>
          ) : (
            <div className="flex flex-col gap-2">
              <FormAlert id={alertId}>{refusal}</FormAlert>
              <div className="flex gap-2">
                <Button type="submit" loading={sending}>
                  {t`Save`}
                </Button>
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t`Cancel`}
                </Button>
              </div>
            </div>
          )
        }
      >
        <div className="grid grid-cols-2 gap-4">
          <Input
            type="datetime-local"
            label={t`Start time`}
            value={values.startTime}
            disabled={readOnly}
            error={say(errors.startTime)}
            onChange={(event) => set({ startTime: event.target.value })}
          />
          <Input
            type="datetime-local"
            label={t`End time`}
            value={values.endTime}
            disabled={readOnly}
            error={say(errors.endTime)}
            onChange={(event) => set({ endTime: event.target.value })}
          />
          <Input
            label={
              kind === 'seckill' ? t`Units one shopper may buy` : t`Units one shopper may buy (0: no limit)`
            }
            inputMode="numeric"
            value={values.maxNum}
            disabled={readOnly}
            error={say(errors.maxNum)}
            onChange={(event) => set({ maxNum: event.target.value })}
          />
          {kind === 'group' ? (
            <>
              <Input
                label={t`Members a team needs`}
                inputMode="numeric"
                value={values.groupNumber}
                disabled={readOnly}
                error={say(errors.groupNumber)}
                onChange={(event) => set({ groupNumber: event.target.value })}
              />
              <Input
                label={t`Minutes a team has to fill up`}
                inputMode="numeric"
                value={values.groupValidTime}
                disabled={readOnly}
                error={say(errors.groupValidTime)}
                onChange={(event) => set({ groupValidTime: event.target.value })}
              />
            </>
          ) : null}
        </div>
      </FormSection>
    </form>
  );
}

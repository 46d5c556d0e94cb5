// The product form's specifications and SKU matrix (decisions/0063). Specifications (a name and values,
// each in zh and en: Colour: Red, Blue; Size: M, L) make one row per combination (skuMatrix.ts keeps a
// row, its `skuId` and loaded stock, across changes); each row takes a price, an original price, a stock
// and a picture, typed as text (the form checks and converts them; nothing is computed here). A column
// can be filled for every row at once. Without specifications the product has a single SKU. An existing
// SKU shows the stock it was loaded with: the form sends it as `expectedStocks`, so a sale in between
// makes the server refuse the edit rather than overwrite it. SKUs loaded without readable specifications
// are one row each, as saved, with the specifications locked and a notice (skuMatrix.ts draftOfDetail).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageFileProblem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { imageFormats } from '../../lib/imageFormats.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { formatBytes } from '../../primitives/Upload/index.ts';
import {
  isLocked,
  matrixRows,
  newLocalId,
  rowCount,
  rowLabel,
  SKUS_MAX,
  SPEC_LIMITS,
  type SkuMatrixValue,
  type SkuRowDraft,
  type SpecDraft,
} from './skuMatrix.ts';

export type { SkuMatrixValue };

/** The fields of a row that the batch fill can set. */
export type SkuColumn = 'price' | 'oriPrice' | 'stocks';

export interface SkuMatrixEditorProps {
  value: SkuMatrixValue;
  onChange: (value: SkuMatrixValue) => void;
  /** Uploads a SKU's picture and resolves its URL; without it rows have no picture. */
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  /**
   * Messages by field: `spec:<specId>:name|nameEn`, `value:<valueId>:value|valueEn`,
   * `row:<rowKey>:price|oriPrice|stocks`, and the row's own `row:<rowKey>:skuName|skuNameEn|properties|
   * propertiesEn` (shown under the row's name).
   */
  errors?: Readonly<Record<string, string>> | undefined;
  disabled?: boolean | undefined;
  /** Whether a SKU's picture is uploading (the form waits for it before it submits). */
  onBusyChange?: ((busy: boolean) => void) | undefined;
}

export function SkuMatrixEditor({
  value,
  onChange,
  onUploadImage,
  errors = {},
  disabled = false,
  onBusyChange,
}: SkuMatrixEditorProps) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  const { specs, rows } = value;
  // The latest value: an upload that ends applies its picture to what the merchant has typed since.
  const latest = useRef(value);
  latest.current = value;
  const [uploads, setUploads] = useState(0);
  useEffect(() => {
    onBusyChange?.(uploads > 0);
  }, [uploads, onBusyChange]);
  useEffect(() => () => onBusyChange?.(false), [onBusyChange]);
  const countUpload = (delta: number) => setUploads((n) => n + delta);
  /** Sets a row's picture on the latest value, by the row's key (gone if the row went meanwhile). */
  const setPicture = (key: string, pic: string) => {
    const current = latest.current;
    if (!current.rows.some((r) => r.key === key)) return;
    const next = { ...current, rows: current.rows.map((r) => (r.key === key ? { ...r, pic } : r)) };
    latest.current = next;
    onChange(next);
  };

  const setSpecs = (next: SpecDraft[]) => {
    if (rowCount(next) > SKUS_MAX) {
      const max = SKUS_MAX;
      setMessage(t`At most ${max} SKUs: remove a value first`);
      return;
    }
    setMessage(null);
    onChange({ specs: next, rows: matrixRows(next, rows) });
  };
  const editSpec = (id: string, patch: Partial<SpecDraft>) =>
    setSpecs(specs.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  const setRow = (key: string, patch: Partial<SkuRowDraft>) =>
    onChange({ specs, rows: rows.map((r) => (r.key === key ? { ...r, ...patch } : r)) });

  // SKUs loaded without readable specifications: each its own row, the specifications locked.
  const locked = isLocked(rows);

  return (
    <div className="flex flex-col gap-4">
      {locked ? (
        <p role="note" className="m-0 rounded bg-warning-soft px-3 py-2 text-sm text-neutral-700">
          {t`The specifications of these SKUs could not be read, so each SKU is listed on its own as it was saved. Prices, stock and pictures can be changed here; the specifications cannot.`}
        </p>
      ) : null}
      <div className={cn('flex flex-col gap-3', locked && 'hidden')}>
        {specs.map((spec, index) => (
          <SpecEditor
            key={spec.id}
            spec={spec}
            index={index + 1}
            errors={errors}
            disabled={disabled}
            onEdit={(patch) => editSpec(spec.id, patch)}
            onRemove={() => setSpecs(specs.filter((s) => s.id !== spec.id))}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || specs.length >= SPEC_LIMITS.specsMax}
            onClick={() =>
              setSpecs([
                ...specs,
                {
                  id: newLocalId(),
                  name: '',
                  nameEn: '',
                  values: [{ id: newLocalId(), value: '', valueEn: '' }],
                },
              ])
            }
          >
            {t`Add a specification`}
          </Button>
          <span className="text-sm text-neutral-500">
            {specs.length === 0
              ? t`Without specifications the product has a single SKU.`
              : t`Each combination of values is a SKU.`}
          </span>
        </div>
        <p role="alert" className="m-0 text-sm text-danger empty:hidden">
          {message}
        </p>
      </div>
      <BatchFill
        disabled={disabled}
        onFill={(column, text) => onChange({ specs, rows: rows.map((r) => ({ ...r, [column]: text })) })}
      />
      <div className="overflow-x-auto rounded border border-neutral-200">
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">{t`SKUs`}</caption>
          <thead>
            <tr className="bg-neutral-50 text-neutral-600">
              <th scope="col" className="h-10 px-3 font-medium whitespace-nowrap">
                {t`SKU`}
              </th>
              <th scope="col" className="px-3 font-medium whitespace-nowrap">
                {t`Price (¥)`}
              </th>
              <th scope="col" className="px-3 font-medium whitespace-nowrap">
                {t`Original price (¥)`}
              </th>
              <th scope="col" className="px-3 font-medium whitespace-nowrap">
                {t`Stock`}
              </th>
              {onUploadImage ? (
                <th scope="col" className="px-3 font-medium whitespace-nowrap">
                  {t`Picture`}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <SkuRow
                key={row.key}
                row={row}
                name={rowLabel(specs, row)}
                errors={errors}
                disabled={disabled}
                onUploadImage={onUploadImage}
                onEdit={(patch) => setRow(row.key, patch)}
                onPicture={(pic) => setPicture(row.key, pic)}
                onUploading={countUpload}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function SpecEditor({
  spec,
  index,
  errors,
  disabled,
  onEdit,
  onRemove,
}: {
  spec: SpecDraft;
  index: number;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onEdit: (patch: Partial<SpecDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const editValue = (id: string, patch: { value?: string; valueEn?: string }) =>
    onEdit({ values: spec.values.map((v) => (v.id === id ? { ...v, ...patch } : v)) });
  return (
    <fieldset className="m-0 flex flex-col gap-3 rounded border border-neutral-200 p-3">
      <legend className="px-1 text-sm text-neutral-600">{t`Specification ${index}`}</legend>
      <div className="flex flex-wrap items-start gap-3">
        <Input
          label={t`Name (Chinese)`}
          placeholder="颜色"
          value={spec.name}
          disabled={disabled}
          maxLength={20}
          error={errors[`spec:${spec.id}:name`]}
          wrapperClassName="w-48"
          onChange={(event) => onEdit({ name: event.target.value })}
        />
        <Input
          label={t`Name (English)`}
          placeholder="Colour"
          value={spec.nameEn}
          disabled={disabled}
          maxLength={40}
          error={errors[`spec:${spec.id}:nameEn`]}
          wrapperClassName="w-48"
          onChange={(event) => onEdit({ nameEn: event.target.value })}
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-7"
          disabled={disabled}
          onClick={onRemove}
        >
          {t`Remove specification ${index}`}
        </Button>
      </div>
      <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t`Values of specification ${index}`}>
        {spec.values.map((v, i) => {
          const n = i + 1;
          return (
            <li key={v.id} className="flex flex-wrap items-start gap-2">
              <Input
                label={t`Value ${n} (Chinese)`}
                hideLabel
                placeholder={t`Value ${n} (Chinese)`}
                value={v.value}
                disabled={disabled}
                maxLength={20}
                size="sm"
                error={errors[`value:${v.id}:value`]}
                wrapperClassName="w-40"
                onChange={(event) => editValue(v.id, { value: event.target.value })}
              />
              <Input
                label={t`Value ${n} (English)`}
                hideLabel
                placeholder={t`Value ${n} (English)`}
                value={v.valueEn}
                disabled={disabled}
                maxLength={40}
                size="sm"
                error={errors[`value:${v.id}:valueEn`]}
                wrapperClassName="w-40"
                onChange={(event) => editValue(v.id, { valueEn: event.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={disabled || spec.values.length <= 1}
                aria-label={t`Remove value ${n} of specification ${index}`}
                onClick={() => onEdit({ values: spec.values.filter((x) => x.id !== v.id) })}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          type="button"
          variant="link"
          size="sm"
          disabled={disabled || spec.values.length >= SPEC_LIMITS.valuesMax}
          onClick={() => onEdit({ values: [...spec.values, { id: newLocalId(), value: '', valueEn: '' }] })}
        >
          {t`Add a value to specification ${index}`}
        </Button>
      </div>
    </fieldset>
  );
}

function BatchFill({
  disabled,
  onFill,
}: {
  disabled: boolean;
  onFill: (column: SkuColumn, text: string) => void;
}) {
  const { t } = useLingui();
  const [column, setColumn] = useState<SkuColumn>('price');
  const [text, setText] = useState('');
  return (
    <div role="group" aria-label={t`Fill a column`} className="flex flex-wrap items-end gap-2">
      <Select
        label={t`Column to fill`}
        value={column}
        disabled={disabled}
        onValueChange={(next) => setColumn(next as SkuColumn)}
        options={[
          { value: 'price', label: t`Price (¥)` },
          { value: 'oriPrice', label: t`Original price (¥)` },
          { value: 'stocks', label: t`Stock` },
        ]}
        wrapperClassName="w-44"
      />
      <Input
        label={t`Value for every SKU`}
        value={text}
        disabled={disabled}
        inputMode={column === 'stocks' ? 'numeric' : 'decimal'}
        wrapperClassName="w-44"
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="button"
        variant="outline"
        disabled={disabled || text.trim() === ''}
        onClick={() => onFill(column, text.trim())}
      >
        {t`Fill every SKU`}
      </Button>
    </div>
  );
}

function SkuRow({
  row,
  name,
  errors,
  disabled,
  onUploadImage,
  onEdit,
  onPicture,
  onUploading,
}: {
  row: SkuRowDraft;
  name: string;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onUploadImage?: ((file: File) => Promise<string>) | undefined;
  onEdit: (patch: Partial<SkuRowDraft>) => void;
  onPicture: (pic: string) => void;
  onUploading: (delta: number) => void;
}) {
  const { t } = useLingui();
  const shown = name === '' ? t`The single SKU` : name;
  const loaded = row.loadedStocks;
  const cell = (children: ReactNode, className?: string) => (
    <td className={cn('border-t border-neutral-200 px-3 py-2 align-top', className)}>{children}</td>
  );
  const error = (field: string) => errors[`row:${row.key}:${field}`];
  const rowErrors = [
    ...new Set(
      (['skuName', 'skuNameEn', 'properties', 'propertiesEn'] as const)
        .map(error)
        .filter((m): m is string => !!m),
    ),
  ];
  return (
    <tr>
      <th
        scope="row"
        className="border-t border-neutral-200 px-3 py-2 text-left align-top font-normal whitespace-nowrap"
      >
        {shown}
        {row.skuId === undefined ? (
          <span className="ml-2 rounded bg-info-soft px-1 text-xs text-neutral-700">{t`New SKU`}</span>
        ) : null}
        {rowErrors.map((m) => (
          <p key={m} className="m-0 max-w-64 text-xs whitespace-normal text-danger">
            {m}
          </p>
        ))}
      </th>
      {cell(
        <Input
          label={t`Price of ${shown}`}
          hideLabel
          size="sm"
          inputMode="decimal"
          value={row.price}
          disabled={disabled}
          error={error('price')}
          wrapperClassName="w-32"
          onChange={(event) => onEdit({ price: event.target.value })}
        />,
      )}
      {cell(
        <Input
          label={t`Original price of ${shown}`}
          hideLabel
          size="sm"
          inputMode="decimal"
          value={row.oriPrice}
          disabled={disabled}
          error={error('oriPrice')}
          wrapperClassName="w-32"
          onChange={(event) => onEdit({ oriPrice: event.target.value })}
        />,
      )}
      {cell(
        <Input
          label={t`Stock of ${shown}`}
          hideLabel
          size="sm"
          inputMode="numeric"
          value={row.stocks}
          disabled={disabled}
          error={error('stocks')}
          hint={loaded === undefined ? undefined : t`Loaded with ${loaded}`}
          wrapperClassName="w-32"
          onChange={(event) => onEdit({ stocks: event.target.value })}
        />,
      )}
      {onUploadImage
        ? cell(
            <SkuPicture
              name={shown}
              url={row.pic}
              disabled={disabled}
              onUploadImage={onUploadImage}
              onChange={onPicture}
              onUploading={onUploading}
            />,
          )
        : null}
    </tr>
  );
}

function SkuPicture({
  name,
  url,
  disabled,
  onUploadImage,
  onChange,
  onUploading,
}: {
  name: string;
  url: string;
  disabled: boolean;
  onUploadImage: (file: File) => Promise<string>;
  /** Applies the uploaded picture to the latest value (the row may have changed during the upload). */
  onChange: (url: string) => void;
  /** +1 when an upload starts, -1 when it ends or the row goes. */
  onUploading: (delta: number) => void;
}) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const uploading = useRef(onUploading);
  uploading.current = onUploading;
  useEffect(() => {
    if (!busy) return;
    uploading.current(1);
    return () => uploading.current(-1);
  }, [busy]);
  const [message, setMessage] = useState<string | null>(null);
  const pick = async (file: File) => {
    const fileName = file.name;
    const problem = imageFileProblem(file, IMAGE_TYPES, IMAGE_MAX_BYTES);
    if (problem === 'type') {
      const formats = imageFormats(i18n.locale);
      setMessage(t`${fileName}: unsupported format, please choose ${formats}`);
    } else if (problem === 'size') {
      const limit = formatBytes(IMAGE_MAX_BYTES);
      setMessage(t`${fileName} is larger than ${limit}`);
    } else {
      setMessage(null);
      setBusy(true);
      try {
        onChange(await onUploadImage(file));
      } catch {
        setMessage(t`The image could not be uploaded; please try again`);
      } finally {
        setBusy(false);
      }
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        {url ? (
          <Image src={url} alt={t`Picture of ${name}`} className="size-10 rounded" ratio={null} />
        ) : null}
        <label
          className={cn(
            'cursor-pointer text-sm text-info hover:underline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-info',
            (disabled || busy) && 'cursor-not-allowed opacity-50',
          )}
        >
          <input
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || busy}
            className="sr-only"
            aria-label={url ? t`Change the picture of ${name}` : t`Choose a picture for ${name}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void pick(file);
            }}
          />
          <span aria-hidden="true">{busy ? t`Uploading` : url ? t`Change` : t`Choose`}</span>
        </label>
        {url && !busy ? (
          <button
            type="button"
            disabled={disabled}
            className="cursor-pointer border-0 bg-transparent p-0 text-sm text-neutral-600 hover:text-danger disabled:cursor-not-allowed"
            aria-label={t`Remove the picture of ${name}`}
            onClick={() => onChange('')}
          >
            <span aria-hidden="true">{t`Remove`}</span>
          </button>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="m-0 max-w-48 text-xs text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}

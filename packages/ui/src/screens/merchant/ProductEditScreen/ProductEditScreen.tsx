// The merchant centre's product form (issue 17 item 3; POST and PUT /merchant/prod): the category (three
// levels over the tree given), names and briefs in zh and en side by side, the content in zh and en
// (tabs, rich text), the pictures, the specifications and their SKU matrix, on or off sale. The checks
// are the contract's limits (productForm.ts) with a message per field; the request is parsed with the
// domain's schema and handed to `onSubmit`. The server's refusal is shown in place; "stock changed"
// offers to reload the product (the form was loaded before a sale). `onDirtyChange` lets the app guard
// leaving with unsaved changes. Props in, callbacks out: nothing is fetched or computed here.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  MERCHANT_PROD_LIMITS as L,
  type Category,
  type MerchantProdDetail,
  type MerchantProdParam,
  type MerchantProdUpdateParam,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { ImageListEditor } from '../../../console/ImageListEditor/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { RichTextEditor } from '../../../console/RichTextEditor/index.ts';
import { SkuMatrixEditor } from '../../../console/SkuMatrixEditor/index.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs/index.ts';
import { draftOf, newDraft, submission, type Problem, type ProductDraft } from './productForm.ts';

export interface ProductEditScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** A new product, or the edit of `product`. */
  mode: 'create' | 'edit';
  /** The product being edited (GET /merchant/prod/info); undefined until loaded. */
  product?: MerchantProdDetail | undefined;
  /** The category tree (three levels); undefined until loaded. */
  categories?: readonly Category[] | undefined;
  /** Shows the skeleton while the product or the categories load. */
  loading?: boolean | undefined;
  /** The product could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Uploads a picture (POST /p/file/upload as the store) and resolves its URL. */
  onUploadImage: (file: File) => Promise<string>;
  /**
   * Sends the checked request (a new product, or the edit with `prodId` and each kept SKU's
   * `expectedStocks`); a rejection keeps the form as it is, with the app's `refusal` shown.
   */
  onSubmit: (request: MerchantProdParam | MerchantProdUpdateParam) => Promise<unknown> | unknown;
  /** The server's refusal of the last submit. */
  refusal?: string | undefined;
  /** The refusal is "stock changed": offer to reload the product (the edits are lost). */
  stockChanged?: boolean | undefined;
  onReload?: (() => void) | undefined;
  /** Back to the list. */
  onCancel?: (() => void) | undefined;
  /** The form has changes not saved yet (the app asks before leaving). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
}

export function ProductEditScreen({
  mode,
  product,
  categories,
  loading = false,
  error = false,
  onRetry,
  onUploadImage,
  onSubmit,
  refusal,
  stockChanged,
  onReload,
  onCancel,
  onDirtyChange,
  className,
  ...props
}: ProductEditScreenProps) {
  const formProps = { onUploadImage, onSubmit, refusal, stockChanged, onReload, onCancel, onDirtyChange };
  const { t } = useLingui();
  const title = mode === 'create' ? t`New product` : t`Edit product`;
  const ready = categories !== undefined && (mode === 'create' || product !== undefined);
  let body;
  if (ready) {
    body = (
      <ProductForm
        key={product?.prodId ?? 'new'}
        mode={mode}
        product={product}
        categories={categories}
        {...formProps}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The product could not be loaded`}
        onRetry={onRetry}
        className="rounded bg-neutral-0 p-6"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the product`} className="flex flex-col gap-4 rounded bg-neutral-0 p-6">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-2/3" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;
  return (
    <div className={cn('flex flex-col gap-4', className)} data-mode={mode} {...props}>
      <PageHeader title={title} />
      {body}
    </div>
  );
}

/** The editors whose uploads the save waits for. */
type BusySource = 'images' | 'skus' | 'content' | 'contentEn';

type FormProps = Pick<
  ProductEditScreenProps,
  | 'mode'
  | 'product'
  | 'onUploadImage'
  | 'onSubmit'
  | 'refusal'
  | 'stockChanged'
  | 'onReload'
  | 'onCancel'
  | 'onDirtyChange'
> & { categories: readonly Category[] };

function ProductForm({
  mode,
  product,
  categories,
  onUploadImage,
  onSubmit,
  refusal,
  stockChanged = false,
  onReload,
  onCancel,
  onDirtyChange,
}: FormProps) {
  const { t } = useLingui();
  const refusalId = useId();
  const initial = useMemo(() => (product ? draftOf(product) : newDraft()), [product]);
  const [draft, setDraft] = useState<ProductDraft>(initial);
  // A reloaded product (after "stock changed") replaces the form's values.
  const [loadedFrom, setLoadedFrom] = useState(initial);
  if (loadedFrom !== initial) {
    setLoadedFrom(initial);
    setDraft(initial);
  }
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [pending, setPending] = useState(false);
  // Uploads under way, by the editor that runs them: the save waits for all of them.
  const [busy, setBusy] = useState<Record<BusySource, boolean>>({
    images: false,
    skus: false,
    content: false,
    contentEn: false,
  });
  const uploading = Object.values(busy).some(Boolean);
  const busyOf = useMemo(() => {
    const of = (source: BusySource) => (on: boolean) =>
      setBusy((all) => (all[source] === on ? all : { ...all, [source]: on }));
    return { images: of('images'), skus: of('skus'), content: of('content'), contentEn: of('contentEn') };
  }, []);
  const [waitMessage, setWaitMessage] = useState(false);
  const [contentTab, setContentTab] = useState<'zh' | 'en'>('zh');
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial]);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const change = <K extends keyof ProductDraft>(field: K, value: ProductDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // A changed field's message goes; the matrix's messages all go with any change of it.
    // The general "cannot be saved" goes with any change.
    const gone = (key: string) =>
      key === 'form' ||
      (field === 'matrix'
        ? /^(spec|value|row):|^skus$/.test(key)
        : key === (field === 'categoryPath' ? 'category' : field));
    setProblems((all) =>
      Object.keys(all).some(gone)
        ? Object.fromEntries(Object.entries(all).filter(([key]) => !gone(key)))
        : all,
    );
  };
  const say = (problem: Problem | undefined, max?: number): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'required':
        return t`Required`;
      case 'tooLong':
        return t`At most ${max} characters`;
      case 'category':
        return t`Choose a category down to the third level`;
      case 'mainPicture':
        return t`Add at least one picture: the first is the main picture`;
      case 'tooManyPictures': {
        const most = L.imgsMax;
        return t`At most ${most} pictures`;
      }
      case 'separator':
        return t`Without ":" or ";"`;
      case 'duplicate':
        return t`Already used`;
      case 'money':
        return t`An amount from 0.01, with at most two decimals`;
      case 'stock': {
        const most = L.stocksMax;
        return t`A whole number from 0 to ${most}`;
      }
      case 'tooManySkus': {
        const most = L.skusMax;
        return t`At most ${most} SKUs`;
      }
      case 'skuNameTooLong': {
        const most = L.skuNameMax;
        return t`The Chinese name of this SKU (its values) is longer than ${most} characters: shorten the values`;
      }
      case 'skuNameEnTooLong': {
        const most = L.skuNameMax;
        return t`The English name of this SKU (its values) is longer than ${most} characters: shorten the values`;
      }
      case 'propertiesTooLong': {
        const most = L.propertiesMax;
        return t`The Chinese specifications of this SKU are longer than ${most} characters: shorten the names or values`;
      }
      case 'propertiesEnTooLong': {
        const most = L.propertiesMax;
        return t`The English specifications of this SKU are longer than ${most} characters: shorten the names or values`;
      }
      case 'unsendable':
        return t`The product cannot be saved as it is: check every field and SKU, then save again.`;
    }
  };
  const message = (field: string, max?: number) => say(problems[field], max);
  const matrixErrors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [key, problem] of Object.entries(problems)) {
      if (/^(spec|value|row):/.test(key)) out[key] = say(problem) ?? '';
    }
    return out;
    // `say` only reads the locale's messages, which `t` stands for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problems, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (uploading) {
      setWaitMessage(true);
      return;
    }
    setWaitMessage(false);
    const { problems: found, request } = submission(draft, product?.prodId);
    setProblems(found);
    if (!request) {
      if (found.contentEn && !found.content) setContentTab('en');
      else if (found.content) setContentTab('zh');
      // After the messages render: the first invalid field takes the focus.
      requestAnimationFrame(() =>
        form.current
          ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] [role="textbox"]')
          ?.focus(),
      );
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(request);
    } catch {
      // The app shows its refusal; the form stays as it is.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const [top, middle, leaf] = draft.categoryPath;
  const level2 = categories.find((c) => c.categoryId === top)?.categories ?? [];
  const level3 = level2.find((c) => c.categoryId === middle)?.categories ?? [];
  const options = (list: readonly Category[]) =>
    list.map((c) => ({ value: String(c.categoryId), label: c.categoryName }));
  const categoryError = message('category');

  return (
    <form
      ref={form}
      noValidate
      aria-label={mode === 'create' ? t`New product` : t`Edit product`}
      aria-describedby={refusal ? refusalId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <FormSection title={t`Basic information`}>
        <div role="group" aria-label={t`Category`} className="flex flex-wrap items-start gap-3">
          <Select
            label={t`Category`}
            value={top === undefined ? '' : String(top)}
            options={options(categories)}
            placeholder={t`Top level`}
            error={categoryError && top === undefined ? categoryError : undefined}
            disabled={pending}
            wrapperClassName="w-48"
            onValueChange={(v) => change('categoryPath', [Number(v), undefined, undefined])}
          />
          <Select
            label={t`Second level`}
            value={middle === undefined ? '' : String(middle)}
            options={options(level2)}
            placeholder={t`Second level`}
            error={categoryError && top !== undefined && middle === undefined ? categoryError : undefined}
            disabled={pending || level2.length === 0}
            wrapperClassName="w-48"
            onValueChange={(v) => change('categoryPath', [top, Number(v), undefined])}
          />
          <Select
            label={t`Third level`}
            value={leaf === undefined ? '' : String(leaf)}
            options={options(level3)}
            placeholder={t`Third level`}
            error={categoryError && middle !== undefined ? categoryError : undefined}
            disabled={pending || level3.length === 0}
            wrapperClassName="w-48"
            onValueChange={(v) => change('categoryPath', [top, middle, Number(v)])}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Input
            label={t`Product name (Chinese)`}
            required
            lang="zh-CN"
            value={draft.prodName}
            maxLength={L.nameMax}
            showCount
            disabled={pending}
            error={message('prodName', L.nameMax)}
            onChange={(e) => change('prodName', e.target.value)}
          />
          <Input
            label={t`Product name (English)`}
            required
            lang="en"
            value={draft.prodNameEn}
            maxLength={L.nameMax}
            showCount
            disabled={pending}
            error={message('prodNameEn', L.nameMax)}
            onChange={(e) => change('prodNameEn', e.target.value)}
          />
          <Input
            label={t`Brief (Chinese)`}
            lang="zh-CN"
            value={draft.brief}
            maxLength={L.briefMax}
            showCount
            disabled={pending}
            error={message('brief', L.briefMax)}
            onChange={(e) => change('brief', e.target.value)}
          />
          <Input
            label={t`Brief (English)`}
            lang="en"
            value={draft.briefEn}
            maxLength={L.briefMax}
            showCount
            disabled={pending}
            error={message('briefEn', L.briefMax)}
            onChange={(e) => change('briefEn', e.target.value)}
          />
        </div>
      </FormSection>

      <FormSection title={t`Pictures`}>
        <ImageListEditor
          value={draft.images}
          onChange={(images) => change('images', images)}
          onUploadImage={onUploadImage}
          onBusyChange={busyOf.images}
          max={L.imgsMax}
          disabled={pending}
          error={message('images')}
          data-invalid={problems.images ? '' : undefined}
        />
      </FormSection>

      <FormSection
        title={t`Specifications and stock`}
        description={t`Prices in yuan. An existing SKU shows the stock it was loaded with: if a sale changes it before you save, the save is refused and you reload.`}
      >
        <SkuMatrixEditor
          value={draft.matrix}
          onChange={(matrix) => change('matrix', matrix)}
          onUploadImage={onUploadImage}
          onBusyChange={busyOf.skus}
          errors={matrixErrors}
          disabled={pending}
        />
        {problems.skus ? (
          <p className="m-0 text-sm text-danger" role="alert">
            {message('skus')}
          </p>
        ) : null}
      </FormSection>

      <FormSection title={t`Details`}>
        <Tabs value={contentTab} onValueChange={(v) => setContentTab(v as 'zh' | 'en')}>
          <TabsList aria-label={t`Language of the details`}>
            <TabsTrigger value="zh">{t`Chinese`}</TabsTrigger>
            <TabsTrigger value="en">{t`English`}</TabsTrigger>
          </TabsList>
          <TabsContent value="zh" className="pt-3" data-invalid={problems.content ? '' : undefined}>
            <RichTextEditor
              label={t`Details (Chinese)`}
              value={draft.content}
              onChange={(html) => change('content', html)}
              max={L.contentMax}
              onUploadImage={onUploadImage}
              onBusyChange={busyOf.content}
              disabled={pending}
              error={message('content', L.contentMax)}
            />
          </TabsContent>
          <TabsContent value="en" className="pt-3" data-invalid={problems.contentEn ? '' : undefined}>
            <RichTextEditor
              label={t`Details (English)`}
              value={draft.contentEn}
              onChange={(html) => change('contentEn', html)}
              max={L.contentMax}
              onUploadImage={onUploadImage}
              onBusyChange={busyOf.contentEn}
              disabled={pending}
              error={message('contentEn', L.contentMax)}
            />
          </TabsContent>
        </Tabs>
      </FormSection>

      <FormSection title={t`Sale`}>
        <RadioGroup
          label={t`After saving`}
          orientation="horizontal"
          value={String(draft.status)}
          disabled={pending}
          onValueChange={(v) => change('status', v === '1' ? 1 : 0)}
          options={[
            { value: '1', label: t`On sale`, description: t`Shoppers can buy it at once` },
            { value: '0', label: t`Off sale`, description: t`Kept in the store, hidden from shoppers` },
          ]}
        />
      </FormSection>

      <div className="sticky bottom-0 flex flex-col gap-2 rounded border border-neutral-200 bg-neutral-0 px-6 py-3">
        {refusal ? (
          <div
            id={refusalId}
            role="alert"
            className="flex flex-wrap items-center gap-3 text-base text-danger"
          >
            <span>{refusal}</span>
            {stockChanged && onReload ? (
              <Button type="button" variant="outline" size="sm" onClick={onReload}>
                {t`Reload the product`}
              </Button>
            ) : null}
          </div>
        ) : null}
        {waitMessage && uploading ? (
          <p role="status" className="m-0 text-sm text-neutral-700">
            {t`Wait for the pictures to finish uploading, then save again.`}
          </p>
        ) : null}
        {problems.form ? (
          <p role="alert" className="m-0 text-sm text-danger">
            {message('form')}
          </p>
        ) : Object.keys(problems).length > 0 ? (
          <p role="status" className="m-0 text-sm text-danger">
            {t`Some fields need your attention.`}
          </p>
        ) : null}
        <div className="flex items-center justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          ) : null}
          <Button type="submit" loading={pending}>
            {mode === 'create' ? t`Create the product` : t`Save the changes`}
          </Button>
        </div>
      </div>
    </form>
  );
}

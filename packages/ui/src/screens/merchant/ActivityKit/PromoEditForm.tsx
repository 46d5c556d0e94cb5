// What the special discount and shop coupon forms share (issue 17 item 7, decisions/0067): the screen's
// frame (header, loading, load failure), the activity's figures, the form with its read-only fieldset,
// the products section, the client's problem and the server's refusal, the buttons; and the submit
// (products chosen, the contract's schema, the window's order, busy while sent). Each form gives only its
// own fields and body.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { messageOf, messages, type MerchantPromoProd } from '@mall/domain';
import { DescriptionList, type DescriptionItem } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { ActivityEditFrame, type ActivityEditFrameProps } from './ActivityKit.tsx';
import type { ProductSearchProps } from './activityForm.ts';
import { ProductPicks } from './ProductPicks.tsx';

export interface PromoEditFormProps extends Omit<ActivityEditFrameProps, 'onSubmit'> {
  /** The first section (the activity's name, then `fields`): its title and the name's label. */
  sectionTitle: string;
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  /** The first section's own fields, after the name. */
  fields: ReactNode;
  /** The activity's figures above the form (an existing one). */
  figures?: DescriptionItem[] | undefined;
  /** Editing an existing activity (Save) or creating one (Create). */
  editing: boolean;
  readOnly: boolean;
  pending: boolean;
  /** The client's check of the last submit. */
  problem?: string | undefined;
  /** The server's refusal of the last submit. */
  refusal?: string | undefined;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  /** No products section (an activity for all products, as the platform's coupons). */
  hideProducts?: boolean | undefined;
  /** The products to tick (withChosen: the activity's own first). */
  products: readonly MerchantPromoProd[];
  prodIds: readonly number[] | null;
  onProdIdsChange: (prodIds: number[] | null) => void;
  onProductSearch?: ProductSearchProps['onProductSearch'];
  productsLoading?: boolean | undefined;
  productsError?: boolean | undefined;
  onProductsRetry?: (() => void) | undefined;
}

/** A discount or coupon form around its own sections (`children`). */
export function PromoEditForm({
  figures,
  editing,
  readOnly,
  pending,
  problem,
  refusal,
  onSubmit,
  onCancel,
  hideProducts = false,
  products,
  prodIds,
  onProdIdsChange,
  onProductSearch,
  productsLoading,
  productsError,
  onProductsRetry,
  title,
  sectionTitle,
  nameLabel,
  name,
  onNameChange,
  fields,
  children,
  ...frame
}: PromoEditFormProps) {
  const { t } = useLingui();
  const refusalId = useId();
  return (
    <ActivityEditFrame title={title} {...frame}>
      {figures ? <DescriptionList items={figures} /> : null}
      <form
        noValidate
        aria-label={title}
        aria-describedby={refusal ? refusalId : undefined}
        className="flex flex-col gap-4"
        onSubmit={onSubmit}
      >
        <fieldset disabled={readOnly} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          <FormSection title={sectionTitle}>
            <Input
              label={nameLabel}
              value={name}
              maxLength={30}
              showCount
              onChange={(e) => onNameChange(e.target.value)}
            />
            {fields}
          </FormSection>
          {children}
          {hideProducts ? null : (
            <FormSection title={t`Products`}>
              <ProductPicks
                products={products}
                prodIds={prodIds}
                onChange={onProdIdsChange}
                onSearch={onProductSearch}
                loading={productsLoading}
                loadFailed={productsError}
                onRetry={onProductsRetry}
                disabled={readOnly}
              />
            </FormSection>
          )}
        </fieldset>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {refusal ? <FormAlert id={refusalId}>{refusal}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {readOnly ? t`Back` : t`Cancel`}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={pending}>
              {editing ? t`Save` : t`Create`}
            </Button>
          )}
        </div>
      </form>
    </ActivityEditFrame>
  );
}

/** The start and end of a discount or coupon, to the second. */
export function WindowFields({
  start,
  end,
  onStartChange,
  onEndChange,
}: {
  start: string;
  end: string;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-4">
      <Input
        type="datetime-local"
        step={1}
        label={t`Starts`}
        value={start}
        onChange={(e) => onStartChange(e.target.value)}
      />
      <Input
        type="datetime-local"
        step={1}
        label={t`Ends`}
        value={end}
        onChange={(e) => onEndChange(e.target.value)}
      />
    </div>
  );
}

/** The products an activity is limited to (null: the whole store), as PromoEditForm takes them. */
export function useProdIds(chosen: readonly MerchantPromoProd[] | null | undefined) {
  const [prodIds, onProdIdsChange] = useState<number[] | null>(chosen ? chosen.map((p) => p.prodId) : null);
  return { prodIds, onProdIdsChange };
}

/** What the submit needs of a body: its window and its products. */
interface PromoBody {
  startTime: string;
  endTime: string;
  prodIds?: number[] | undefined;
}

/**
 * The submit of a discount or coupon form: refuses "chosen products" with none ticked, then the body
 * the contract's `schema` refuses (its first message), then an end not after the start; else sends it,
 * busy until it settles (a rejection keeps the form as it is: the app shows its refusal).
 */
export function usePromoSubmit<Body extends PromoBody>(
  schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  send: (body: Body) => Promise<unknown> | unknown,
) {
  const { t, i18n } = useLingui();
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (
    body: Body,
    { noProducts, noProductsMessage }: { noProducts: boolean; noProductsMessage?: string | undefined },
  ) => {
    if (pending) return;
    if (noProducts) {
      setProblem(noProductsMessage ?? t`Choose at least one product, or the whole store.`);
      return;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const id = parsed.error?.issues[0]?.message ?? '';
      setProblem(i18n._(messageOf(id) ?? messages.invalid));
      return;
    }
    if (body.endTime <= body.startTime) {
      setProblem(i18n._(messages.activityWindowInvalid));
      return;
    }
    setProblem(undefined);
    setPending(true);
    try {
      await send(body);
    } catch {
      // The app shows its refusal; the form stays as it is.
    } finally {
      setPending(false);
    }
  };
  return { problem, pending, submit };
}

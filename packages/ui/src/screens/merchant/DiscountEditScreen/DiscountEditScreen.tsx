// The merchant centre's special discount form (issue 17 item 7; POST and PUT /merchant/discount, GET
// /merchant/discount/info): the name, the kind (money off or a rate), up to five steps of ascending
// thresholds shown as shoppers will see them (DiscountRules), the window, and the products (the whole
// store or some). Before its start a session is edited; after (or once stopped) the form is read-only
// and says why. The request is parsed with the domain's schema (its message in place of the first
// problem); the server's refusal (rules, overlap, started) is the app's `refusal`, shown above the
// buttons. While it loads a skeleton shows; a load failure offers a retry. Props in, callbacks out: nothing is fetched or computed here.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  MerchantDiscountParam,
  type DiscountRuleStep,
  type MerchantDiscountDetail,
  type MerchantDiscountUpdateParam,
  type MerchantPromoProd,
} from '@mall/domain';
import { FormSection } from '../../../console/FormSection/index.ts';
import { DiscountRules } from '../../../mall/DiscountRules/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import {
  ActivityStatusTag,
  canEdit,
  fieldTime,
  mallTime,
  PromoEditForm,
  usePromoSubmit,
  useProdIds,
  WindowFields,
  withChosen,
  type ProductSearchProps,
} from '../ActivityKit/index.ts';

/** At most this many steps (the contract's limit). */
const STEPS_MAX = 5;

export interface DiscountEditScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The session being edited or viewed; undefined for a new one (or while it loads). */
  discount?: MerchantDiscountDetail | undefined;
  /** The session is loading (editing): a skeleton. */
  loading?: boolean | undefined;
  /** The session could not be loaded: the failure, with a retry when `onRetry` is given. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The store's products to choose from (those the session names are added to them). */
  products: readonly MerchantPromoProd[];
  /** The store's products' search, its loading and failure (ProductPicks'). */
  onProductSearch?: ProductSearchProps['onProductSearch'];
  productsLoading?: boolean | undefined;
  productsError?: boolean | undefined;
  onProductsRetry?: (() => void) | undefined;
  /** Sends the session (with `discountId` when editing); a rejection keeps the form as it is. */
  onSubmit: (request: MerchantDiscountUpdateParam | MerchantDiscountParamBody) => Promise<unknown> | unknown;
  /** The server's refusal of the last submit. */
  refusal?: string | undefined;
  onCancel: () => void;
}

type MerchantDiscountParamBody = Omit<MerchantDiscountUpdateParam, 'discountId'>;
interface StepDraft {
  needAmount: string;
  discount: string;
}

export function DiscountEditScreen({ discount, onSubmit, ...props }: DiscountEditScreenProps) {
  const { t } = useLingui();
  const readOnly = discount !== undefined && !canEdit(discount);
  const [name, setName] = useState(discount?.discountName ?? '');
  const [type, setType] = useState<0 | 1>(discount?.discountType === 1 ? 1 : 0);
  const [steps, setSteps] = useState<StepDraft[]>(
    discount?.rules.map((r) => ({ needAmount: String(r.needAmount), discount: String(r.discount) })) ?? [
      { needAmount: '', discount: '' },
    ],
  );
  const [start, setStart] = useState(discount ? fieldTime(discount.startTime, { seconds: true }) : '');
  const [end, setEnd] = useState(discount ? fieldTime(discount.endTime, { seconds: true }) : '');
  const picks = useProdIds(discount && !discount.allProducts ? discount.prods : null);
  const { prodIds } = picks;
  const { submit, ...status } = usePromoSubmit<MerchantDiscountParamBody>(MerchantDiscountParam, (body) =>
    onSubmit(discount ? { ...body, discountId: discount.discountId } : body),
  );
  const preview: DiscountRuleStep[] = steps
    .map((s) => ({ needAmount: Number(s.needAmount), discount: Number(s.discount) }))
    .filter((s) => s.needAmount >= 0 && s.discount > 0 && Number.isFinite(s.needAmount + s.discount));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    void submit(
      {
        discountName: name,
        discountType: type,
        rules: steps.map((s) => ({
          needAmount: s.needAmount.trim() === '' ? NaN : Number(s.needAmount),
          discount: s.discount.trim() === '' ? NaN : Number(s.discount),
        })),
        startTime: mallTime(start),
        endTime: mallTime(end),
        prodIds: prodIds ?? [],
      },
      { noProducts: prodIds !== null && prodIds.length === 0 },
    );
  };

  const amountLabel = type === 0 ? t`Saving (yuan)` : t`Tenths paid (9.5 = 5% off)`;
  return (
    <PromoEditForm
      {...props}
      {...status}
      {...picks}
      kindTitle={t`Special discount session`}
      loadFailed={t`The session could not be loaded`}
      title={discount ? (readOnly ? t`Special discount session` : t`Edit session`) : t`New session`}
      description={
        readOnly
          ? t`This session has started or was stopped: it can no longer be changed.`
          : t`Shoppers save on the products of the session once their basket reaches a step.`
      }
      figures={
        discount
          ? [
              {
                label: t`Status`,
                value: <ActivityStatusTag status={discount.status} stopped={discount.stopped} />,
              },
              {
                label: t`Products`,
                value: discount.allProducts ? t`Whole store` : String(discount.prodCount),
              },
              { label: t`Time`, value: `${discount.startTime} – ${discount.endTime}` },
            ]
          : undefined
      }
      editing={discount !== undefined}
      readOnly={readOnly}
      onSubmit={send}
      products={withChosen(props.products, discount?.prods)}
      sectionTitle={t`Session`}
      nameLabel={t`Session name`}
      name={name}
      onNameChange={setName}
      fields={<WindowFields start={start} end={end} onStartChange={setStart} onEndChange={setEnd} />}
    >
      <FormSection
        title={t`Rules`}
        description={t`Ascending thresholds: the highest step the basket reaches applies.`}
      >
        <RadioGroup
          label={t`Kind`}
          orientation="horizontal"
          value={String(type)}
          disabled={readOnly}
          onValueChange={(v) => setType(v === '1' ? 1 : 0)}
          options={[
            { value: '0', label: t`Money off` },
            { value: '1', label: t`Rate` },
          ]}
        />
        <ol className="m-0 flex list-none flex-col gap-2 p-0" aria-label={t`Steps`}>
          {steps.map((step, i) => {
            const n = i + 1;
            const set = (patch: Partial<StepDraft>) =>
              setSteps((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));
            return (
              <li key={i} className="flex flex-wrap items-end gap-3">
                <Input
                  inputMode="decimal"
                  label={t`Step ${n}: spend (yuan)`}
                  value={step.needAmount}
                  onChange={(e) => set({ needAmount: e.target.value })}
                />
                <Input
                  inputMode="decimal"
                  label={t`Step ${n}: ${amountLabel}`}
                  value={step.discount}
                  onChange={(e) => set({ discount: e.target.value })}
                />
                {steps.length > 1 && !readOnly ? (
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={t`Remove step ${n}`}
                    onClick={() => setSteps((all) => all.filter((_, j) => j !== i))}
                  >
                    {t`Remove`}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
        {!readOnly && steps.length < STEPS_MAX ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setSteps((all) => [...all, { needAmount: '', discount: '' }])}
            >
              {t`Add a step`}
            </Button>
          </div>
        ) : null}
        {preview.length > 0 ? (
          <div className="flex items-center gap-2 text-sm text-neutral-600">
            <span>{t`Shoppers see:`}</span>
            <DiscountRules discountType={type} rules={preview} />
          </div>
        ) : null}
      </FormSection>
    </PromoEditForm>
  );
}

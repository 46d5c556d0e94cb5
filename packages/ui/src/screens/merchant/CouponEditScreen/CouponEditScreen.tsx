// The merchant centre's shop coupon form (issue 17 item 7; POST and PUT /merchant/coupon, GET
// /merchant/coupon/info): the name, money off or a rate above an optional threshold, the window, the
// coupons issued and each shopper's limit, the products (all or some). An existing coupon shows its
// figures (issued, claimed, used, left); before its start (and any claim) it is edited, after (or once
// stopped) the form is read-only and says why. The request is parsed with the domain's schema; the
// server's refusal is the app's `refusal`. Props in, callbacks out: nothing is fetched or computed here.
import { useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  messageOf,
  messages,
  MerchantCouponParam,
  type MerchantCouponDetail,
  type MerchantCouponUpdateParam,
  type MerchantPromoProd,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { canEdit, fromLocalInput, ProductPicks, PromoStatusTag, toLocalInput } from '../PromoParts/index.ts';

export interface CouponEditScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** The coupon being edited or viewed; undefined for a new one. */
  coupon?: MerchantCouponDetail | undefined;
  /** The store's products to choose from (those the coupon names are added to them). */
  products: readonly MerchantPromoProd[];
  /** Sends the coupon (with `couponId` when editing); a rejection keeps the form as it is. */
  onSubmit: (request: MerchantCouponUpdateParam | MerchantCouponParamBody) => Promise<unknown> | unknown;
  refusal?: string | undefined;
  onCancel: () => void;
}

type MerchantCouponParamBody = Omit<MerchantCouponUpdateParam, 'couponId'>;
const num = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function CouponEditScreen({
  coupon,
  products,
  onSubmit,
  refusal,
  onCancel,
  className,
  ...props
}: CouponEditScreenProps) {
  const { t, i18n } = useLingui();
  const refusalId = useId();
  const readOnly = coupon !== undefined && !canEdit(coupon);
  const [name, setName] = useState(coupon?.couponName ?? '');
  const [type, setType] = useState<1 | 2>(coupon?.couponType === 2 ? 2 : 1);
  const [cash, setCash] = useState(coupon ? String(coupon.cashCondition) : '0');
  const [reduce, setReduce] = useState(coupon?.couponType === 1 ? String(coupon.reduceAmount) : '');
  const [rate, setRate] = useState(coupon?.couponType === 2 ? String(coupon.couponDiscount) : '');
  const [start, setStart] = useState(coupon ? toLocalInput(coupon.startTime) : '');
  const [end, setEnd] = useState(coupon ? toLocalInput(coupon.endTime) : '');
  const [stocks, setStocks] = useState(coupon ? String(coupon.totalStocks) : '');
  const [limit, setLimit] = useState(coupon ? String(coupon.limitNum) : '1');
  const [prodIds, setProdIds] = useState<number[] | null>(
    coupon && coupon.suitableProdType === 1 ? coupon.prods.map((p) => p.prodId) : null,
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const choices = [
    ...(coupon?.prods ?? []),
    ...products.filter((p) => !coupon?.prods.some((q) => q.prodId === p.prodId)),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || readOnly) return;
    if (prodIds !== null && prodIds.length === 0) {
      setProblem(t`Choose at least one product, or the whole store.`);
      return;
    }
    const body = {
      couponName: name,
      couponType: type,
      cashCondition: num(cash),
      reduceAmount: type === 1 ? num(reduce) : 0,
      couponDiscount: type === 2 ? num(rate) : 0,
      startTime: fromLocalInput(start),
      endTime: fromLocalInput(end),
      stocks: num(stocks),
      limitNum: num(limit),
      prodIds: prodIds ?? [],
    };
    const parsed = MerchantCouponParam.safeParse(body);
    if (!parsed.success) {
      const id = parsed.error.issues[0]?.message ?? '';
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
      await onSubmit(coupon ? { ...body, couponId: coupon.couponId } : body);
    } catch {
      // The app shows its refusal; the form stays as it is.
    } finally {
      setPending(false);
    }
  };

  const title = coupon ? (readOnly ? t`Shop coupon` : t`Edit coupon`) : t`New coupon`;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={title}
        description={
          readOnly
            ? t`This coupon has started or was stopped: it can no longer be changed.`
            : t`Shoppers claim it in the coupon centre and use it at checkout.`
        }
      />
      {coupon ? (
        <DescriptionList
          items={[
            { label: t`Status`, value: <PromoStatusTag status={coupon.status} stopped={coupon.stopped} /> },
            { label: t`Issued`, value: String(coupon.totalStocks) },
            { label: t`Claimed`, value: String(coupon.claimed) },
            { label: t`Used`, value: String(coupon.used) },
            { label: t`Left to claim`, value: String(coupon.left) },
          ]}
        />
      ) : null}
      <form
        noValidate
        aria-label={title}
        aria-describedby={refusal ? refusalId : undefined}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <fieldset disabled={readOnly} className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
          <FormSection title={t`Coupon`}>
            <Input
              label={t`Coupon name`}
              value={name}
              maxLength={30}
              showCount
              onChange={(e) => setName(e.target.value)}
            />
            <RadioGroup
              label={t`Kind`}
              orientation="horizontal"
              value={String(type)}
              disabled={readOnly}
              onValueChange={(v) => setType(v === '2' ? 2 : 1)}
              options={[
                { value: '1', label: t`Money off` },
                { value: '2', label: t`Rate` },
              ]}
            />
            <div className="flex flex-wrap gap-4">
              <Input
                inputMode="decimal"
                label={t`Threshold (yuan, 0: none)`}
                value={cash}
                onChange={(e) => setCash(e.target.value)}
              />
              {type === 1 ? (
                <Input
                  inputMode="decimal"
                  label={t`Saving (yuan)`}
                  value={reduce}
                  onChange={(e) => setReduce(e.target.value)}
                />
              ) : (
                <Input
                  inputMode="decimal"
                  label={t`Tenths paid (8.5 = 15% off)`}
                  value={rate}
                  onChange={(e) => setRate(e.target.value)}
                />
              )}
            </div>
            <div className="flex flex-wrap gap-4">
              <Input
                type="datetime-local"
                step={1}
                label={t`Starts`}
                value={start}
                onChange={(e) => setStart(e.target.value)}
              />
              <Input
                type="datetime-local"
                step={1}
                label={t`Ends`}
                value={end}
                onChange={(e) => setEnd(e.target.value)}
              />
            </div>
            <div className="flex flex-wrap gap-4">
              <Input
                inputMode="numeric"
                label={t`Coupons issued`}
                value={stocks}
                onChange={(e) => setStocks(e.target.value)}
              />
              <Input
                inputMode="numeric"
                label={t`Per shopper`}
                value={limit}
                onChange={(e) => setLimit(e.target.value)}
              />
            </div>
          </FormSection>
          <FormSection title={t`Products`}>
            <ProductPicks products={choices} prodIds={prodIds} onChange={setProdIds} disabled={readOnly} />
          </FormSection>
        </fieldset>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        {refusal ? <FormAlert id={refusalId}>{refusal}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {readOnly ? t`Back` : t`Cancel`}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={pending}>
              {coupon ? t`Save` : t`Create`}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

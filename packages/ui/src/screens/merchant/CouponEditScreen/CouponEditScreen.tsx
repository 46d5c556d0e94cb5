// The merchant centre's shop coupon form (issue 17 item 7; POST and PUT /merchant/coupon, GET
// /merchant/coupon/info): the name, money off or a rate above an optional threshold, the window, the
// coupons issued and each shopper's limit, the products (all or some). An existing coupon shows its
// figures (issued, claimed, used, left); before its start (and any claim) it is edited, after (or once
// stopped) the form is read-only and says why. While it loads a skeleton shows; a load failure offers a
// retry. The platform console edits the platform's coupons with it (`scope="platform"`, decisions/0101,
// 0109): its own products section (`platformProducts`: products of any store, from
// PlatformCouponEditScreen) in place of the store's, its own words, the platform's body; `mayChange` false
// (a read-only role) shows any coupon read-only. The request is parsed with the domain's schema; the
// server's refusal is the app's `refusal`. Props in, callbacks out: nothing is fetched or computed here.
import { useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  MerchantCouponParam,
  PlatformCouponParam,
  type MerchantCouponDetail,
  type MerchantCouponUpdateParam,
  type MerchantPromoProd,
} from '@mall/domain';
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

export interface CouponEditScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** The coupon being edited or viewed; undefined for a new one (or while it loads). */
  coupon?: MerchantCouponDetail | undefined;
  /** The coupon is loading (editing): a skeleton. */
  loading?: boolean | undefined;
  /** The coupon could not be loaded: the failure, with a retry when `onRetry` is given. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The store's products to choose from (those the coupon names are added to them). */
  products: readonly MerchantPromoProd[];
  /** The store's products' search, its loading and failure (ProductPicks'). */
  onProductSearch?: ProductSearchProps['onProductSearch'];
  productsLoading?: boolean | undefined;
  productsError?: boolean | undefined;
  onProductsRetry?: (() => void) | undefined;
  /** Sends the coupon (with `couponId` when editing); a rejection keeps the form as it is. */
  onSubmit: (request: MerchantCouponUpdateParam | MerchantCouponParamBody) => Promise<unknown> | unknown;
  refusal?: string | undefined;
  onCancel: () => void;
  /** Whose coupon: a shop's (with its products) or the platform's (all products, no products section). */
  scope?: 'shop' | 'platform' | undefined;
  /** The signed-in account may change coupons; false shows the form read-only. */
  mayChange?: boolean | undefined;
  /**
   * The platform's products (scope `platform`): the chosen ids (null: all products) and their section,
   * shown in place of the store's products section.
   */
  platformProducts?: { prodIds: readonly number[] | null; section: ReactNode } | undefined;
}

type MerchantCouponParamBody = Omit<MerchantCouponUpdateParam, 'couponId'>;
const num = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function CouponEditScreen({
  coupon,
  onSubmit,
  scope = 'shop',
  mayChange = true,
  platformProducts,
  ...props
}: CouponEditScreenProps) {
  const { t } = useLingui();
  const platform = scope === 'platform';
  const readOnly = !mayChange || (coupon !== undefined && !canEdit(coupon));
  const [name, setName] = useState(coupon?.couponName ?? '');
  const [type, setType] = useState<1 | 2>(coupon?.couponType === 2 ? 2 : 1);
  const [cash, setCash] = useState(coupon ? String(coupon.cashCondition) : '0');
  const [reduce, setReduce] = useState(coupon?.couponType === 1 ? String(coupon.reduceAmount) : '');
  const [rate, setRate] = useState(coupon?.couponType === 2 ? String(coupon.couponDiscount) : '');
  const [start, setStart] = useState(coupon ? fieldTime(coupon.startTime, { seconds: true }) : '');
  const [end, setEnd] = useState(coupon ? fieldTime(coupon.endTime, { seconds: true }) : '');
  const [stocks, setStocks] = useState(coupon ? String(coupon.totalStocks) : '');
  const [limit, setLimit] = useState(coupon ? String(coupon.limitNum) : '1');
  const picks = useProdIds(coupon?.suitableProdType === 1 ? coupon.prods : null);
  const { prodIds } = picks;
  const { submit, ...status } = usePromoSubmit<MerchantCouponParamBody>(
    platform ? PlatformCouponParam : MerchantCouponParam,
    (body) => onSubmit(coupon ? { ...body, couponId: coupon.couponId } : body),
  );
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    void submit(
      {
        couponName: name,
        couponType: type,
        cashCondition: num(cash),
        reduceAmount: type === 1 ? num(reduce) : 0,
        couponDiscount: type === 2 ? num(rate) : 0,
        startTime: mallTime(start),
        endTime: mallTime(end),
        stocks: num(stocks),
        limitNum: num(limit),
        prodIds: [...((platform ? platformProducts?.prodIds : prodIds) ?? [])],
      },
      platform
        ? {
            noProducts: platformProducts?.prodIds?.length === 0,
            noProductsMessage: t`Choose at least one product, or all products.`,
          }
        : { noProducts: prodIds !== null && prodIds.length === 0 },
    );
  };

  return (
    <PromoEditForm
      {...props}
      {...status}
      {...picks}
      hideProducts={platform}
      children={platform ? platformProducts?.section : undefined}
      kindTitle={platform ? t`Platform coupon` : t`Shop coupon`}
      loadFailed={t`The coupon could not be loaded`}
      title={
        coupon
          ? readOnly
            ? platform
              ? t`Platform coupon`
              : t`Shop coupon`
            : t`Edit coupon`
          : t`New coupon`
      }
      description={
        !mayChange
          ? t`Your platform role may view coupons, not change them.`
          : readOnly
            ? t`This coupon has started or was stopped: it can no longer be changed.`
            : platform
              ? t`Shoppers claim it in the coupon centre and use it at checkout on every product of the mall, or on the products chosen.`
              : t`Shoppers claim it in the coupon centre and use it at checkout.`
      }
      figures={
        coupon
          ? [
              {
                label: t`Status`,
                value: <ActivityStatusTag status={coupon.status} stopped={coupon.stopped} />,
              },
              { label: t`Issued`, value: String(coupon.totalStocks) },
              { label: t`Claimed`, value: String(coupon.claimed) },
              { label: t`Used`, value: String(coupon.used) },
              { label: t`Left to claim`, value: String(coupon.left) },
            ]
          : undefined
      }
      editing={coupon !== undefined}
      readOnly={readOnly}
      onSubmit={send}
      products={withChosen(props.products, coupon?.prods)}
      sectionTitle={t`Coupon`}
      nameLabel={t`Coupon name`}
      name={name}
      onNameChange={setName}
      fields={
        <>
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
          <WindowFields start={start} end={end} onStartChange={setStart} onEndChange={setEnd} />
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
        </>
      }
    />
  );
}

import { useId, useRef, type HTMLAttributes } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  buyerRefundReasons,
  CargoStatus,
  cargoStatusLabels,
  centsToYuan,
  messages,
  REFUND_MAX_VOUCHERS,
  REFUND_NOTE_MAX,
  refundApplyForm,
  RefundApplyType,
  refundApplyTypeLabels,
  refundReasonLabels,
  refundScoreForUnits,
  yuanToCents,
  type Cents,
  type OrderItemDto,
  type RefundDetail,
  type RefundType,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { useRuleForm, type RuleSchema } from '../../lib/useRuleForm.ts';
import { useUploadList, type UploadImage } from '../../lib/useUploadList.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Field, fieldDescription, Input, Textarea } from '../../primitives/Input/index.ts';
import { QuantityInput } from '../../primitives/QuantityInput/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Upload } from '../../primitives/Upload/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError, LoadMissing } from '../../mall/PagedList/index.ts';

/** What is being refunded, worked out by the app from the order detail. */
export interface RefundTarget {
  orderNumber: string;
  /** The item refunded, or every item of the order for a whole-order refund. */
  items: OrderItemDto[];
  refundType: RefundType;
  /** The most that may be refunded now, in yuan (the last item includes the shipping fee). */
  maxRefundable: number;
  /** How many pieces may be refunded (the item's ordered quantity; for `points`, the units left). */
  orderedQuantity: number;
  /** The goods have left the store: a return and refund is possible. */
  shipped: boolean;
  /** The last item of the order not yet refunded: the warning of spec section 5. */
  lastItem: boolean;
  /**
   * A points-mall order paid in points alone (the refundable answer's `pointsOnly`): refunded by pieces
   * with amount 0, the points of the pieces coming back: the points one piece cost and those every piece
   * left would give back, as the server answered them.
   */
  points?: RefundPoints;
}

/** The points side of a points-only order's refundable answer. */
export interface RefundPoints {
  scorePrice: number;
  scoreLeft: number;
}

/** The checked application (domain `refundApplyForm`): amount in cents, voucher URLs. */
export interface RefundApplication {
  applyType: RefundApplyType;
  isReceiver: CargoStatus;
  buyerReason: (typeof buyerRefundReasons)[number];
  goodsNum: number;
  refundAmount: Cents;
  buyerMobile: string;
  buyerDesc: string;
  photoFiles: string[];
}

export interface ApplyRefundScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  target?: RefundTarget;
  /** A refused application being edited: its answers fill the form. */
  previous?: RefundDetail;
  /** The shopper's phone, filled in for a new application. */
  defaultMobile?: string;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The order or item cannot be refunded (unknown, unpaid, already under refund). */
  notFound?: boolean;
  /** Uploads one voucher image and resolves its URL. */
  uploadImage?: UploadImage;
  /** Sends the application; a rejection keeps the form as it is (the app shows the server's message). */
  onSubmit?: (application: RefundApplication) => Promise<unknown> | unknown;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

interface FormValues {
  applyType: string;
  isReceiver: string;
  buyerReason: string;
  goodsNum: string;
  refundAmount: string;
  buyerMobile: string;
  buyerDesc: string;
}

const FIELDS = [
  'applyType',
  'isReceiver',
  'buyerReason',
  'goodsNum',
  'refundAmount',
  'buyerMobile',
  'buyerDesc',
  'photoFiles',
] as const;

/** Yuan as text with two decimals, for the amount field. */
const yuanText = (yuan: number) => centsToYuan(yuanToCents(yuan)).toFixed(2);

/** The after-sales application (`/user-center/apply-return`): one item or the whole order. */
export function ApplyRefundScreen({
  target,
  previous,
  defaultMobile = '',
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  uploadImage,
  onSubmit,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: ApplyRefundScreenProps) {
  const { t } = useLinguiMacro();
  let body;
  if (target) {
    body = (
      <RefundForm
        key={`${target.orderNumber}-${previous?.refundSn ?? ''}`}
        target={target}
        previous={previous}
        defaultMobile={defaultMobile}
        uploadImage={uploadImage}
        onSubmit={onSubmit}
      />
    );
  } else if (notFound) {
    body = (
      <LoadMissing
        title={t`This item cannot be refunded`}
        description={t`The order may be unpaid, closed, or already under after-sales.`}
        linkHref={href(paths.userCenter('uc-order'))}
        linkLabel={t`My orders`}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The order could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the order`} className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4">
        <span className="flex gap-3">
          <Skeleton className="size-16" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-3/4" />
            <Skeleton shape="text" className="w-1/3" />
          </span>
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-1/2" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;

  return (
    <ScreenFrame
      heading={previous ? <Trans>Edit the application</Trans> : <Trans>Apply for after-sales</Trans>}
      className={cn('max-w-3xl', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function ItemLine({ item }: { item: OrderItemDto }) {
  return (
    <li className="flex gap-3">
      <Image src={item.pic} alt={item.prodName} className="size-16 shrink-0 rounded" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="line-clamp-2 text-sm text-neutral-900">{item.prodName}</span>
        {item.skuName ? <span className="text-xs text-neutral-600">{item.skuName}</span> : null}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1 text-sm">
        <Price yuan={item.price} size="sm" tone="neutral" />
        <span className="text-neutral-600">×{item.prodCount}</span>
      </span>
    </li>
  );
}

function RefundForm({
  target,
  previous,
  defaultMobile,
  uploadImage,
  onSubmit,
}: {
  target: RefundTarget;
  previous?: RefundDetail;
  defaultMobile: string;
  uploadImage?: UploadImage;
  onSubmit?: (application: RefundApplication) => Promise<unknown> | unknown;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const maxCents = yuanToCents(target.maxRefundable);
  const vouchers = useUploadList(
    uploadImage,
    previous?.photoFiles ? previous.photoFiles.split(',').filter(Boolean) : [],
  );
  const photos = useRef<string[]>([]);
  photos.current = vouchers.urls();
  const points = target.points;
  const wholeOrderPoints = points !== undefined && target.refundType === 1;
  const rule = refundApplyForm({
    orderedQuantity: target.orderedQuantity,
    maxRefundable: maxCents,
    pointsOnly: points !== undefined,
  });
  // The form holds text; the rule wants numbers and the uploaded URLs.
  const schema: RuleSchema<RefundApplication> = {
    safeParse: (v: FormValues) =>
      rule.safeParse({
        ...v,
        applyType: Number(v.applyType),
        isReceiver: Number(v.isReceiver),
        buyerReason: v.buyerReason || undefined,
        goodsNum: v.goodsNum.trim() === '' ? NaN : Number(v.goodsNum),
        photoFiles: photos.current,
      }) as ReturnType<RuleSchema<RefundApplication>['safeParse']>,
  };
  const shippedType = target.shipped ? RefundApplyType.returnAndRefund : RefundApplyType.refundOnly;
  const form = useRuleForm<FormValues, RefundApplication>(
    schema,
    {
      applyType: String(previous?.applyType ?? (target.shipped ? shippedType : RefundApplyType.refundOnly)),
      isReceiver: String(
        previous?.isReceiver ?? (target.shipped ? CargoStatus.received : CargoStatus.notReceived),
      ),
      buyerReason: previous?.buyerReason ?? '',
      // Within the pieces that may be refunded (a refused request may have named more than are left);
      // a points-only whole order covers every piece left, so it names exactly that.
      goodsNum: String(
        wholeOrderPoints
          ? target.orderedQuantity
          : Math.min(previous?.goodsNum ?? target.orderedQuantity, target.orderedQuantity),
      ),
      refundAmount: yuanText(Math.min(previous?.refundAmount ?? target.maxRefundable, target.maxRefundable)),
      buyerMobile: previous?.buyerMobile ?? defaultMobile,
      buyerDesc: previous?.buyerDesc ?? '',
    },
    FIELDS.filter((f) => f !== 'photoFiles'),
  );
  const { values, errors } = form;
  const message = (field: keyof FormValues) => (errors[field] ? i18n._(errors[field]) : undefined);
  const isReturn = values.applyType === String(RefundApplyType.returnAndRefund);
  const wholeOrder = target.refundType === 1;
  // The points the chosen pieces bring back (domain rule, on the server's numbers); a whole order gives
  // back every piece left, so all the points left.
  const pointsBack = !points
    ? 0
    : wholeOrderPoints
      ? points.scoreLeft
      : refundScoreForUnits(points, Number(values.goodsNum));

  const typeOptions = [RefundApplyType.refundOnly, RefundApplyType.returnAndRefund].map((type) => ({
    value: String(type),
    label: i18n._(refundApplyTypeLabels[type]),
    disabled: type === RefundApplyType.returnAndRefund && !target.shipped,
    description:
      type === RefundApplyType.returnAndRefund && !target.shipped
        ? t`Available once the goods are shipped`
        : undefined,
  }));

  return (
    <form
      noValidate
      aria-label={t`After-sales application`}
      className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (vouchers.busy) return;
        void form.submit((data) => onSubmit?.({ ...data, photoFiles: photos.current }));
      }}
    >
      <section
        aria-labelledby="refund-items"
        className="flex flex-col gap-2 border-b border-neutral-100 pb-4"
      >
        <h2 id="refund-items" className="m-0 text-base font-medium text-neutral-900">
          {wholeOrder ? <Trans>Whole order {target.orderNumber}</Trans> : <Trans>Item to refund</Trans>}
        </h2>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {target.items.map((item) => (
            <ItemLine key={item.orderItemId} item={item} />
          ))}
        </ul>
      </section>
      {target.lastItem ? (
        <p
          role="note"
          className="m-0 rounded border border-warning bg-warning-soft px-3 py-2 text-sm text-neutral-800"
        >
          {i18n._(messages.refundLastItem)}
        </p>
      ) : null}
      <div className="flex flex-col gap-4 md:grid md:grid-cols-2 md:gap-x-6 md:gap-y-3">
        <RadioGroup
          label={t`Service type`}
          orientation="horizontal"
          options={typeOptions}
          value={values.applyType}
          onValueChange={(value) => {
            form.change('applyType', value);
            if (value === String(RefundApplyType.returnAndRefund))
              form.change('isReceiver', String(CargoStatus.received));
          }}
          error={message('applyType')}
        />
        {target.shipped && !isReturn ? (
          <RadioGroup
            label={t`Cargo status`}
            orientation="horizontal"
            options={[CargoStatus.notReceived, CargoStatus.received].map((value) => ({
              value: String(value),
              label: i18n._(cargoStatusLabels[value]),
            }))}
            value={values.isReceiver}
            onValueChange={(value) => form.change('isReceiver', value)}
            error={message('isReceiver')}
          />
        ) : null}
        <Select
          ref={form.fieldRef('buyerReason')}
          label={t`Refund reason`}
          placeholder={t`Please choose`}
          options={buyerRefundReasons.map((reason) => ({
            value: reason,
            label: i18n._(refundReasonLabels[reason]),
          }))}
          value={values.buyerReason || undefined}
          onValueChange={(value) => form.change('buyerReason', value)}
          error={message('buyerReason')}
        />
        {points ? (
          <PointsRefundFields
            quantity={values.goodsNum}
            maxQuantity={target.orderedQuantity}
            fixed={wholeOrderPoints}
            scoreLeft={points.scoreLeft}
            pointsBack={pointsBack}
            quantityRef={form.fieldRef('goodsNum')}
            onQuantityChange={(value) => form.change('goodsNum', String(value))}
            error={message('goodsNum') ?? message('refundAmount')}
          />
        ) : (
          <>
            <Input
              ref={form.fieldRef('goodsNum')}
              label={t`Refund quantity`}
              inputMode="numeric"
              value={values.goodsNum}
              onChange={(event) => form.change('goodsNum', event.target.value)}
              hint={t`At most ${target.orderedQuantity}`}
              error={message('goodsNum')}
            />
            <Input
              ref={form.fieldRef('refundAmount')}
              label={t`Refund amount`}
              inputMode="decimal"
              prefix="¥"
              value={values.refundAmount}
              onChange={(event) => form.change('refundAmount', event.target.value)}
              hint={t`At most ¥${yuanText(target.maxRefundable)}`}
              error={message('refundAmount')}
            />
          </>
        )}
        <Input
          ref={form.fieldRef('buyerMobile')}
          label={t`Contact phone`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          value={values.buyerMobile}
          onChange={(event) => form.change('buyerMobile', event.target.value)}
          error={message('buyerMobile')}
        />
        <Textarea
          ref={form.fieldRef('buyerDesc')}
          label={t`Refund note`}
          rows={2}
          maxLength={REFUND_NOTE_MAX}
          showCount
          value={values.buyerDesc}
          onChange={(event) => form.change('buyerDesc', event.target.value)}
          error={message('buyerDesc')}
        />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-neutral-800">
            <Trans>Voucher images (up to {REFUND_MAX_VOUCHERS})</Trans>
          </span>
          <Upload
            value={vouchers.items}
            onSelect={vouchers.onSelect}
            onRemove={vouchers.onRemove}
            maxCount={REFUND_MAX_VOUCHERS}
          />
        </div>
      </div>
      <div className="flex items-center justify-end gap-3 border-t border-neutral-100 pt-4 max-md:sticky max-md:bottom-0 max-md:-mx-4 max-md:-mb-4 max-md:bg-neutral-0 max-md:px-4 max-md:pb-4 max-md:shadow">
        <span className="mr-auto text-sm text-neutral-600">
          <Trans>Refund</Trans>{' '}
          <Price cents={Math.min(yuanToCents(Number(values.refundAmount) || 0), maxCents)} size="sm" />
          {points ? <span className="ml-1 font-num text-neutral-800">{t`+${pointsBack} points`}</span> : null}
        </span>
        <Button type="submit" loading={form.pending} disabled={vouchers.busy} className="max-md:flex-1">
          {previous ? t`Submit again` : t`Submit application`}
        </Button>
      </div>
    </form>
  );
}

/**
 * A points-only order's quantity and amount: a stepper bounded by the pieces left (for the whole order,
 * `fixed`: every piece left, as text), the amount fixed at ¥0.00 and the points the pieces bring back.
 */
function PointsRefundFields({
  quantity,
  maxQuantity,
  fixed,
  scoreLeft,
  pointsBack,
  quantityRef,
  onQuantityChange,
  error,
}: {
  quantity: string;
  maxQuantity: number;
  fixed: boolean;
  scoreLeft: number;
  pointsBack: number;
  quantityRef: (element: HTMLElement | null) => void;
  onQuantityChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useLinguiMacro();
  const id = useId();
  const count = Number(quantity);
  const hint = t`At most ${maxQuantity}`;
  return (
    <>
      {fixed ? (
        <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
          <span id={`${id}-label`} className="text-sm font-medium text-neutral-800">
            <Trans>Refund quantity</Trans>
          </span>
          <span className="flex h-9 items-center text-sm text-neutral-900">
            {t`${maxQuantity} (all that is left)`}
          </span>
          <span className="text-xs text-neutral-600">
            <Trans>A refund of the whole order covers every piece left.</Trans>
          </span>
          {error ? <p className="m-0 text-xs text-danger">{error}</p> : null}
        </div>
      ) : (
        <Field id={id} label={t`Refund quantity`} hint={hint} error={error}>
          <QuantityInput
            ref={quantityRef}
            id={id}
            aria-label={t`Refund quantity`}
            aria-describedby={fieldDescription(id, { hint, error })}
            aria-invalid={error ? true : undefined}
            value={Number.isInteger(count) && count >= 1 ? count : 1}
            min={1}
            max={maxQuantity}
            onChange={onQuantityChange}
            className="self-start"
          />
        </Field>
      )}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-neutral-800">
          <Trans>Refund amount</Trans>
        </span>
        <span className="flex h-9 items-center gap-2">
          <Price cents={0} size="sm" />
          <strong className="text-sm font-medium text-brand">{t`${pointsBack} points back`}</strong>
        </span>
        <span className="text-xs text-neutral-600">
          <Trans>
            Paid in points: no cash is refunded. Pieces left: {maxQuantity}, worth {scoreLeft} points in all.
          </Trans>
        </span>
      </div>
    </>
  );
}

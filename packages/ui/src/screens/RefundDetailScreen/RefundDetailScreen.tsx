import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  cargoStatusLabels,
  isRefundReason,
  REFUND_MAX_VOUCHERS,
  REFUND_NOTE_MAX,
  refundApplyTypeLabels,
  refundExpressForm,
  refundMachine,
  refundReasonLabels,
  RefundStatus,
  refundStatusLabels,
  RefundType,
  type RefundDetail,
  type RefundStepKey,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { useRuleForm, type RuleSchema } from '../../lib/useRuleForm.ts';
import { useUploadList, type UploadImage } from '../../lib/useUploadList.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Input, Textarea } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Upload } from '../../primitives/Upload/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { RefundStepper } from '../../mall/RefundStepper/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { refundStatusTone } from '../MyRefundsScreen/index.ts';
import { LoadError, LoadMissing } from '../../mall/PagedList/index.ts';

/** The return's logistics as checked by domain `refundExpressForm`, images as URLs. */
export interface RefundExpress {
  expressName: string;
  expressNo: string;
  mobile: string;
  senderRemarks: string;
  imgs: string[];
}

export interface RefundDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  refund?: RefundDetail;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** No such refund of this shopper. */
  notFound?: boolean;
  /** The shopper confirmed the withdrawal. */
  onWithdraw?: () => Promise<unknown> | unknown;
  /** The return's logistics; a rejection keeps the form. */
  onSubmitExpress?: (express: RefundExpress) => Promise<unknown> | unknown;
  uploadImage?: UploadImage;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

/** Wire time (`YYYY-MM-DD hh:mm:ss`, China time) as an instant; undefined when absent or malformed. */
export function wireInstant(time: string | null | undefined): string | undefined {
  const match = time ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(time.trim()) : null;
  return match ? `${match[1]}T${match[2]}+08:00` : undefined;
}

/** The stepper's times from the detail's times. */
export function refundStepTimes(refund: RefundDetail): Partial<Record<RefundStepKey, string>> {
  const entries: [RefundStepKey, string | null][] = [
    ['apply', refund.applyTime],
    ['accept', refund.returnMoneySts === RefundStatus.refused ? null : refund.handleTime],
    ['ship', refund.shipTime],
    ['receive', refund.receiveTime],
    ['success', refund.refundTime],
    ['withdrawn', refund.cancelTime],
    [
      'refused',
      refund.returnMoneySts === RefundStatus.refused ? (refund.refuseTime ?? refund.handleTime) : null,
    ],
    ['closed', refund.closeTime],
  ];
  const out: Partial<Record<RefundStepKey, string>> = {};
  for (const [key, time] of entries) {
    const at = wireInstant(time);
    if (at) out[key] = at;
  }
  return out;
}

/** The express companies a shopper picks from (the value is what the merchant sees). */
const EXPRESS_COMPANIES = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  'EMS',
  '京东物流',
] as const;

/** One after-sales request (`/return-detail?refundSn=`): progress, amounts, vouchers and the next action. */
export function RefundDetailScreen({
  refund,
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  onWithdraw,
  onSubmitExpress,
  uploadImage,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: RefundDetailScreenProps) {
  const { t } = useLinguiMacro();
  let body;
  if (refund) {
    body = (
      <RefundBody
        refund={refund}
        onWithdraw={onWithdraw}
        onSubmitExpress={onSubmitExpress}
        uploadImage={uploadImage}
        href={href}
      />
    );
  } else if (notFound) {
    body = (
      <LoadMissing
        title={t`This after-sales request does not exist`}
        linkHref={href(paths.userCenter('uc-return'))}
        linkLabel={t`My after-sales`}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The after-sales request could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup
        label={t`Loading the after-sales request`}
        className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4"
      >
        <Skeleton className="h-12 w-full" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="text" className="w-1/2" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;
  return (
    <ScreenFrame
      heading=<Trans>After-sales details</Trans>
      className={cn('max-w-4xl', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-1 text-sm">
      <dt className="w-24 shrink-0 text-neutral-600">{label}</dt>
      <dd className="m-0 min-w-0 break-all text-neutral-900">{children}</dd>
    </div>
  );
}

function RefundBody({
  refund,
  onWithdraw,
  onSubmitExpress,
  uploadImage,
  href,
}: {
  refund: RefundDetail;
  onWithdraw?: () => Promise<unknown> | unknown;
  onSubmitExpress?: (express: RefundExpress) => Promise<unknown> | unknown;
  uploadImage?: UploadImage;
  href: HrefBuilder;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const status = refund.returnMoneySts;
  const machine = refundMachine(refund.applyType);
  // A whole-order refund, or the last item's (with the freight), cannot be withdrawn (spec section 5).
  const canWithdraw =
    machine.canTransition(status, RefundStatus.withdrawn) &&
    refund.refundType !== RefundType.wholeOrder &&
    !(refund.freightAmount !== undefined && refund.freightAmount > 0);
  const canEdit = status === RefundStatus.refused;
  const needsExpress = status === RefundStatus.sellerAccepted && refund.applyType === 2;
  const label = refundStatusLabels[status];
  const vouchers = refund.photoFiles.split(',').filter(Boolean);
  const reason = isRefundReason(refund.buyerReason)
    ? i18n._(refundReasonLabels[refund.buyerReason])
    : refund.buyerReason;

  return (
    <>
      <section aria-label={t`Progress`} className="rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6">
        <RefundStepper
          applyType={refund.applyType}
          status={status}
          {...(refund.lastStatus === null ? {} : { lastStatus: refund.lastStatus })}
          times={refundStepTimes(refund)}
        />
      </section>
      <section
        aria-labelledby="refund-status"
        className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:p-6"
      >
        <h2 id="refund-status" className="m-0 flex items-center gap-2 text-base font-medium text-neutral-900">
          <Trans>Status</Trans>
          <Tag variant="solid" tone={refundStatusTone(status)}>
            {label ? i18n._(label) : String(status)}
          </Tag>
        </h2>
        {status === RefundStatus.refused && refund.refuseReason ? (
          <p className="m-0 rounded border border-danger bg-danger-soft px-3 py-2 text-sm text-neutral-800">
            <Trans>Merchant's reason: {refund.refuseReason}</Trans>
          </p>
        ) : null}
        {status === RefundStatus.sellerAccepted && refund.applyType === 2 ? (
          <p className="m-0 text-sm text-neutral-700">
            <Trans>
              The seller accepted the return. Please send the goods back and fill in the logistics.
            </Trans>
          </p>
        ) : null}
        {canWithdraw || canEdit ? (
          <div className="flex flex-wrap gap-3">
            {canWithdraw ? (
              <ConfirmDialog
                trigger={<Button variant="outline">{t`Withdraw application`}</Button>}
                title={t`Withdraw this application?`}
                message={t`After withdrawing, the request ends; you can apply again if needed.`}
                confirmText={t`Withdraw application`}
                onConfirm={() => void onWithdraw?.()}
              />
            ) : null}
            {canEdit ? (
              <Button asChild>
                <a href={href(paths.applyReturn({ refundSn: refund.refundSn }))}>{t`Edit and resubmit`}</a>
              </Button>
            ) : null}
          </div>
        ) : null}
        {needsExpress ? (
          <ExpressForm refund={refund} onSubmit={onSubmitExpress} uploadImage={uploadImage} />
        ) : null}
      </section>
      <section
        aria-labelledby="refund-info"
        className="grid gap-4 rounded-lg bg-neutral-0 p-4 max-md:rounded-none md:grid-cols-2 md:p-6"
      >
        <h2 id="refund-info" className="m-0 text-base font-medium text-neutral-900 md:col-span-2">
          <Trans>Refund information</Trans>
        </h2>
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {refund.orderItems.map((item) => (
            <li key={item.orderItemId} className="flex gap-3">
              <Image src={item.pic} alt={item.prodName} className="size-16 shrink-0 rounded" />
              <span className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                <span className="line-clamp-2 text-neutral-900">{item.prodName}</span>
                <span className="text-xs text-neutral-600">{item.skuName}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="m-0">
          <Row label={t`Refund amount`}>
            <Price yuan={refund.refundAmount} size="sm" />
          </Row>
          <Row label={t`Service type`}>{i18n._(refundApplyTypeLabels[refund.applyType])}</Row>
          <Row label={t`Refund reason`}>{reason}</Row>
          <Row label={t`Refund quantity`}>{refund.goodsNum}</Row>
          <Row label={t`Cargo status`}>{i18n._(cargoStatusLabels[refund.isReceiver])}</Row>
          <Row label={t`Refund number`}>{refund.refundSn}</Row>
          <Row label={t`Order number`}>
            <a href={href(paths.orderDetail(refund.orderNumber))} className="text-info">
              {refund.orderNumber}
            </a>
          </Row>
          <Row label={t`Applied at`}>{refund.applyTime}</Row>
          {refund.buyerDesc ? <Row label={t`Refund note`}>{refund.buyerDesc}</Row> : null}
          {refund.expressNo ? (
            <Row label={t`Return logistics`}>
              {refund.expressName} {refund.expressNo}
            </Row>
          ) : null}
        </dl>
        {vouchers.length > 0 ? (
          <div className="flex flex-col gap-2 md:col-span-2">
            <h3 className="m-0 text-sm font-medium text-neutral-800">
              <Trans>Voucher images</Trans>
            </h3>
            <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
              {vouchers.map((url, i) => (
                <li key={url}>
                  <Image src={url} alt={t`Voucher ${i + 1}`} className="size-20 rounded" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </>
  );
}

interface ExpressValues {
  expressName: string;
  expressNo: string;
  mobile: string;
  senderRemarks: string;
}

function ExpressForm({
  refund,
  onSubmit,
  uploadImage,
}: {
  refund: RefundDetail;
  onSubmit?: (express: RefundExpress) => Promise<unknown> | unknown;
  uploadImage?: UploadImage;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const images = useUploadList(uploadImage);
  const urls = images.urls();
  const schema: RuleSchema<RefundExpress> = {
    safeParse: (v: ExpressValues) =>
      refundExpressForm.safeParse({ ...v, imgs: urls }) as ReturnType<RuleSchema<RefundExpress>['safeParse']>,
  };
  const form = useRuleForm<ExpressValues, RefundExpress>(
    schema,
    { expressName: '', expressNo: '', mobile: refund.buyerMobile, senderRemarks: '' },
    ['expressName', 'expressNo', 'mobile', 'senderRemarks'],
  );
  const message = (field: keyof ExpressValues) =>
    form.errors[field] ? i18n._(form.errors[field]) : undefined;
  const companyLabels: Record<(typeof EXPRESS_COMPANIES)[number], string> = {
    顺丰速运: t`SF Express`,
    中通快递: t`ZTO Express`,
    圆通速递: t`YTO Express`,
    韵达快递: t`Yunda Express`,
    申通快递: t`STO Express`,
    EMS: 'EMS',
    京东物流: t`JD Logistics`,
  };
  return (
    <form
      noValidate
      aria-label={t`Return logistics`}
      className="flex flex-col gap-3 border-t border-neutral-100 pt-3 md:max-w-lg"
      onSubmit={(event) => {
        event.preventDefault();
        if (images.busy) return;
        void form.submit((data) => onSubmit?.({ ...data, imgs: urls }));
      }}
    >
      <Select
        ref={form.fieldRef('expressName')}
        label={t`Logistics company`}
        placeholder={t`Please choose`}
        options={EXPRESS_COMPANIES.map((name) => ({ value: name, label: companyLabels[name] }))}
        value={form.values.expressName || undefined}
        onValueChange={(value) => form.change('expressName', value)}
        error={message('expressName')}
      />
      <Input
        ref={form.fieldRef('expressNo')}
        label={t`Tracking number`}
        value={form.values.expressNo}
        onChange={(event) => form.change('expressNo', event.target.value)}
        error={message('expressNo')}
      />
      <Input
        ref={form.fieldRef('mobile')}
        label={t`Contact phone`}
        type="tel"
        inputMode="numeric"
        maxLength={11}
        value={form.values.mobile}
        onChange={(event) => form.change('mobile', event.target.value)}
        error={message('mobile')}
      />
      <Textarea
        ref={form.fieldRef('senderRemarks')}
        label={t`Remarks`}
        rows={2}
        maxLength={REFUND_NOTE_MAX}
        showCount
        value={form.values.senderRemarks}
        onChange={(event) => form.change('senderRemarks', event.target.value)}
        error={message('senderRemarks')}
      />
      <Upload
        value={images.items}
        onSelect={images.onSelect}
        onRemove={images.onRemove}
        maxCount={REFUND_MAX_VOUCHERS}
      />
      <Button
        type="submit"
        loading={form.pending}
        disabled={images.busy}
        className="self-start max-md:w-full"
      >
        {t`Submit logistics`}
      </Button>
    </form>
  );
}

// The merchant centre's after-sales detail (issue 17 item 5; GET /merchant/orderRefund/info): the
// RefundStepper, the deadlines the server computed (when the time-out agrees, when an accepted return
// the buyer has not shipped closes) with the time left at `now`, the request (type, reason, the buyer's
// words and pictures, amounts as the server sent them), the items, the return parcel (with the buyer's
// parcel pictures, each opening the full picture) and the history;
// and the merchant's moves: agree or refuse with a reason (status 1, the reason checked with domain's
// rule), confirm the receipt of returned goods (status 3). Each move's button is busy while the server
// answers, and the server's refusal is shown above the buttons. Props in, callbacks out.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  isRefundReason,
  isRefuseReasonValid,
  parseMallDateTime,
  REFUND_NOTE_MAX,
  refundApplyTypeLabels,
  refundReasonLabels,
  refundStatusLabels,
  type MerchantRefundInfo,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { splitImageUrls } from '../../../lib/imageUrls.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { RefundStepper } from '../../../mall/RefundStepper/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { refundStepTimes } from '../../RefundDetailScreen/index.ts';
import { RefundStatusTag } from '../RefundListScreen/index.ts';

/** A move the merchant makes on a request. */
export type RefundMove = 'agree' | 'refuse' | 'receive';

export interface RefundDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The request; undefined until loaded. */
  refund?: MerchantRefundInfo | undefined;
  /** The server's time now (ms): the time left before a deadline counts from it. */
  now: number;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The move being sent: its button is busy and the others wait. */
  pending?: RefundMove | undefined;
  /** The server's refusal of the last move. */
  refusal?: string | undefined;
  onAgree: () => void;
  /** Refuses with the reason (already checked). */
  onRefuse: (reason: string) => void;
  onReceive: () => void;
  onBack: () => void;
  /** Opens the request's order. */
  onOpenOrder?: ((orderNumber: string) => void) | undefined;
}

export function RefundDetailScreen({
  refund,
  now,
  loading = false,
  error = false,
  onRetry,
  pending,
  refusal,
  onAgree,
  onRefuse,
  onReceive,
  onBack,
  onOpenOrder,
  className,
  ...props
}: RefundDetailScreenProps) {
  const { t } = useLingui();
  const sn = refund?.refundSn ?? '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={refund ? t`After-sales ${sn}` : t`After-sales`}
        actions={
          <Button variant="outline" onClick={onBack}>
            {t`Back to the after-sales`}
          </Button>
        }
      />
      {refund ? (
        <RefundBody
          refund={refund}
          now={now}
          pending={pending}
          refusal={refusal}
          onAgree={onAgree}
          onRefuse={onRefuse}
          onReceive={onReceive}
          onOpenOrder={onOpenOrder}
        />
      ) : error ? (
        <Empty
          size="sm"
          role="alert"
          title={t`The request could not be loaded`}
          action={
            onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t`Retry`}
              </Button>
            ) : undefined
          }
        />
      ) : loading ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : null}
    </div>
  );
}

/** Whole days and hours from `now` until the wire time `until`; null when it has passed or is unreadable. */
export function timeLeft(until: string, now: number): { days: number; hours: number } | null {
  const ms = parseMallDateTime(until) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const hours = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

function Deadline({ label, until, now }: { label: string; until: string; now: number }) {
  const { t } = useLingui();
  const left = timeLeft(until, now);
  const days = left?.days ?? 0;
  const hours = left?.hours ?? 0;
  return (
    <p className="m-0 rounded bg-warning-soft px-3 py-2 text-neutral-800">
      {label} <span className="font-num">{until}</span>{' '}
      <span>{left ? (days > 0 ? t`(${days} d ${hours} h left)` : t`(${hours} h left)`) : t`(due now)`}</span>
    </p>
  );
}

function RefundBody({
  refund,
  now,
  pending,
  refusal,
  onAgree,
  onRefuse,
  onReceive,
  onOpenOrder,
}: Omit<RefundDetailScreenProps, 'onBack' | 'loading' | 'error' | 'onRetry'> & {
  refund: MerchantRefundInfo;
}) {
  const { t, i18n } = useLingui();
  const status = refund.returnMoneySts;
  const reason = isRefundReason(refund.buyerReason)
    ? i18n._(refundReasonLabels[refund.buyerReason])
    : refund.buyerReason;
  const pictures = (text: string) => text.split(',').filter(Boolean);
  const parcelPictures = splitImageUrls(refund.shipImgs);
  const busy = pending !== undefined;
  const number = refund.orderNumber;
  return (
    <>
      <FormSection title={t`Progress`}>
        <RefundStepper
          applyType={refund.applyType}
          status={status}
          {...(refund.lastStatus === null ? {} : { lastStatus: refund.lastStatus })}
          times={refundStepTimes(refund)}
          descriptions={{ refused: refund.refuseReason ?? null }}
        />
        {refund.autoAgreeTime ? (
          <Deadline
            label={t`Agreed automatically unless you answer by`}
            until={refund.autoAgreeTime}
            now={now}
          />
        ) : null}
        {refund.autoCloseTime ? (
          <Deadline
            label={t`Closes unless the buyer ships the goods by`}
            until={refund.autoCloseTime}
            now={now}
          />
        ) : null}
      </FormSection>
      <FormSection title={t`Request`}>
        <DescriptionList
          items={[
            { key: 'status', label: t`Status`, value: <RefundStatusTag status={status} /> },
            {
              key: 'order',
              label: t`Order number`,
              value: onOpenOrder ? (
                <Button variant="link" size="sm" onClick={() => onOpenOrder(number)}>
                  {number}
                </Button>
              ) : (
                number
              ),
            },
            { key: 'type', label: t`Type`, value: i18n._(refundApplyTypeLabels[refund.applyType]) },
            { key: 'reason', label: t`Reason`, value: reason },
            { key: 'desc', label: t`Buyer's description`, value: refund.buyerDesc },
            { key: 'mobile', label: t`Buyer's mobile`, value: refund.buyerMobile },
            { key: 'amount', label: t`Refund amount`, value: <Price yuan={refund.refundAmount} size="sm" /> },
            { key: 'paid', label: t`Order paid`, value: <Price yuan={refund.orderAmount} size="sm" /> },
            { key: 'count', label: t`Pieces`, value: String(refund.goodsNum) },
            { key: 'refused', label: t`Refusal reason`, value: refund.refuseReason },
          ]}
        />
        {pictures(refund.photoFiles).length > 0 ? (
          <ul aria-label={t`Buyer's pictures`} className="m-0 flex list-none flex-wrap gap-2 p-0">
            {pictures(refund.photoFiles).map((src) => (
              <li key={src}>
                <img src={src} alt="" className="size-20 rounded object-cover" />
              </li>
            ))}
          </ul>
        ) : null}
      </FormSection>
      <FormSection title={t`Items`}>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {refund.orderItems.map((item) => (
            <li key={item.orderItemId} className="flex items-center gap-3">
              <img src={item.pic} alt="" className="size-12 rounded object-cover" />
              <span className="flex-1">{`${item.prodName} ${item.skuName}`.trim()}</span>
              <Price yuan={item.price} size="sm" />
              <span className="font-num">×{item.prodCount}</span>
            </li>
          ))}
        </ul>
      </FormSection>
      {refund.expressNo || parcelPictures.length > 0 ? (
        <FormSection title={t`Return parcel`}>
          <DescriptionList
            items={[
              {
                key: 'express',
                label: t`Express`,
                value: `${refund.expressName ?? ''} ${refund.expressNo ?? ''}`.trim(),
              },
              { key: 'mobile', label: t`Sender's mobile`, value: refund.senderMobile },
              { key: 'remarks', label: t`Sender's remarks`, value: refund.senderRemarks },
            ]}
          />
          {parcelPictures.length > 0 ? (
            <ul aria-label={t`Return parcel pictures`} className="m-0 flex list-none flex-wrap gap-2 p-0">
              {parcelPictures.map((src, i) => (
                // The same picture may stand twice: the place is the key. The server takes the buyer's
                // own uploads only (POST /p/orderRefund/submitExpress), so a link never leads elsewhere.
                <li key={i}>
                  {/* The thumbnail opens the full picture in a new tab. */}
                  <a href={src} target="_blank" rel="noreferrer" className="block rounded-md">
                    <Image
                      src={src}
                      alt={t`Return parcel picture ${i + 1}`}
                      ratio={1}
                      rounded="md"
                      className="size-20"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </FormSection>
      ) : null}
      <FormSection title={t`History`}>
        <ol className="m-0 flex list-none flex-col gap-1 p-0">
          {refund.history.map((step) => (
            <li key={`${step.status}-${step.time}`} className="flex gap-4">
              <span className="font-num text-neutral-600">{step.time}</span>
              <span>{i18n._(refundStatusLabels[step.status])}</span>
            </li>
          ))}
        </ol>
      </FormSection>
      {/* A refusal stays shown when the request moved meanwhile (e.g. withdrawn): no decision is open. */}
      {refusal && status !== 1 && status !== 3 ? <FormAlert>{refusal}</FormAlert> : null}
      {status === 1 || status === 3 ? (
        <FormSection title={t`Your decision`}>
          {refusal ? <FormAlert>{refusal}</FormAlert> : null}
          {status === 1 ? (
            <DecideForm pending={pending} busy={busy} onAgree={onAgree} onRefuse={onRefuse} />
          ) : (
            <Button
              className="self-start"
              loading={pending === 'receive'}
              disabled={busy}
              onClick={onReceive}
            >
              {t`Confirm receipt of the returned goods`}
            </Button>
          )}
        </FormSection>
      ) : null}
    </>
  );
}

function DecideForm({
  pending,
  busy,
  onAgree,
  onRefuse,
}: {
  pending: RefundMove | undefined;
  busy: boolean;
  onAgree: () => void;
  onRefuse: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [invalid, setInvalid] = useState(false);
  const max = REFUND_NOTE_MAX;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('refuseReason') ?? '');
    if (!isRefuseReasonValid(reason)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onRefuse(reason.trim());
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Input
        name="refuseReason"
        label={t`Reason for a refusal`}
        maxLength={max + 50}
        error={invalid ? t`Please enter the reason for the refusal (at most ${max} characters)` : undefined}
      />
      <div className="flex gap-2">
        <Button type="button" loading={pending === 'agree'} disabled={busy} onClick={onAgree}>
          {t`Agree`}
        </Button>
        <Button type="submit" variant="outline" loading={pending === 'refuse'} disabled={busy}>
          {t`Refuse`}
        </Button>
      </div>
    </form>
  );
}

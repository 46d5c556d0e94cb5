// The platform console's store application (issue 18 item 1; GET /platform/shopApply/info, PUT
// /platform/shopApply/audit): every field the applicant gave, the documents as thumbnails opening a
// zoomable viewer, the history (who approved or rejected when, with the reason; decision 0084), and,
// for a role that may audit (`canAudit`) and an application under review, Approve and Reject (a reason
// required: ShopApplyAuditParam's rule). Approve asks first (it opens the store and its merchant account
// at once, with nothing typed before it); a rejection's typed reason is its own deliberate step. The
// decision's buttons are busy while the server answers; the server's refusal is shown above them. An
// application that does not exist (the server's 404) is `notFound`: said, with a way back to the list and
// no retry (decisions/0110). Props in, callbacks out.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrors, ShopApplyAuditParam, type ShopApplyDetail } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { DocumentThumbnails, ShopApplyStatusTag } from '../StoreKit/index.ts';
import { ActionHistory } from '../StoreKit/ActionHistory.tsx';

export interface ShopApplyDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The application; undefined until loaded. */
  detail?: ShopApplyDetail | undefined;
  loading?: boolean | undefined;
  /** The application could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** No such application (404): said, with Back to the list and no retry. */
  notFound?: boolean | undefined;
  /** Whether the signed-in role may approve and reject (the app: platformRoleMay). */
  canAudit: boolean;
  /** Sends the decision (the remark already checked); settles when the server answered. */
  onAudit: (decision: { agree: boolean; remark: string }) => Promise<void>;
  /** The server's refusal of the last decision. */
  refusal?: string | undefined;
  onBack?: (() => void) | undefined;
}

export function ShopApplyDetailScreen({
  detail,
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  canAudit,
  onAudit,
  refusal,
  onBack,
  className,
  ...props
}: ShopApplyDetailScreenProps) {
  const { t } = useLingui();
  const name = detail?.shopName ?? '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={detail ? t`Store application: ${name}` : t`Store application`}
        actions={
          onBack ? (
            <Button variant="outline" onClick={onBack}>
              {t`Back to the applications`}
            </Button>
          ) : undefined
        }
      />
      {detail ? (
        <ApplyBody detail={detail} canAudit={canAudit} onAudit={onAudit} refusal={refusal} />
      ) : notFound ? (
        <Empty
          size="sm"
          role="alert"
          illustration="search"
          title={t`This store application does not exist`}
          description={t`It may have been removed, or the address is mistyped.`}
          action={
            onBack ? (
              <Button size="sm" variant="outline" onClick={onBack}>
                {t`Back to the applications`}
              </Button>
            ) : undefined
          }
        />
      ) : error ? (
        <Empty
          size="sm"
          role="alert"
          title={t`The application could not be loaded`}
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

function ApplyBody({
  detail,
  canAudit,
  onAudit,
  refusal,
}: {
  detail: ShopApplyDetail;
  canAudit: boolean;
  onAudit: ShopApplyDetailScreenProps['onAudit'];
  refusal: string | undefined;
}) {
  const { t } = useLingui();
  const region = `${detail.province} ${detail.city} ${detail.area}`;
  return (
    <>
      <FormSection title={t`Application`}>
        <DescriptionList
          items={[
            { key: 'status', label: t`Status`, value: <ShopApplyStatusTag status={detail.status} /> },
            { key: 'id', label: t`Application number`, value: String(detail.applyId) },
            { key: 'name', label: t`Store name`, value: detail.shopName },
            { key: 'tel', label: t`Store telephone`, value: detail.tel },
            { key: 'address', label: t`Address`, value: `${region} ${detail.shopAddress}` },
            { key: 'intro', label: t`Introduction`, value: detail.intro },
            { key: 'applicant', label: t`Applicant`, value: detail.userName },
            { key: 'mobile', label: t`Mobile`, value: detail.userMobile },
            { key: 'submitted', label: t`Submitted`, value: detail.createTime },
            { key: 'updated', label: t`Last changed`, value: detail.updateTime },
            { key: 'audited', label: t`Decided`, value: detail.auditTime },
            { key: 'remark', label: t`Decision reason`, value: detail.auditRemark },
            { key: 'shop', label: t`Store ID`, value: detail.shopId === null ? null : String(detail.shopId) },
          ]}
        />
      </FormSection>
      <FormSection title={t`Documents`}>
        <DocumentThumbnails
          documents={[
            { key: 'logo', label: t`Store logo`, src: detail.shopLogo },
            { key: 'licence', label: t`Business licence`, src: detail.businessLicense },
            { key: 'front', label: t`ID card (front)`, src: detail.identityCardFront },
            { key: 'back', label: t`ID card (back)`, src: detail.identityCardLater },
          ]}
        />
      </FormSection>
      <FormSection title={t`History`}>
        <ActionHistory lines={detail.history} />
      </FormSection>
      {canAudit && detail.status === 0 ? (
        <AuditForm applyId={detail.applyId} shopName={detail.shopName} onAudit={onAudit} refusal={refusal} />
      ) : refusal ? (
        <FormAlert>{refusal}</FormAlert>
      ) : null}
    </>
  );
}

function AuditForm({
  applyId,
  shopName,
  onAudit,
  refusal,
}: {
  applyId: number;
  shopName: string;
  onAudit: ShopApplyDetailScreenProps['onAudit'];
  refusal: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  // The checked approval waiting for the question's answer.
  const [asking, setAsking] = useState<{ remark: string } | null>(null);
  const send = (decision: { agree: boolean; remark: string }) => {
    setPending(decision.agree ? 'approve' : 'reject');
    onAudit(decision)
      .catch(() => undefined)
      .finally(() => setPending(null));
  };
  const check = (form: HTMLFormElement, agree: boolean) => {
    const remark = String(new FormData(form).get('remark') ?? '');
    const result = ShopApplyAuditParam.safeParse({ applyId, agree, remark });
    if (!result.success) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    if (agree) setAsking({ remark: result.data.remark });
    else send({ agree, remark: result.data.remark });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    check(event.currentTarget, false);
  };
  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t`Your decision`}>
        <FormSection
          title={t`Your decision`}
          description={t`Approving opens the store and its merchant account; a rejection needs a reason.`}
        >
          {refusal ? <FormAlert>{refusal}</FormAlert> : null}
          <Input
            name="remark"
            label={t`Reason (required to reject)`}
            maxLength={250}
            error={errors.remark ? i18n._(errors.remark) : undefined}
          />
          <div className="flex gap-2">
            <Button
              type="button"
              loading={pending === 'approve'}
              disabled={pending !== null}
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form) check(form, true);
              }}
            >
              {t`Approve`}
            </Button>
            <Button
              type="submit"
              variant="outline"
              loading={pending === 'reject'}
              disabled={pending !== null}
            >
              {t`Reject`}
            </Button>
          </div>
        </FormSection>
      </form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t`Approve the application of ${shopName}?`}
        message={t`The store and its merchant account are opened at once.`}
        confirmText={t`Approve`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === null || pending !== null) return;
          const { remark } = asking;
          setAsking(null);
          send({ agree: true, remark });
        }}
      />
    </>
  );
}

// The platform console's store (issue 18 item 1; GET /platform/shop/info, PUT /platform/shop/offline and
// /online): its details in both languages, the owner, the application's address and documents (null for
// a role that may not read them: "not shown to your role"), the status with the offline reason and time,
// the recent platform actions (decision 0084); Take offline (a reason required: ShopOfflineParam's rule)
// and Bring online when `canEdit`. A store that does not exist (the server's 404) is `notFound`: said, with
// a way back to the list and no retry (decisions/0110). Props in, callbacks out.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrors, ShopOfflineParam, type PlatformShopDetail } from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { DocumentThumbnails, ShopStatusTag } from '../StoreKit/index.ts';
import { ActionHistory } from '../StoreKit/ActionHistory.tsx';

export interface ShopDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  detail?: PlatformShopDetail | undefined;
  loading?: boolean | undefined;
  /** The store could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** No such store (404): said, with Back to the list and no retry. */
  notFound?: boolean | undefined;
  /** Whether the signed-in role may take stores offline and back (the app: platformRoleMay). */
  canEdit: boolean;
  /** Takes the store offline with the reason (already checked); settles when the server answered. */
  onOffline: (reason: string) => Promise<void>;
  onOnline: () => Promise<void>;
  /** The server's refusal of the last change. */
  refusal?: string | undefined;
  onBack?: (() => void) | undefined;
}

export function ShopDetailScreen({
  detail,
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  canEdit,
  onOffline,
  onOnline,
  refusal,
  onBack,
  className,
  ...props
}: ShopDetailScreenProps) {
  const { t } = useLingui();
  const name = detail?.shopName ?? '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={detail ? t`Store: ${name}` : t`Store`}
        actions={
          onBack ? (
            <Button variant="outline" onClick={onBack}>
              {t`Back to the stores`}
            </Button>
          ) : undefined
        }
      />
      {detail ? (
        <ShopBody
          detail={detail}
          canEdit={canEdit}
          onOffline={onOffline}
          onOnline={onOnline}
          refusal={refusal}
        />
      ) : notFound ? (
        <Empty
          size="sm"
          role="alert"
          illustration="search"
          title={t`This store does not exist`}
          description={t`It may have been removed, or the address is mistyped.`}
          action={
            onBack ? (
              <Button size="sm" variant="outline" onClick={onBack}>
                {t`Back to the stores`}
              </Button>
            ) : undefined
          }
        />
      ) : error ? (
        <Empty
          size="sm"
          role="alert"
          title={t`The store could not be loaded`}
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

function ShopBody({
  detail,
  canEdit,
  onOffline,
  onOnline,
  refusal,
}: Pick<ShopDetailScreenProps, 'canEdit' | 'onOffline' | 'onOnline' | 'refusal'> & {
  detail: PlatformShopDetail;
}) {
  const { t } = useLingui();
  const app = detail.application;
  const owner = detail.owner;
  return (
    <>
      <FormSection title={t`Status`}>
        <DescriptionList
          items={[
            {
              key: 'status',
              label: t`Status`,
              value: <ShopStatusTag status={detail.status} />,
            },
            { key: 'reason', label: t`Offline reason`, value: detail.offlineReason },
            { key: 'time', label: t`Offline since`, value: detail.offlineTime },
          ]}
        />
      </FormSection>
      <FormSection title={t`Store details`}>
        <DescriptionList
          items={[
            { key: 'id', label: t`Store ID`, value: String(detail.shopId) },
            { key: 'nameZh', label: t`Store name (Chinese)`, value: detail.nameZh },
            { key: 'nameEn', label: t`Store name (English)`, value: detail.nameEn },
            { key: 'introZh', label: t`Store introduction (Chinese)`, value: detail.introZh },
            { key: 'introEn', label: t`Store introduction (English)`, value: detail.introEn },
            { key: 'tel', label: t`Store telephone`, value: detail.tel },
            { key: 'address', label: t`Address`, value: detail.address },
            { key: 'hours', label: t`Business hours`, value: detail.businessHours },
            { key: 'opened', label: t`Opened at`, value: detail.createTime },
            { key: 'products', label: t`Products`, value: String(detail.productCount) },
            { key: 'orders', label: t`Orders`, value: String(detail.orderCount) },
          ]}
        />
      </FormSection>
      <FormSection title={t`Owner`}>
        {owner.userId === null ? (
          <p className="m-0 text-neutral-600">{t`Opened by the platform`}</p>
        ) : (
          <DescriptionList
            items={[
              { key: 'name', label: t`Applicant`, value: owner.userName },
              { key: 'mobile', label: t`Mobile`, value: owner.userMobile },
              { key: 'login', label: t`Merchant login`, value: owner.merchantUsername },
            ]}
          />
        )}
      </FormSection>
      {app ? (
        <FormSection title={t`Documents`}>
          {app.businessLicense === null ? (
            <p className="m-0 text-neutral-600">{t`The documents are not shown to your role.`}</p>
          ) : (
            <DocumentThumbnails
              documents={[
                { key: 'licence', label: t`Business licence`, src: app.businessLicense },
                { key: 'front', label: t`ID card (front)`, src: app.identityCardFront ?? '' },
                { key: 'back', label: t`ID card (back)`, src: app.identityCardLater ?? '' },
              ]}
            />
          )}
        </FormSection>
      ) : null}
      <FormSection title={t`Recent platform actions`}>
        <ActionHistory lines={detail.actions} />
      </FormSection>
      {canEdit && (detail.status === 1 || detail.status === 2) ? (
        <StatusForm
          status={detail.status}
          shopId={detail.shopId}
          onOffline={onOffline}
          onOnline={onOnline}
          refusal={refusal}
        />
      ) : refusal ? (
        <FormAlert>{refusal}</FormAlert>
      ) : null}
    </>
  );
}

function StatusForm({
  status,
  shopId,
  onOffline,
  onOnline,
  refusal,
}: Pick<ShopDetailScreenProps, 'onOffline' | 'onOnline' | 'refusal'> & { status: number; shopId: number }) {
  const { t, i18n } = useLingui();
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [pending, setPending] = useState(false);
  const settle = (work: Promise<void>) => {
    setPending(true);
    work.catch(() => undefined).finally(() => setPending(false));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 1) {
      settle(onOnline());
      return;
    }
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    const result = ShopOfflineParam.safeParse({ shopId, reason });
    if (!result.success) {
      setErrors(fieldErrors(result));
      return;
    }
    setErrors({});
    settle(onOffline(result.data.reason));
  };
  return (
    <form noValidate onSubmit={submit} aria-label={status === 1 ? t`Take offline` : t`Bring online`}>
      <FormSection title={status === 1 ? t`Take offline` : t`Bring online`}>
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        {status === 1 ? (
          <Input
            name="reason"
            label={t`Reason for taking it offline`}
            maxLength={250}
            error={errors.reason ? i18n._(errors.reason) : undefined}
          />
        ) : null}
        <Button
          type="submit"
          className="self-start"
          variant={status === 1 ? 'outline' : 'primary'}
          loading={pending}
          disabled={pending}
        >
          {status === 1 ? t`Take offline` : t`Bring online`}
        </Button>
      </FormSection>
    </form>
  );
}

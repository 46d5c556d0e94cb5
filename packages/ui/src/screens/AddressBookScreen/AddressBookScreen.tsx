import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { ADDRESS_MAX_COUNT, messages, type Address, type AreaItem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog, Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { AddressForm, type AddressFormValues } from '../../mall/AddressForm/index.ts';
import { LoadError } from '../../mall/PagedList/index.ts';

export interface AddressBookScreenProps {
  /** The addresses (the server sends the default first). */
  addresses?: Address[];
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The list could not be loaded: the error state with a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** The regions under a parent (0: provinces), for the form's region picker. */
  loadRegions: (parentId: number) => Promise<AreaItem[]>;
  /** Saves a new address (no `addrId`) or an edited one; a rejection keeps the form open. */
  onSave: (values: AddressFormValues, addrId?: number) => Promise<unknown> | unknown;
  onDelete: (addrId: number) => Promise<unknown> | unknown;
  onSetDefault: (addrId: number) => Promise<unknown> | unknown;
  /** Opens the form at once (stories: the form inline). */
  initialEditing?: Address | 'new' | null;
  /** Where the dialogs are portalled (stories keep them inline). */
  dialogContainer?: HTMLElement | null;
  className?: string;
}

/**
 * The address book: the addresses with the default first and marked, add (disabled with the "limit
 * reached" message at ADDRESS_MAX_COUNT), edit in a dialog on PC and a full-screen sheet on a phone,
 * delete after a confirmation and set as default.
 */
export function AddressBookScreen({
  addresses,
  loading = false,
  error = false,
  onRetry,
  loadRegions,
  onSave,
  onDelete,
  onSetDefault,
  initialEditing = null,
  dialogContainer,
  className,
}: AddressBookScreenProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [editing, setEditing] = useState<Address | 'new' | null>(initialEditing);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = [...(addresses ?? [])].sort((a, b) => b.commonAddr - a.commonAddr);
  const atLimit = list.length >= ADDRESS_MAX_COUNT;
  const limitId = 'address-limit-message';

  let body;
  if (addresses === undefined && error) {
    body = <LoadError title={t`The addresses could not be loaded`} onRetry={onRetry} />;
  } else if (addresses === undefined) {
    body = loading ? (
      <SkeletonGroup label={t`Loading the addresses`} className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <span key={i} className="flex flex-col gap-2 rounded border border-neutral-200 p-4">
            <Skeleton shape="text" className="w-1/3" />
            <Skeleton shape="text" className="w-4/5" />
          </span>
        ))}
      </SkeletonGroup>
    ) : null;
  } else if (list.length === 0) {
    body = (
      <Empty title={t`No delivery addresses yet`} description={t`Add an address to receive your orders.`} />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-label={t`Delivery addresses`}>
        {list.map((address) => (
          <li
            key={address.addrId}
            className={cn(
              'flex flex-col gap-2 rounded border p-4 md:flex-row md:items-center',
              address.commonAddr === 1 ? 'border-brand' : 'border-neutral-200',
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium text-neutral-900">
                <span id={`address-${address.addrId}-receiver`}>{address.receiver}</span>
                <span className="text-neutral-600">{address.mobile}</span>
                {address.commonAddr === 1 ? (
                  <Tag size="sm">
                    <Trans>Default</Trans>
                  </Tag>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-neutral-700">
                {address.province} {address.city} {address.area} {address.addr}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-1">
              {address.commonAddr === 1 ? null : (
                <Button
                  size="sm"
                  variant="link"
                  aria-describedby={`address-${address.addrId}-receiver`}
                  onClick={() => void onSetDefault(address.addrId)}
                >
                  <Trans>Set as default</Trans>
                </Button>
              )}
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={`address-${address.addrId}-receiver`}
                onClick={() => setEditing(address)}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-describedby={`address-${address.addrId}-receiver`}
                onClick={() => setDeleting(address)}
              >
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const addControl = (at: 'pc' | 'mobile') => (
    <>
      <Button
        block={at === 'mobile'}
        disabled={addresses === undefined || atLimit}
        aria-describedby={atLimit ? `${limitId}-${at}` : undefined}
        onClick={() => setEditing('new')}
      >
        <Trans>Add address</Trans>
      </Button>
      {atLimit ? (
        <p id={`${limitId}-${at}`} className="text-center text-sm text-danger">
          {i18n._(messages.addressLimitReached)}
        </p>
      ) : null}
    </>
  );
  const editTitle = editing === 'new' ? t`Add address` : t`Edit address`;
  return (
    <section className={cn('rounded bg-neutral-0 p-4 shadow md:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-lg font-semibold text-neutral-900">
          <Trans>Address book</Trans>
        </h1>
        {addresses ? (
          <p className="text-sm text-neutral-600">
            <Trans>
              {list.length} of {ADDRESS_MAX_COUNT} addresses
            </Trans>
          </p>
        ) : null}
        <div className="ml-auto hidden flex-col items-end gap-1 md:flex">{addControl('pc')}</div>
      </div>
      {body}
      <div className="sticky bottom-0 -mx-4 mt-4 flex flex-col gap-1 border-t border-neutral-200 bg-neutral-0 p-3 md:hidden">
        {addControl('mobile')}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent
          title={editTitle}
          size="lg"
          container={dialogContainer}
          className="max-md:inset-0 max-md:top-0 max-md:max-h-none max-md:translate-y-0 max-md:rounded-none"
        >
          {editing !== null ? (
            <AddressForm
              key={editing === 'new' ? 'new' : editing.addrId}
              address={editing === 'new' ? null : editing}
              loadRegions={loadRegions}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                await onSave(values, editing === 'new' ? undefined : editing.addrId);
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        container={dialogContainer}
        title={t`Delete this address?`}
        message={
          deleting ? `${deleting.receiver} ${deleting.province}${deleting.city}${deleting.area}` : undefined
        }
        confirmText={t`Delete`}
        onConfirm={() => {
          if (deleting) void onDelete(deleting.addrId);
          setDeleting(null);
        }}
      />
    </section>
  );
}

// The merchant centre's staff section (issue 17 item 1; GET/POST/PUT/DELETE /merchant/staff, the owner
// alone): a DataTable of the store's staff accounts (username, note, role, status, created), "add staff"
// (username, new password twice, a role with what it may do, a note), and per row: change the role,
// disable or enable, reset the password, delete (asked first). The forms are checked with the domain's
// rules (contract/merchantStaffApi.ts); the server's refusal is shown in the dialog. Props in, callbacks
// out: the app encrypts the passwords and sends; each callback resolves with the server's refusal text,
// or nothing once done (the dialog closes).
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  merchantRoleLabels,
  messages,
  staffCreateForm,
  staffPasswordForm,
  STAFF_NOTE_MAX,
  STAFF_ROLES,
  type MerchantStaff,
  type StaffRole,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { useRuleForm } from '../../../lib/useRuleForm.ts';
import { DataTable, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { ConfirmDialog, Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { RuleInput } from '../../../lib/RuleInput.tsx';
import { Select } from '../../../primitives/Select/index.ts';

/** A callback's answer: the server's refusal (shown in the dialog), or nothing once it is done. */
export type StaffAnswer = Promise<string | undefined | void>;

/** A new staff account as the owner typed it (the password in plain text: the app encrypts it). */
export interface NewStaff {
  username: string;
  password: string;
  role: StaffRole;
  note: string;
}

export interface StaffScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The store's staff accounts; undefined until loaded. */
  staff?: MerchantStaff[] | undefined;
  loading?: boolean | undefined;
  /** The list could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Accounts whose enable/disable is being sent (their button is busy). */
  pendingIds?: readonly number[] | undefined;
  onCreate: (staff: NewStaff) => StaffAnswer;
  onChangeRole: (row: MerchantStaff, role: StaffRole) => StaffAnswer;
  /** Disables (0) or enables (1) an account (a refusal is the app's to report). */
  onSetStatus: (row: MerchantStaff, status: 0 | 1) => void;
  /** Sets a new password (plain text: the app encrypts it). */
  onResetPassword: (row: MerchantStaff, password: string) => StaffAnswer;
  onDelete: (row: MerchantStaff) => StaffAnswer;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open = { kind: 'create' } | { kind: 'role' | 'password' | 'delete'; row: MerchantStaff } | null;

export function StaffScreen({
  staff,
  loading = false,
  error = false,
  onRetry,
  pendingIds = [],
  onCreate,
  onChangeRole,
  onSetStatus,
  onResetPassword,
  onDelete,
  dialogContainer,
  className,
  ...props
}: StaffScreenProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const who = open && open.kind !== 'create' ? open.row.username : '';
  const columns = useMemo<DataTableColumn<MerchantStaff>[]>(
    () => [
      { accessorKey: 'username', header: t`Username`, meta: { className: 'font-num' } },
      {
        id: 'note',
        header: t`Note`,
        cell: ({ row: { original: s } }) => s.note || <span className="text-neutral-500">-</span>,
      },
      {
        id: 'role',
        header: t`Role`,
        cell: ({ row: { original: s } }) => i18n._(merchantRoleLabels[s.role]),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: s } }) =>
          s.status === 1 ? (
            <StatusTag tone="success" label={t`Enabled`} />
          ) : (
            <StatusTag tone="neutral" label={t({ message: 'Disabled', context: 'account status' })} />
          ),
      },
      {
        accessorKey: 'createTime',
        header: t`Created`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: s } }) => {
          const name = s.username;
          const enabled = s.status === 1;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={t`Change role: ${name}`}
                onClick={() => setOpen({ kind: 'role', row: s })}
              >
                {t`Change role`}
              </Button>
              <Button
                variant="link"
                size="sm"
                loading={pendingIds.includes(s.merchantId)}
                aria-label={enabled ? t`Disable ${name}` : t`Enable ${name}`}
                onClick={() => onSetStatus(s, enabled ? 0 : 1)}
              >
                {enabled ? t`Disable` : t`Enable`}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={t`Reset password: ${name}`}
                onClick={() => setOpen({ kind: 'password', row: s })}
              >
                {t`Reset password`}
              </Button>
              <Button
                variant="link"
                size="sm"
                aria-label={t`Delete ${name}`}
                onClick={() => setOpen({ kind: 'delete', row: s })}
              >
                {t`Delete`}
              </Button>
            </div>
          );
        },
      },
    ],
    [t, i18n, pendingIds, onSetStatus],
  );

  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Staff`}
        description={t`Give your staff their own accounts, each limited to what its role may do.`}
        actions={<Button onClick={() => setOpen({ kind: 'create' })}>{t`Add staff`}</Button>}
      />
      <DataTable
        caption={t`Staff`}
        columns={columns}
        data={staff ?? []}
        getRowId={(s) => String(s.merchantId)}
        loading={loading && !staff}
        error={error ? t`The staff accounts could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          <Empty
            size="sm"
            title={t`No staff accounts yet`}
            description={t`Add an account for each person who helps you run the store.`}
            action={
              <Button size="sm" onClick={() => setOpen({ kind: 'create' })}>
                {t`Add staff`}
              </Button>
            }
          />
        }
      />
      <Dialog
        open={open !== null && open.kind !== 'delete'}
        onOpenChange={(isOpen) => (isOpen ? null : close())}
      >
        <DialogContent
          title={
            open?.kind === 'create'
              ? t`Add staff`
              : open?.kind === 'role'
                ? t`Change the role of ${who}`
                : open?.kind === 'password'
                  ? t`Reset the password of ${who}`
                  : ''
          }
          container={dialogContainer}
        >
          {open?.kind === 'create' ? (
            <CreateForm onCancel={close} onSubmit={(values) => settle(onCreate(values), close)} />
          ) : open?.kind === 'role' ? (
            <RoleForm
              key={open.row.merchantId}
              row={open.row}
              onCancel={close}
              onSubmit={(role) => settle(onChangeRole(open.row, role), close)}
            />
          ) : open?.kind === 'password' ? (
            <PasswordForm
              key={open.row.merchantId}
              onCancel={close}
              onSubmit={(password) => settle(onResetPassword(open.row, password), close)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {open?.kind === 'delete' ? (
        <DeleteDialog row={open.row} container={dialogContainer} onClose={close} onDelete={onDelete} />
      ) : null}
    </div>
  );
}

/** Runs a callback: a refusal text is thrown for the form to show; nothing means done. */
async function settle(answer: StaffAnswer, done: () => void): Promise<void> {
  const refusal = await answer;
  if (refusal) throw new Refusal(refusal);
  done();
}

class Refusal extends Error {}

/** The form's submit: the rule's messages under the fields, the server's refusal above the buttons. */
function useRefusal() {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string | undefined>();
  return {
    refusal,
    clear: () => setRefusal(undefined),
    /** Runs the task; a refusal (or a failure) is shown, and rethrown so the form stays as it is. */
    run: async (task: () => Promise<void>) => {
      setRefusal(undefined);
      try {
        await task();
      } catch (error) {
        setRefusal(error instanceof Refusal ? error.message : i18n._(messages.serverProblem));
        throw error;
      }
    },
  };
}

function FormButtons({
  pending,
  submitText,
  onCancel,
}: {
  pending: boolean;
  submitText: ReactNode;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t`Cancel`}
      </Button>
      <Button type="submit" loading={pending}>
        {submitText}
      </Button>
    </div>
  );
}

/** The roles to choose from (their names; RoleHelp says what each may do). */
function useRoleOptions() {
  const { i18n } = useLingui();
  return STAFF_ROLES.map((role) => ({ value: role, label: i18n._(merchantRoleLabels[role]) }));
}

/** What each role may do, one line each, under the role's field. */
function RoleHelp() {
  const { t, i18n } = useLingui();
  const what: Record<StaffRole, string> = {
    orders: t`Orders, shipping, invoices, after-sales and reviews`,
    products: t`Products, stock and promotions`,
    chat: t`Chat with shoppers, quick replies and service hours`,
    all: t`Everything above and the store's settings, but not the staff`,
  };
  return (
    <dl className="m-0 -mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {STAFF_ROLES.map((role) => (
        <div key={role} className="contents">
          <dt className="text-neutral-900">{i18n._(merchantRoleLabels[role])}</dt>
          <dd className="m-0 text-neutral-600">{what[role]}</dd>
        </div>
      ))}
    </dl>
  );
}

const say = (i18n: { _: (d: MessageDescriptor) => string }, d: MessageDescriptor | undefined) =>
  d ? i18n._(d) : undefined;

interface CreateValues {
  username: string;
  password: string;
  confirmPassword: string;
  role: string;
  note: string;
}
const createFields = ['username', 'password', 'confirmPassword', 'role', 'note'] as const;

function CreateForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (staff: NewStaff) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRuleForm<CreateValues, NewStaff>(
    staffCreateForm,
    { username: '', password: '', confirmPassword: '', role: '', note: '' },
    createFields,
  );
  const { refusal, run } = useRefusal();
  const roles = useRoleOptions();
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) =>
          run(() =>
            onSubmit({ username: data.username, password: data.password, role: data.role, note: data.note }),
          ),
        );
      }}
    >
      <RuleInput
        form={form}
        field="username"
        label={t`Username`}
        autoComplete="off"
        hint={i18n._(messages.usernameInvalid)}
      />
      <RuleInput
        form={form}
        field="password"
        type="password"
        label={t`Password`}
        autoComplete="new-password"
        hint={i18n._(messages.newPasswordInvalid)}
      />
      <RuleInput
        form={form}
        field="confirmPassword"
        type="password"
        label={t`Confirm password`}
        autoComplete="new-password"
      />
      <Select
        ref={form.fieldRef('role')}
        label={t`Role`}
        value={form.values.role}
        onValueChange={(role) => form.change('role', role)}
        options={roles}
        error={say(i18n, form.errors.role)}
      />
      <RoleHelp />
      <RuleInput
        form={form}
        field="note"
        label={t`Note (optional)`}
        hint={t`Who uses it: a name, a desk (at most ${STAFF_NOTE_MAX} characters)`}
      />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <FormButtons pending={form.pending} submitText={t`Add`} onCancel={onCancel} />
    </form>
  );
}

function RoleForm({
  row,
  onSubmit,
  onCancel,
}: {
  row: MerchantStaff;
  onSubmit: (role: StaffRole) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [role, setRole] = useState<StaffRole>(row.role);
  const [pending, setPending] = useState(false);
  const { refusal, run } = useRefusal();
  const roles = useRoleOptions();
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        if (role === row.role) return onCancel();
        setPending(true);
        run(() => onSubmit(role))
          .catch(() => undefined)
          .finally(() => setPending(false));
      }}
    >
      <Select
        label={t`Role`}
        value={role}
        onValueChange={(value) => setRole(value as StaffRole)}
        options={roles}
        hint={t`The account is signed out at once and signs in again with its new role.`}
      />
      <RoleHelp />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <FormButtons pending={pending} submitText={t`Save`} onCancel={onCancel} />
    </form>
  );
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}
const passwordFields = ['password', 'confirmPassword'] as const;

function PasswordForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRuleForm<PasswordValues, PasswordValues>(
    staffPasswordForm,
    { password: '', confirmPassword: '' },
    passwordFields,
  );
  const { refusal, run } = useRefusal();
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) => run(() => onSubmit(data.password)));
      }}
    >
      <RuleInput
        form={form}
        field="password"
        type="password"
        label={t`New password`}
        autoComplete="new-password"
        hint={i18n._(messages.newPasswordInvalid)}
      />
      <RuleInput
        form={form}
        field="confirmPassword"
        type="password"
        label={t`Confirm password`}
        autoComplete="new-password"
      />
      <p className="m-0 text-sm text-neutral-600">{t`The account is signed out at once.`}</p>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <FormButtons pending={form.pending} submitText={t`Reset password`} onCancel={onCancel} />
    </form>
  );
}

function DeleteDialog({
  row,
  container,
  onClose,
  onDelete,
}: {
  row: MerchantStaff;
  container?: HTMLElement | null | undefined;
  onClose: () => void;
  onDelete: (row: MerchantStaff) => StaffAnswer;
}) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const name = row.username;
  return (
    <ConfirmDialog
      open
      // Closed by Cancel or Escape only: Confirm waits for the answer (a refusal is shown here).
      onOpenChange={() => undefined}
      container={container}
      title={t`Delete the staff account ${name}?`}
      message={
        refusal ? (
          <span role="alert" className="text-danger">
            {refusal}
          </span>
        ) : (
          t`It is signed out at once and can no longer sign in. This cannot be undone.`
        )
      }
      confirmText={t`Delete`}
      loading={pending}
      onCancel={() => (pending ? undefined : onClose())}
      onConfirm={() => {
        if (pending) return;
        setPending(true);
        setRefusal(undefined);
        settle(onDelete(row), onClose)
          .catch((error: unknown) =>
            setRefusal(error instanceof Refusal ? error.message : i18n._(messages.serverProblem)),
          )
          .finally(() => setPending(false));
      }}
    />
  );
}

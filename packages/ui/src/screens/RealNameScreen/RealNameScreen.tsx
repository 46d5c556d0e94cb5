import { useId, useState, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { messages, realNameForm, RealNameStatus, type RealNameForm, type RealNameInfo } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { CheckCircleIcon, ShieldIcon } from '../../icons/index.tsx';
import { cn } from '../../lib/cn.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';

/** What the shopper types. */
export interface RealNameValues {
  realName: string;
  idCard: string;
}

/**
 * Why a verification failed, as the screen tells it: the name and number do not match (400
 * `realNameMismatch`), another refusal with the server's text (400: identity taken, too many attempts),
 * or the provider could not tell (503: "unknown error").
 */
export type RealNameFailure =
  { kind: 'mismatch' } | { kind: 'refused'; message: string } | { kind: 'unknown' };

export interface RealNameScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** GET /p/user/realName; undefined until it has loaded. */
  info: RealNameInfo | undefined;
  /** The first load is under way: the skeleton. */
  loading?: boolean;
  /** The identity could not be loaded: the error state with a retry. */
  error?: boolean;
  onRetry?: () => void;
  /**
   * POST /p/user/realName with the checked values (name trimmed, ID upper-cased). Resolves null when
   * verified (the app then reloads `info`), or the failure to show; the form keeps its inputs.
   */
  onVerify: (form: RealNameForm) => Promise<RealNameFailure | null>;
  defaultValues?: Partial<RealNameValues>;
  /** Checks the starting values at once, as if submitted (review, stories). */
  validateOnMount?: boolean;
  /** Starts with this failure shown (review, stories). */
  defaultFailure?: RealNameFailure;
}

const fields = ['realName', 'idCard'] as const;

/**
 * Real-name verification (`/user-center/uc-authenticationName`): loading, the error with a retry, the
 * form (real name and ID card number with the domain's rules: 18 characters, region, birth date,
 * checksum) with its submitting, mismatch, refusal and unknown-error states, and, once verified, the
 * masked name and number without a form (a verified account keeps its identity).
 */
export function RealNameScreen({
  info,
  loading = false,
  error = false,
  onRetry,
  onVerify,
  defaultValues,
  validateOnMount = false,
  defaultFailure,
  className,
  ...props
}: RealNameScreenProps) {
  const { t } = useLingui();
  let body;
  if (info?.status === RealNameStatus.verified) body = <Verified info={info} />;
  else if (info)
    body = (
      <VerifyForm
        onVerify={onVerify}
        defaultValues={defaultValues}
        validateOnMount={validateOnMount}
        defaultFailure={defaultFailure}
      />
    );
  else if (error)
    body = (
      <LoadError
        title={t`Your real-name verification could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="real-name-error"
      />
    );
  else if (loading)
    body = (
      <SkeletonGroup
        label={t`Loading your real-name verification`}
        className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 md:p-6"
      >
        <Skeleton shape="text" className="w-1/3" />
        <Skeleton className="h-10 w-full max-w-md" />
        <Skeleton className="h-10 w-full max-w-md" />
      </SkeletonGroup>
    );
  return (
    <div className={cn('flex w-full min-w-0 flex-col gap-3 md:gap-4', className)} {...props}>
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3 md:text-xl">
        <Trans>Real-name authentication</Trans>
      </h1>
      {body}
    </div>
  );
}

function Verified({ info }: { info: RealNameInfo }) {
  return (
    <section
      className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 md:p-6"
      data-part="real-name-verified"
    >
      <p className="m-0 flex items-center gap-2 text-base font-medium text-success">
        <CheckCircleIcon className="size-6" />
        <Trans>Your identity is verified</Trans>
      </p>
      <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-neutral-500">
          <Trans>Real name</Trans>
        </dt>
        <dd className="m-0 text-neutral-900">{info.realName ?? '—'}</dd>
        <dt className="text-neutral-500">
          <Trans>ID card number</Trans>
        </dt>
        <dd className="font-num m-0 text-neutral-900 tabular-nums">{info.idCard ?? '—'}</dd>
      </dl>
      <p className="m-0 text-xs text-neutral-500">
        <Trans>A verified identity cannot be changed.</Trans>
      </p>
    </section>
  );
}

function VerifyForm({
  onVerify,
  defaultValues,
  validateOnMount,
  defaultFailure,
}: Pick<RealNameScreenProps, 'onVerify' | 'defaultValues' | 'validateOnMount' | 'defaultFailure'>) {
  const { t, i18n } = useLingui();
  const alertId = useId();
  const [failure, setFailure] = useState<RealNameFailure | null>(defaultFailure ?? null);
  const form = useRuleForm<RealNameValues, RealNameForm>(
    realNameForm,
    { realName: '', idCard: '', ...defaultValues },
    fields,
    validateOnMount,
  );
  const say = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined);
  const failureText =
    failure?.kind === 'mismatch'
      ? i18n._(messages.realNameMismatch)
      : failure?.kind === 'refused'
        ? failure.message
        : failure?.kind === 'unknown'
          ? i18n._(messages.unknownError)
          : null;

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-lg bg-neutral-0 p-4 md:p-6"
      aria-describedby={failureText ? alertId : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (data) => {
          setFailure(null);
          const result = await onVerify(data);
          if (result) setFailure(result);
        });
      }}
    >
      <p className="m-0 flex items-start gap-2 text-sm text-neutral-600">
        <ShieldIcon className="mt-0.5 size-4 shrink-0" />
        <Trans>
          Your name and ID card number are checked with the identity service and kept encrypted; only the
          masked values are shown.
        </Trans>
      </p>
      <div className="flex max-w-md flex-col gap-4">
        <Input
          ref={form.fieldRef('realName')}
          label={t`Real name`}
          autoComplete="name"
          maxLength={20}
          value={form.values.realName}
          onChange={(event) => form.change('realName', event.target.value)}
          error={say(form.errors.realName)}
        />
        <Input
          ref={form.fieldRef('idCard')}
          label={t`ID card number`}
          autoComplete="off"
          spellCheck={false}
          maxLength={18}
          hint={form.errors.idCard ? undefined : t`18 characters; the last may be X`}
          value={form.values.idCard}
          onChange={(event) => form.change('idCard', event.target.value)}
          error={say(form.errors.idCard)}
        />
      </div>
      {failureText && (
        <p
          id={alertId}
          role="alert"
          className="m-0 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger"
          data-part={`real-name-${failure?.kind}`}
        >
          <strong className="font-medium">{failureText}</strong>
          {failure?.kind === 'unknown' && (
            <span className="block">
              <Trans>The verification service did not answer, please try again later.</Trans>
            </span>
          )}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" loading={form.pending} className="min-w-40">
          {t`Verify`}
        </Button>
      </div>
    </form>
  );
}

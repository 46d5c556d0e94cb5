// Change password (`/user-center/uc-password`, issue 15 item 2): the current password, the new one by the
// set-password rule (6-20 half-width characters, two kinds) and its confirmation (the domain's
// `changePasswordForm`). The server ends every session of the account on success, this one included, so
// the success state counts 3 seconds down (spec section 9) and then the app opens the sign-in page.
import { useId, type HTMLAttributes } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { changePasswordForm, PASSWORD_MAX, type ChangePasswordForm } from '@mall/domain';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { useSecondsLeft } from '../../lib/useSecondsLeft.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormAlert } from '../../primitives/FormAlert/index.ts';
import { Input } from '../../primitives/Input/index.ts';

/** What the screen sends: the current and the new password, in clear (the app encrypts them). */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Sends the checked change; a rejection keeps the form as it is (the refusal comes as `refusal`). */
  onChangePassword?: ((change: PasswordChange) => Promise<unknown> | unknown) | undefined;
  /** The server's refusal of the last submit (e.g. the current password is wrong), shown in place. */
  refusal?: string | undefined;
  /** The password was changed: the success state and its countdown. */
  changed?: boolean | undefined;
  /** The countdown reached zero or the shopper pressed "sign in again": called once. */
  onSignInAgain?: (() => void) | undefined;
  /** Time source of the countdown; the real clock by default. */
  clock?: IntervalClock | undefined;
}

type Values = ChangePasswordForm;

export function ChangePasswordScreen({
  onChangePassword,
  refusal,
  changed = false,
  onSignInAgain,
  clock = realClock,
  className,
  ...props
}: ChangePasswordScreenProps) {
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <h1 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>Change password</Trans>
      </h1>
      <div className="rounded bg-neutral-0 p-4 shadow md:p-6">
        {changed ? (
          <Changed onSignInAgain={onSignInAgain} clock={clock} />
        ) : (
          <PasswordForm onChangePassword={onChangePassword} refusal={refusal} />
        )}
      </div>
    </div>
  );
}

function Changed({
  onSignInAgain,
  clock,
}: {
  onSignInAgain?: (() => void) | undefined;
  clock: IntervalClock;
}) {
  const n = useSecondsLeft(() => onSignInAgain?.(), clock);
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center" data-part="changed">
      <CheckCircleIcon className="size-14 text-success" />
      <h2 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>Password changed</Trans>
      </h2>
      <p className="m-0 text-sm text-neutral-600">
        <Trans>You have been signed out on every device. Please sign in with the new password.</Trans>
      </p>
      <p className="m-0 text-sm text-neutral-600" role="timer" aria-live="off">
        <Trans>
          To the sign-in page in <span className="font-num text-brand tabular-nums">{n}</span>s
        </Trans>
      </p>
      <Button size="lg" className="mt-2 min-w-40" onClick={() => onSignInAgain?.()}>
        <Trans>Sign in again</Trans>
      </Button>
    </div>
  );
}

function PasswordForm({
  onChangePassword,
  refusal,
}: {
  onChangePassword?: ((change: PasswordChange) => Promise<unknown> | unknown) | undefined;
  refusal?: string | undefined;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const refusalId = useId();
  const form = useRuleForm<Values, Values>(
    changePasswordForm,
    { oldPassword: '', password: '', confirmPassword: '' },
    ['oldPassword', 'password', 'confirmPassword'],
  );
  const { values, errors } = form;
  const message = (field: keyof Values) => (errors[field] ? i18n._(errors[field]) : undefined);
  return (
    <form
      noValidate
      aria-label={t`Change password`}
      aria-describedby={refusal ? refusalId : undefined}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) =>
          onChangePassword?.({ oldPassword: data.oldPassword, newPassword: data.password }),
        );
      }}
    >
      <div className="flex max-w-sm flex-col gap-3">
        <Input
          ref={form.fieldRef('oldPassword')}
          label={t`Current password`}
          required
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          value={values.oldPassword}
          onChange={(event) => form.change('oldPassword', event.target.value)}
          error={message('oldPassword')}
        />
        <Input
          ref={form.fieldRef('password')}
          label={t`New password`}
          required
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.password}
          onChange={(event) => form.change('password', event.target.value)}
          hint={t`6-20 characters with at least two of letters, digits and symbols`}
          error={message('password')}
        />
        <Input
          ref={form.fieldRef('confirmPassword')}
          label={t`Confirm new password`}
          required
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.confirmPassword}
          onChange={(event) => form.change('confirmPassword', event.target.value)}
          error={message('confirmPassword')}
        />
      </div>
      <FormAlert id={refusalId}>{refusal}</FormAlert>
      <div>
        <Button type="submit" loading={form.pending} className="max-md:w-full">
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

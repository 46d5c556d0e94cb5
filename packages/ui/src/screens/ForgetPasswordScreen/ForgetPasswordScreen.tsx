import { forwardRef, useId, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, messages, resetPasswordForm } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { RuleInput } from '../../lib/RuleInput.tsx';
import { MobileCodeFields } from '../../mall/MobileCodeFields/index.ts';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { useSecondsLeft } from '../../lib/useSecondsLeft.ts';

/** Everything the shopper types on the form. */
export interface ForgetPasswordValues {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** What the app sends to `/user/resetPassword` (it encrypts the password). */
export interface PasswordReset {
  mobile: string;
  code: string;
  /** As typed (never trimmed). */
  password: string;
}

/** Paths of the pages the screen links to. */
export const forgetPasswordLinks = { login: paths.login() } as const;

const emptyValues: ForgetPasswordValues = { mobile: '', code: '', password: '', confirmPassword: '' };
const fields = ['mobile', 'code', 'password', 'confirmPassword'] as const;

export interface ForgetPasswordScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Sends the reset code (`/user/sendResetSms`); only called with a valid phone. */
  onSendCode: (mobile: string) => Promise<void> | void;
  /**
   * Sets the new password (`/user/resetPassword`). Resolving shows the completion state; rejecting keeps
   * the form with its inputs (the app reports the failure). Busy meanwhile; a second submit does nothing.
   */
  onResetPassword: (reset: PasswordReset) => Promise<unknown> | void;
  /** The completion countdown reached zero: go to the login page. Called once. */
  onDone: () => void;
  /** Turns the link paths into addresses (adds the language prefix). Identity by default. */
  href?: (path: string) => string;
  /** Client-side navigation for a plain click on the "Go to log in" link (a full page load without it). */
  onNavigate?: (path: string) => void;
  /** Time source of the completion countdown (spec section 9: 3 seconds). The real clock by default. */
  clock?: IntervalClock;
  /** Time source of the SMS countdown. The real clock by default. */
  smsClock?: IntervalClock;
  defaultValues?: Partial<ForgetPasswordValues>;
  /** Checks the starting values at once, as if submitted (review, stories). */
  validateOnMount?: boolean;
  /** Starts in the completion state (stories, review). */
  defaultDone?: boolean;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Forgot password: phone, SMS code (60-second resend countdown), new password and its confirmation
 * (domain rules, a message under each field). Done, it says so and goes to the login page after a
 * 3-second countdown (spec section 9), or at once by the link.
 */
export const ForgetPasswordScreen = forwardRef<HTMLElement, ForgetPasswordScreenProps>(
  function ForgetPasswordScreen(
    {
      onSendCode,
      onResetPassword,
      onDone,
      href = (path) => path,
      onNavigate,
      clock = realClock,
      smsClock,
      defaultValues,
      validateOnMount = false,
      defaultDone = false,
      className,
      ...props
    },
    ref,
  ) {
    const { t, i18n } = useLingui();
    const titleId = useId();
    const [done, setDone] = useState(defaultDone);
    const form = useRuleForm<ForgetPasswordValues, PasswordReset>(
      resetPasswordForm,
      { ...emptyValues, ...defaultValues },
      fields,
      validateOnMount,
    );
    return (
      <section
        ref={ref}
        aria-labelledby={props['aria-label'] ? undefined : titleId}
        className={cn('mx-auto w-full max-w-md px-4 py-6 md:py-10', className)}
        {...props}
      >
        <div className="rounded-lg border border-neutral-200 bg-neutral-0 px-4 py-6 md:px-8 md:py-8">
          <h1 id={titleId} className="m-0 mb-6 text-xl font-semibold text-neutral-900">
            <Trans>Forgot password</Trans>
          </h1>
          {done ? (
            <ResetDone
              onDone={onDone}
              clock={clock}
              loginHref={href(forgetPasswordLinks.login)}
              onLogin={
                onNavigate
                  ? (event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onNavigate(forgetPasswordLinks.login);
                    }
                  : undefined
              }
            />
          ) : (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void form
                  .submit((data) =>
                    onResetPassword({ mobile: data.mobile, code: data.code, password: data.password }),
                  )
                  .then((ok) => {
                    if (ok) setDone(true);
                  });
              }}
            >
              <MobileCodeFields form={form} onSendCode={onSendCode} smsClock={smsClock} />
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
              <Button type="submit" size="lg" block loading={form.pending}>
                {t`Reset password`}
              </Button>
            </form>
          )}
        </div>
      </section>
    );
  },
);

function ResetDone({
  onDone,
  clock,
  loginHref,
  onLogin,
}: {
  onDone: () => void;
  clock: IntervalClock;
  loginHref: string;
  onLogin: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  const n = useSecondsLeft(onDone, clock);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckCircleIcon className="size-14 text-success" />
      <h2 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>Password reset successful</Trans>
      </h2>
      <p className="m-0 text-sm text-neutral-600" role="timer" aria-live="off">
        <Trans>
          Going to the login page in <span className="font-num text-brand tabular-nums">{n}</span>s
        </Trans>
      </p>
      <Button asChild size="lg" className="mt-2 min-w-40">
        <a href={loginHref} onClick={onLogin}>
          <Trans>Go to log in</Trans>
        </a>
      </Button>
    </div>
  );
}

import { forwardRef, useId, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths, messages, registerAccountForm, registerPhoneForm } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { RuleInput } from '../../lib/RuleInput.tsx';
import { Steps, type StepItem, type StepStatus } from '../../primitives/Steps/index.ts';
import { MobileCodeFields } from '../../mall/MobileCodeFields/index.ts';
import { CheckCircleIcon } from '../../icons/index.tsx';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { useSecondsLeft } from '../../lib/useSecondsLeft.ts';

/** The three steps of spec section 2: verify the phone, fill in the account, done. */
export type RegisterStep = 'phone' | 'account' | 'done';
const stepOrder: readonly RegisterStep[] = ['phone', 'account', 'done'];

/** Everything the shopper types or ticks on the two form steps. */
export interface RegisterValues {
  mobile: string;
  code: string;
  /** Terms of service and privacy policy; not ticked at first. */
  agreement: boolean;
  userName: string;
  password: string;
  confirmPassword: string;
}

export interface RegisterPhone {
  mobile: string;
  code: string;
}

export interface RegisterAccount {
  /** The phone verified on step 1. */
  mobile: string;
  userName: string;
  /** As typed (never trimmed); the app encrypts it. */
  password: string;
}

/** Paths of the pages the screen links to. */
export const registerLinks = {
  home: paths.home(),
  terms: paths.terms('terms'),
  privacy: paths.terms('privacy'),
} as const;

const emptyValues: RegisterValues = {
  mobile: '',
  code: '',
  agreement: false,
  userName: '',
  password: '',
  confirmPassword: '',
};

type PhoneValues = Pick<RegisterValues, 'mobile' | 'code' | 'agreement'>;
type AccountValues = Pick<RegisterValues, 'userName' | 'password' | 'confirmPassword'>;
const phoneFields = ['mobile', 'code', 'agreement'] as const;
const accountFields = ['userName', 'password', 'confirmPassword'] as const;

export interface RegisterScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Sends the registration code (`/user/sendRegisterSms`); only called with a valid phone. */
  onSendCode: (mobile: string) => Promise<void> | void;
  /**
   * Checks the code (`/user/checkRegisterSms`). Resolving moves on to the account step; rejecting keeps
   * the shopper on this step with the inputs kept (the app reports the failure, e.g. the client's toast).
   * The button is busy meanwhile and a second submit does nothing.
   */
  onVerifyPhone: (phone: RegisterPhone) => Promise<unknown> | void;
  /** Creates the account (`/user/registerOrBindUser`); resolving shows the completion step. Same guard. */
  onRegister: (account: RegisterAccount) => Promise<unknown> | void;
  /** The completion countdown reached zero: go home. Called once. */
  onDone: () => void;
  /** Turns the link paths into addresses (adds the language prefix). Identity by default. */
  href?: (path: string) => string;
  /** Client-side navigation for a plain click on the "Back to home" link (a full page load without it). */
  onNavigate?: (path: string) => void;
  /** Time source of the completion countdown (spec section 9: 3 seconds). The real clock by default. */
  clock?: IntervalClock;
  /** Time source of the SMS countdown. The real clock by default. */
  smsClock?: IntervalClock;
  /** The step shown first (stories, review); the phone step by default. */
  defaultStep?: RegisterStep;
  defaultValues?: Partial<RegisterValues>;
  /** Checks the starting values of the shown step at once, as if submitted (review, stories). */
  validateOnMount?: boolean;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const linkClass = 'text-info underline-offset-2 hover:underline';

/**
 * The registration page: a three-step indicator, then step 1 (phone, SMS code with its 60-second
 * countdown, agreement to the terms of service and privacy policy), step 2 (username, password and its
 * confirmation, checked with the domain rules, a message under each field) and step 3 (done, back home
 * after a 3-second countdown or by the link).
 */
export const RegisterScreen = forwardRef<HTMLElement, RegisterScreenProps>(function RegisterScreen(
  {
    onSendCode,
    onVerifyPhone,
    onRegister,
    onDone,
    href = (path) => path,
    onNavigate,
    clock = realClock,
    smsClock,
    defaultStep = 'phone',
    defaultValues,
    validateOnMount = false,
    className,
    ...props
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [step, setStep] = useState<RegisterStep>(defaultStep);
  const start = { ...emptyValues, ...defaultValues };
  const phone = useRuleForm<PhoneValues, RegisterPhone>(
    registerPhoneForm,
    { mobile: start.mobile, code: start.code, agreement: start.agreement },
    phoneFields,
    validateOnMount && defaultStep === 'phone',
  );
  const account = useRuleForm<AccountValues, Omit<RegisterAccount, 'mobile'>>(
    registerAccountForm,
    { userName: start.userName, password: start.password, confirmPassword: start.confirmPassword },
    accountFields,
    validateOnMount && defaultStep === 'account',
  );
  const [verifiedMobile, setVerifiedMobile] = useState(start.mobile.trim());

  const say = (descriptor: MessageDescriptor | undefined) => (descriptor ? i18n._(descriptor) : undefined);
  const current = stepOrder.indexOf(step);
  const status = (index: number): StepStatus =>
    index < current || step === 'done' ? 'done' : index === current ? 'current' : 'pending';
  const items: StepItem[] = [
    { key: 'phone', title: t`Verify mobile number`, status: status(0) },
    { key: 'account', title: t`Fill in account info`, status: status(1) },
    { key: 'done', title: t`Complete`, status: status(2) },
  ];

  return (
    <section
      ref={ref}
      aria-labelledby={props['aria-label'] ? undefined : titleId}
      className={cn('mx-auto w-full max-w-3xl px-4 py-6 md:py-10', className)}
      {...props}
    >
      <div className="rounded-lg border border-neutral-200 bg-neutral-0 px-4 py-6 md:px-10 md:py-8">
        <h1 id={titleId} className="m-0 mb-6 text-xl font-semibold text-neutral-900">
          <Trans>Register</Trans>
        </h1>
        <Steps items={items} orientation="horizontal" className="mb-8" aria-label={t`Registration steps`} />
        <div className="mx-auto w-full max-w-sm">
          {step === 'phone' ? (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void phone
                  .submit(async (data) => {
                    await onVerifyPhone({ mobile: data.mobile, code: data.code });
                    setVerifiedMobile(data.mobile);
                  })
                  .then((ok) => {
                    if (ok) setStep('account');
                  });
              }}
            >
              <MobileCodeFields form={phone} onSendCode={onSendCode} smsClock={smsClock} />
              <Checkbox
                ref={phone.fieldRef('agreement')}
                checked={phone.values.agreement}
                onCheckedChange={(checked) => phone.change('agreement', checked === true)}
                error={say(phone.errors.agreement)}
                wrapperClassName="flex"
                label={
                  <span className="text-sm text-neutral-600">
                    <Trans>
                      I have read and agree to the{' '}
                      <a
                        className={linkClass}
                        href={href(registerLinks.terms)}
                        target="_blank"
                        rel="noopener"
                      >
                        Terms of service
                      </a>{' '}
                      and{' '}
                      <a
                        className={linkClass}
                        href={href(registerLinks.privacy)}
                        target="_blank"
                        rel="noopener"
                      >
                        Privacy policy
                      </a>
                    </Trans>
                  </span>
                }
              />
              <Button type="submit" size="lg" block loading={phone.pending}>
                {t`Next`}
              </Button>
            </form>
          ) : null}
          {step === 'account' ? (
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void account
                  .submit((data) =>
                    onRegister({ mobile: verifiedMobile, userName: data.userName, password: data.password }),
                  )
                  .then((ok) => {
                    if (ok) setStep('done');
                  });
              }}
            >
              {verifiedMobile ? (
                <p className="m-0 text-sm text-neutral-600">
                  <Trans>
                    Mobile number: <span className="font-num text-neutral-900">{verifiedMobile}</span>
                  </Trans>
                </p>
              ) : null}
              <Input
                ref={account.fieldRef('userName')}
                label={t`Username`}
                placeholder={i18n._(messages.usernameInvalid)}
                autoComplete="username"
                value={account.values.userName}
                onChange={(event) => account.change('userName', event.target.value)}
                error={say(account.errors.userName)}
              />
              <RuleInput
                form={account}
                field="password"
                type="password"
                label={t`Password`}
                autoComplete="new-password"
                hint={i18n._(messages.newPasswordInvalid)}
              />
              <RuleInput
                form={account}
                field="confirmPassword"
                type="password"
                label={t`Confirm password`}
                autoComplete="new-password"
              />
              <Button type="submit" size="lg" block loading={account.pending}>
                {t`Register`}
              </Button>
            </form>
          ) : null}
          {step === 'done' ? (
            <RegisterDone
              onDone={onDone}
              clock={clock}
              homeHref={href(registerLinks.home)}
              onHome={
                onNavigate
                  ? (event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onNavigate(registerLinks.home);
                    }
                  : undefined
              }
            />
          ) : null}
        </div>
      </div>
    </section>
  );
});

function RegisterDone({
  onDone,
  clock,
  homeHref,
  onHome,
}: {
  onDone: () => void;
  clock: IntervalClock;
  homeHref: string;
  onHome: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  const n = useSecondsLeft(onDone, clock);
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CheckCircleIcon className="size-14 text-success" />
      <h2 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>Registration successful</Trans>
      </h2>
      <p className="m-0 text-sm text-neutral-600" role="timer" aria-live="off">
        <Trans>
          Back to the home page in <span className="font-num text-brand tabular-nums">{n}</span>s
        </Trans>
      </p>
      <Button asChild size="lg" className="mt-2 min-w-40">
        <a href={homeHref} onClick={onHome}>
          <Trans>Back to home</Trans>
        </a>
      </Button>
    </div>
  );
}

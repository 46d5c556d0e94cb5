import { forwardRef, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths, fieldErrors, loginAccountForm, loginMobileForm, messages } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';
import { SmsCodeButton, type SmsClock } from '../SmsCodeButton/index.ts';
import { cn } from '../../lib/cn.ts';

/** The two ways of logging in (the spec's login type 0 and 1). */
export type LoginTab = 'account' | 'mobile';

/** Everything the shopper can type or tick in the panel. */
export interface LoginValues {
  /** Username or phone number of the account tab. */
  principal: string;
  password: string;
  /** Phone number of the mobile tab. */
  mobile: string;
  code: string;
  /** The terms and privacy agreement; ticked by default. */
  agreement: boolean;
}

export interface AccountLogin {
  principal: string;
  password: string;
}

export interface MobileLogin {
  mobile: string;
  code: string;
}

type Field = keyof LoginValues;
type Errors = Partial<Record<Field, MessageDescriptor>>;

const emptyValues: LoginValues = { principal: '', password: '', mobile: '', code: '', agreement: true };

/** Paths of the pages the panel links to (spec section 2). */
export const loginLinks = {
  register: paths.register(),
  forgotPassword: paths.forgetPassword(),
  terms: paths.terms('terms'),
  privacy: paths.terms('privacy'),
} as const;

/** The fields of each tab in screen order: the first invalid one gets the focus. */
const tabFields: Record<LoginTab, Field[]> = {
  account: ['principal', 'password', 'agreement'],
  mobile: ['mobile', 'code', 'agreement'],
};

/** Checks a tab's fields with the domain login rules; the panel's field names for the rule's ones. */
function validate(
  tab: LoginTab,
  values: LoginValues,
): { errors: Errors; account?: AccountLogin; mobile?: MobileLogin } {
  if (tab === 'account') {
    const result = loginAccountForm.safeParse({
      principal: values.principal,
      credentials: values.password,
      agreement: values.agreement,
    });
    const errors = fieldErrors(result);
    return {
      errors: { principal: errors.principal, password: errors.credentials, agreement: errors.agreement },
      ...(result.success
        ? { account: { principal: result.data.principal, password: result.data.credentials } }
        : {}),
    };
  }
  const result = loginMobileForm.safeParse({
    mobile: values.mobile,
    code: values.code,
    agreement: values.agreement,
  });
  const errors = fieldErrors(result);
  return {
    errors: { mobile: errors.mobile, code: errors.code, agreement: errors.agreement },
    ...(result.success ? { mobile: { mobile: result.data.mobile, code: result.data.code } } : {}),
  };
}

const defined = (errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as Errors;

export interface LoginPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The tab shown first. Switching tabs clears every input and error. */
  defaultTab?: LoginTab;
  onTabChange?: (tab: LoginTab) => void;
  /**
   * Logs in with username (or phone) and password. The button is busy until the promise settles and a
   * second submit does nothing meanwhile; show a failure through `serverError`.
   */
  onSubmitAccount: (login: AccountLogin) => Promise<unknown> | void;
  /** Logs in with phone and SMS code; same guard as `onSubmitAccount`. */
  onSubmitMobile: (login: MobileLogin) => Promise<unknown> | void;
  /** Sends the SMS code (only ever called with a valid phone); the countdown starts when it resolves. */
  onSendCode: (mobile: string) => Promise<void> | void;
  /** A message from the server to show above the button (e.g. a wrong password); hidden once the shopper edits. */
  serverError?: ReactNode;
  /** Shows "Please log in from the partner mall" (partner-mall address outside channels 20 and 30). */
  partnerWarning?: boolean;
  /** Turns the panel's link paths into addresses (add the language prefix, say). Identity by default. */
  href?: (path: string) => string;
  /** Time source of the SMS countdown (tests); the real clock by default. */
  smsClock?: SmsClock;
  /** Starting values (the agreement is ticked unless given). */
  defaultValues?: Partial<LoginValues>;
  /** Checks the starting values at once, as if submitted: shows their messages (review, stories). */
  validateOnMount?: boolean;
}

/**
 * The login popup's content: "Account login" and "Mobile login" tabs, the agreement with its terms and
 * privacy links, links to register and forgot password. Field messages come from the domain login
 * rules, appear on submit and go away as the field is edited.
 */
export const LoginPanel = forwardRef<HTMLDivElement, LoginPanelProps>(function LoginPanel(
  {
    defaultTab = 'account',
    onTabChange,
    onSubmitAccount,
    onSubmitMobile,
    onSendCode,
    serverError,
    partnerWarning = false,
    href = (path) => path,
    smsClock,
    defaultValues,
    validateOnMount = false,
    className,
    ...props
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const [tab, setTab] = useState<LoginTab>(defaultTab);
  const [values, setValues] = useState<LoginValues>(() => ({ ...emptyValues, ...defaultValues }));
  const [errors, setErrors] = useState<Errors>(() =>
    validateOnMount ? defined(validate(defaultTab, { ...emptyValues, ...defaultValues }).errors) : {},
  );
  const [pending, setPending] = useState(false);
  // The server message the shopper has already reacted to (edited a field or switched tabs).
  const [dismissedError, setDismissedError] = useState<ReactNode>(undefined);
  // A ref, not state: a double click or Enter pressed twice in one frame must not submit twice.
  const inFlight = useRef(false);
  const fieldRefs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  // Hidden while an attempt is pending: the old answer does not describe the new try.
  const showServerError =
    !pending &&
    serverError !== undefined &&
    serverError !== null &&
    serverError !== false &&
    serverError !== dismissedError;

  function change<K extends Field>(field: K, value: LoginValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setDismissedError(serverError);
  }

  function switchTab(next: string) {
    const nextTab = next === 'mobile' ? 'mobile' : 'account';
    setTab(nextTab);
    setValues(emptyValues);
    setErrors({});
    setDismissedError(serverError);
    onTabChange?.(nextTab);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const { errors: found, account, mobile } = validate(tab, values);
    const shown = defined(found);
    setErrors(shown);
    if (!account && !mobile) {
      const first = tabFields[tab].find((field) => shown[field] !== undefined);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      if (account) await onSubmitAccount(account);
      else if (mobile) await onSubmitMobile(mobile);
    } catch {
      // The caller shows what went wrong through `serverError`; the form is usable again.
    } finally {
      inFlight.current = false;
      setPending(false);
      // The answer to this attempt is shown even when it repeats the message the shopper dismissed.
      setDismissedError(undefined);
    }
  }

  const message = (field: Field) => {
    const descriptor = errors[field];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  const setRef = (field: Field) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };
  const linkClass = 'text-info underline-offset-2 hover:underline';

  const agreement = (
    <Checkbox
      ref={setRef('agreement')}
      checked={values.agreement}
      onCheckedChange={(checked) => change('agreement', checked === true)}
      error={message('agreement')}
      wrapperClassName="flex"
      label={
        <span className="text-sm text-neutral-600">
          <Trans>
            I have read and agree to the{' '}
            <a className={linkClass} href={href(loginLinks.terms)}>
              Terms of service
            </a>{' '}
            and{' '}
            <a className={linkClass} href={href(loginLinks.privacy)}>
              Privacy policy
            </a>
          </Trans>
        </span>
      }
    />
  );

  const footer = (
    <>
      {agreement}
      {showServerError ? (
        <p role="alert" className="m-0 rounded bg-danger-soft px-3 py-2 text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={pending}>
        {t`Log in`}
      </Button>
    </>
  );

  return (
    <div ref={ref} className={cn('flex flex-col gap-4', className)} {...props}>
      {partnerWarning ? (
        <p role="alert" className="m-0 rounded bg-warning-soft px-3 py-2 text-sm text-warning">
          {i18n._(messages.partnerMallLogin)}
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={switchTab}>
        <TabsList stretch>
          <TabsTrigger value="account">{t`Account login`}</TabsTrigger>
          <TabsTrigger value="mobile">{t`Mobile login`}</TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 pt-2">
            <Input
              ref={setRef('principal')}
              label={t`Username or mobile number`}
              hideLabel
              placeholder={t`Username or mobile number`}
              autoComplete="username"
              value={values.principal}
              onChange={(event) => change('principal', event.target.value)}
              error={message('principal')}
            />
            <Input
              ref={setRef('password')}
              type="password"
              label={t`Password`}
              hideLabel
              placeholder={t`Password`}
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              error={message('password')}
            />
            {footer}
          </form>
        </TabsContent>
        <TabsContent value="mobile">
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 pt-2">
            <Input
              ref={setRef('mobile')}
              type="tel"
              inputMode="numeric"
              label={t`Mobile number`}
              hideLabel
              placeholder={t`Mobile number`}
              autoComplete="tel-national"
              value={values.mobile}
              onChange={(event) => change('mobile', event.target.value)}
              error={message('mobile')}
            />
            <Input
              ref={setRef('code')}
              inputMode="numeric"
              label={t`Verification code`}
              hideLabel
              placeholder={t`Verification code`}
              autoComplete="one-time-code"
              value={values.code}
              onChange={(event) => change('code', event.target.value)}
              error={message('code')}
              suffix={
                <SmsCodeButton
                  size="sm"
                  variant="ghost"
                  className="text-brand"
                  phone={values.mobile}
                  onSend={onSendCode}
                  onInvalidPhone={(problem) => {
                    setErrors((current) => ({ ...current, mobile: problem }));
                    fieldRefs.current.mobile?.focus();
                  }}
                  clock={smsClock}
                />
              }
            />
            {footer}
          </form>
        </TabsContent>
      </Tabs>
      <div className="flex items-center justify-between text-sm">
        <a className={linkClass} href={href(loginLinks.forgotPassword)}>
          {t`Forgot password`}
        </a>
        <a className={linkClass} href={href(loginLinks.register)}>
          {t`Register`}
        </a>
      </div>
    </div>
  );
});

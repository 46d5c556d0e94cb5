import { useId, useRef, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldErrors, type ConsoleLoginForm, type Locale } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { FormAlert } from '../../primitives/FormAlert/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { cn } from '../../lib/cn.ts';

/** What the form hands over once the client's checks pass (the username trimmed). */
export interface ConsoleCredentials {
  username: string;
  password: string;
}

type Field = keyof ConsoleCredentials;
type Errors = Partial<Record<Field, MessageDescriptor>>;

export interface ConsoleLoginScreenProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'onSubmit' | 'children' | 'title'
> {
  /** The console's name, the page's <h1> ("Merchant centre", "Platform console"). */
  title: ReactNode;
  /** The line under it ("Log in with your store account"). */
  subtitle: ReactNode;
  /** The account field's label ("Store account", "Account"). */
  accountLabel: string;
  /** The form's own checks (the domain's `merchantLoginForm`, `platformLoginForm`). */
  form: ConsoleLoginForm;
  /**
   * Signs in. The button is busy until the promise settles and a second submit does nothing meanwhile;
   * show a refusal through `serverError`.
   */
  onSubmit: (credentials: ConsoleCredentials) => Promise<unknown> | void;
  /** The server's refusal (a wrong account or password, too many tries); hidden once a field is edited. */
  serverError?: ReactNode;
  /** A note above the form (e.g. "Your session has ended: please sign in again"). */
  notice?: ReactNode;
  /** Shows the button busy whatever the form's own state (the app's pending sign-in, stories). */
  submitting?: boolean;
  /** Starting values (stories, a username kept from before). */
  defaultValues?: Partial<ConsoleCredentials>;
  /** Checks the starting values at once, as if submitted (review, stories). */
  validateOnMount?: boolean;
  locale?: Locale;
  /** The other language was chosen (shown when given). */
  onSwitchLocale?: (locale: Locale) => void;
}

function validate(
  form: ConsoleLoginForm,
  values: ConsoleCredentials,
): { errors: Errors; credentials?: ConsoleCredentials } {
  const result = form.safeParse(values);
  const errors = fieldErrors(result);
  const found: Errors = {};
  if (errors.username) found.username = errors.username;
  if (errors.password) found.password = errors.password;
  return result.success ? { errors: found, credentials: result.data } : { errors: found };
}

const fields: Field[] = ['username', 'password'];

/**
 * A console's sign-in page (the merchant centre's, the platform console's; decisions/0080): the account
 * and its password under the console's name, the console's own checks (`form`) on submit, the server's
 * refusal above the button, one submit at a time. Props in, callbacks out: the app encrypts and sends.
 */
export function ConsoleLoginScreen({
  title,
  subtitle,
  accountLabel,
  form,
  onSubmit,
  serverError,
  notice,
  submitting = false,
  defaultValues,
  validateOnMount = false,
  locale,
  onSwitchLocale,
  className,
  ...props
}: ConsoleLoginScreenProps) {
  const { t, i18n } = useLingui();
  const alertId = useId();
  const initial: ConsoleCredentials = { username: '', password: '', ...defaultValues };
  const [values, setValues] = useState<ConsoleCredentials>(initial);
  const [errors, setErrors] = useState<Errors>(() => (validateOnMount ? validate(form, initial).errors : {}));
  const [pending, setPending] = useState(false);
  const [dismissedError, setDismissedError] = useState<ReactNode>(undefined);
  // A ref, not state: a double click or Enter pressed twice in one frame must not submit twice.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const busy = pending || submitting;
  const showServerError =
    !busy &&
    serverError !== undefined &&
    serverError !== null &&
    serverError !== false &&
    serverError !== dismissedError;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setDismissedError(serverError);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || submitting) return;
    const { errors: found, credentials } = validate(form, values);
    setErrors(found);
    if (!credentials) {
      const first = fields.find((field) => found[field] !== undefined);
      if (first) refs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    setDismissedError(undefined);
    try {
      await onSubmit(credentials);
    } catch {
      // The caller shows what went wrong through `serverError`; the form is usable again.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const other: Locale = locale === 'en' ? 'zh' : 'en';
  return (
    <section
      className={cn(
        'flex min-h-[560px] flex-col items-center justify-center bg-neutral-50 px-4 py-10',
        className,
      )}
      {...props}
    >
      <div className="w-full max-w-sm rounded-lg border border-neutral-200 bg-neutral-0 px-8 py-8 shadow-sm">
        <h1 className="m-0 text-xl font-semibold text-neutral-900">{title}</h1>
        <p className="m-0 mt-1 mb-5 text-sm text-neutral-600">{subtitle}</p>
        {notice ? (
          <p className="m-0 mb-4 rounded bg-info-soft px-3 py-2 text-sm text-info">{notice}</p>
        ) : null}
        <form
          noValidate
          className="flex flex-col gap-4"
          aria-describedby={showServerError ? alertId : undefined}
          onSubmit={(event) => void submit(event)}
        >
          <Input
            ref={(el) => {
              refs.current.username = el;
            }}
            label={accountLabel}
            name="username"
            autoComplete="username"
            value={values.username}
            maxLength={50}
            error={errors.username ? i18n._(errors.username) : undefined}
            onChange={(event) => change('username', event.target.value)}
          />
          <Input
            ref={(el) => {
              refs.current.password = el;
            }}
            label={t`Password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password ? i18n._(errors.password) : undefined}
            onChange={(event) => change('password', event.target.value)}
          />
          <FormAlert id={alertId}>{showServerError ? serverError : null}</FormAlert>
          <Button type="submit" block loading={busy}>
            <Trans>Log in</Trans>
          </Button>
        </form>
      </div>
      {onSwitchLocale ? (
        <button
          type="button"
          lang={other === 'zh' ? 'zh-CN' : 'en'}
          className="mt-4 cursor-pointer border-0 bg-transparent p-0 text-sm text-neutral-600 hover:text-brand-hover"
          onClick={() => onSwitchLocale(other)}
        >
          {other === 'zh' ? '中文' : 'English'}
        </button>
      ) : null}
    </section>
  );
}

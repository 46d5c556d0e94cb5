// The store account (`/user-center/uc-shopaccount`, issue 15 item 7): the approved owner's store name and
// merchant login name, and the store password form (the domain's `storePasswordForm`: 6-12 digits and
// the confirmation). Once set, the owner signs in to the merchant centre with that name and password. A
// shopper without an approved store is sent to the application (`/ffjs`).
import { useId, type HTMLAttributes } from 'react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  paths,
  STORE_PASSWORD_MAX,
  StoreApplicationStatus,
  storePasswordForm,
  type ShopAccount,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { useRuleForm } from '../../lib/useRuleForm.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormAlert } from '../../primitives/FormAlert/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface StoreAccountScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The approved owner's store account (GET /p/shop/account); undefined until loaded. */
  account?: ShopAccount | undefined;
  /**
   * The shopper has no approved store: the state of their application (null: never applied), for the
   * way to the application page. Undefined while it is not known or when the account is given.
   */
  applicationStatus?: number | null | undefined;
  /** Shows the skeleton while nothing has loaded (the app sets it after 200 ms). */
  loading?: boolean | undefined;
  /** The account could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Sets the checked password (the app encrypts and sends it); a rejection keeps the form as it is. */
  onSetPassword?: ((password: string) => Promise<unknown> | unknown) | undefined;
  /** The server's refusal of the last submit, shown in place. */
  refusal?: string | undefined;
  /** The password was just set: the success state with the merchant sign-in name. */
  saved?: boolean | undefined;
  /** The owner wants to change the password again after the success state. */
  onChangeAgain?: (() => void) | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
}

export function StoreAccountScreen({
  account,
  applicationStatus,
  loading = false,
  error = false,
  onRetry,
  onSetPassword,
  refusal,
  saved = false,
  onChangeAgain,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: StoreAccountScreenProps) {
  const { t } = useLinguiMacro();
  const panel = 'rounded bg-neutral-0 p-4 shadow md:p-6';
  let body;
  if (account) {
    const username = account.username;
    body = (
      <>
        <div className={cn(panel, 'flex flex-col gap-3')}>
          <h2 className="m-0 text-base font-medium text-neutral-900">
            <Trans>Store account</Trans>
          </h2>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-neutral-600">
              <Trans>Store name</Trans>
            </dt>
            <dd className="m-0 text-neutral-900">
              <a href={href(paths.shop(account.shopId))} className="hover:text-brand-hover">
                {account.shopName}
              </a>
            </dd>
            <dt className="text-neutral-600">
              <Trans>Account name</Trans>
            </dt>
            <dd className="m-0 font-num text-neutral-900" data-part="username">
              {account.username}
            </dd>
            <dt className="text-neutral-600">
              <Trans>Store password</Trans>
            </dt>
            <dd className="m-0 text-neutral-900">
              {account.passwordSet || saved ? <Trans>Set</Trans> : <Trans>Not set yet</Trans>}
            </dd>
          </dl>
        </div>
        {saved ? (
          <div role="status" className={cn(panel, 'flex flex-col items-start gap-3')} data-part="saved">
            <h2 className="m-0 text-base font-medium text-success">
              <Trans>The store password is set</Trans>
            </h2>
            <p className="m-0 text-sm text-neutral-700">
              <Trans>
                You can now sign in to the merchant centre with the account name {username} and this password.
              </Trans>
            </p>
            <Button variant="outline" size="sm" onClick={onChangeAgain}>
              <Trans>Change the password again</Trans>
            </Button>
          </div>
        ) : (
          <PasswordForm
            first={!account.passwordSet}
            onSetPassword={onSetPassword}
            refusal={refusal}
            className={panel}
          />
        )}
      </>
    );
  } else if (applicationStatus !== undefined) {
    const status = applicationStatus;
    body = (
      <Empty
        className={cn(panel, 'py-10')}
        title={t`You do not have an approved store yet`}
        description={
          status === StoreApplicationStatus.underReview
            ? t`Your application is under review: the store account is ready once it is approved.`
            : status === StoreApplicationStatus.rejected
              ? t`Your application was not approved: modify it and submit it again.`
              : status === StoreApplicationStatus.offline
                ? t`The platform has taken your store offline: the reason is on the application page.`
                : t`Apply to open a free store; once the platform approves it, its account is here.`
        }
        action={
          <Button asChild>
            <a href={href(paths.freeStore())}>
              {status === null ? <Trans>Open a free store</Trans> : <Trans>View my application</Trans>}
            </a>
          </Button>
        }
      />
    );
  } else if (error) {
    body = <LoadError title={t`The store account could not be loaded`} onRetry={onRetry} className={panel} />;
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the store account`} className={cn(panel, 'flex flex-col gap-3')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="text" className="w-1/2" />
        ))}
      </SkeletonGroup>
    );
  } else body = null;

  return (
    <div
      className={cn('flex flex-col gap-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <h1 className="m-0 text-lg font-semibold text-neutral-900">
        <Trans>My store</Trans>
      </h1>
      {body}
    </div>
  );
}

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

function PasswordForm({
  first,
  onSetPassword,
  refusal,
  className,
}: {
  first: boolean;
  onSetPassword?: ((password: string) => Promise<unknown> | unknown) | undefined;
  refusal?: string | undefined;
  className: string;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const refusalId = useId();
  const form = useRuleForm<PasswordValues, { password: string; confirmPassword: string }>(
    storePasswordForm,
    { password: '', confirmPassword: '' },
    ['password', 'confirmPassword'],
  );
  const { values, errors } = form;
  const message = (field: keyof PasswordValues) => (errors[field] ? i18n._(errors[field]) : undefined);
  return (
    <form
      noValidate
      aria-label={first ? t`Set the store password` : t`Change the store password`}
      aria-describedby={refusal ? refusalId : undefined}
      className={cn(className, 'flex flex-col gap-4')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) => onSetPassword?.(data.password));
      }}
    >
      <h2 className="m-0 text-base font-medium text-neutral-900">
        {first ? <Trans>Set the store password</Trans> : <Trans>Change the store password</Trans>}
      </h2>
      <div className="flex max-w-sm flex-col gap-3">
        <Input
          ref={form.fieldRef('password')}
          label={t`Store password`}
          required
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={STORE_PASSWORD_MAX}
          value={values.password}
          onChange={(event) => form.change('password', event.target.value)}
          hint={t`6 to 12 digits`}
          error={message('password')}
        />
        <Input
          ref={form.fieldRef('confirmPassword')}
          label={t`Confirm password`}
          required
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={STORE_PASSWORD_MAX}
          value={values.confirmPassword}
          onChange={(event) => form.change('confirmPassword', event.target.value)}
          error={message('confirmPassword')}
        />
      </div>
      <FormAlert id={refusalId}>{refusal}</FormAlert>
      <div>
        <Button type="submit" loading={form.pending} className="max-md:w-full">
          <Trans>Save the password</Trans>
        </Button>
      </div>
    </form>
  );
}

import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Trans } from '@lingui/react/macro';
import { LoginPanel, type LoginPanelProps } from '../../mall/LoginPopup/index.ts';
import { cn } from '../../lib/cn.ts';

export interface LoginScreenProps
  extends LoginPanelProps, Omit<HTMLAttributes<HTMLElement>, keyof LoginPanelProps | 'children'> {
  /** Classes of the panel's card (the screen's own `className` goes on the page section). */
  panelClassName?: string;
}

/**
 * The login page (`/login`): the login popup's panel on a page of its own, under a "Log in" heading.
 * Account and mobile tabs, field messages from the domain login rules, the agreement, the SMS code
 * button with its 60-second countdown, links to register and forgot password; submits once at a time.
 */
export const LoginScreen = forwardRef<HTMLElement, LoginScreenProps>(function LoginScreen(
  { className, panelClassName, 'aria-label': ariaLabel, ...panel },
  ref,
) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : titleId}
      className={cn('mx-auto w-full max-w-md px-4 py-6 md:py-10', className)}
    >
      <div className="rounded-lg border border-neutral-200 bg-neutral-0 px-4 py-6 md:px-8 md:py-8">
        <h1 id={titleId} className="m-0 mb-4 text-xl font-semibold text-neutral-900">
          <Trans>Log in</Trans>
        </h1>
        <LoginPanel className={panelClassName} {...panel} />
      </div>
    </section>
  );
});

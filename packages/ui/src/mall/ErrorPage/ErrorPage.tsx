import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';

export const errorPageVariants = cva('flex flex-col items-center gap-4 px-4 text-center', {
  variants: {
    variant: {
      'no-products': 'py-12 md:py-16',
      framework: 'py-16 md:py-24',
    },
  },
  defaultVariants: { variant: 'no-products' },
});

export interface ErrorPageProps extends HTMLAttributes<HTMLElement> {
  /**
   * `no-products`: "Sorry, no related products" with a back-to-previous-page button. `framework`: the page
   * shown when rendering the error page itself failed, with a link home.
   */
  variant?: 'no-products' | 'framework';
  /** Heading level of the message; defaults to 2 for no-products (inside a page), 1 for framework. */
  headingLevel?: 1 | 2;
  /** no-products: called by "Back to previous page" (the app goes back in history). */
  onBack?: () => void;
  /** framework: address of the home page (the app passes `/en` on English pages). */
  homeHref?: string;
  /** framework: called when the shopper follows the back-to-home link. */
  onHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The error screens of spec section 2: no related products, and the framework's last-resort error page. */
export function ErrorPage({
  variant = 'no-products',
  headingLevel,
  onBack,
  homeHref = '/',
  onHome,
  className,
  ...rest
}: ErrorPageProps) {
  const titleId = useId();
  if (variant === 'framework') {
    const Heading = `h${headingLevel ?? 1}` as const;
    return (
      <section aria-labelledby={titleId} className={cn(errorPageVariants({ variant }), className)} {...rest}>
        <WarningIllustration />
        <Heading id={titleId} className="m-0 text-lg font-medium text-neutral-900">
          <Trans>An error occurred while showing the error page</Trans>
        </Heading>
        <Button asChild variant="primary">
          <a href={homeHref} onClick={onHome}>
            <Trans>Back to home</Trans>
          </a>
        </Button>
      </section>
    );
  }
  const Heading = `h${headingLevel ?? 2}` as const;
  return (
    <section aria-labelledby={titleId} className={cn(errorPageVariants({ variant }), className)} {...rest}>
      <EmptyBoxIllustration />
      <Heading id={titleId} className="m-0 text-md font-normal text-neutral-700">
        <Trans>Sorry, no related products</Trans>
      </Heading>
      <Button variant="outline" onClick={onBack}>
        <Trans>Back to previous page</Trans>
      </Button>
    </section>
  );
}

function EmptyBoxIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 120 96" className="h-24 w-30 text-neutral-300">
      <ellipse cx="60" cy="86" rx="44" ry="6" className="fill-neutral-100" />
      <path
        d="M22 34l38-14 38 14v38L60 86 22 72z"
        className="fill-neutral-50"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M22 34l38 14 38-14M60 48v38" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="84" cy="26" r="10" className="fill-neutral-0" stroke="currentColor" strokeWidth="3" />
      <path d="M91 33l8 8" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function WarningIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 96 96" className="size-24">
      <circle cx="48" cy="48" r="40" className="fill-brand-soft" />
      <path
        d="M48 24L72 68H24z"
        className="fill-neutral-0 stroke-brand"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M48 40v14" className="stroke-brand" strokeWidth="4" strokeLinecap="round" />
      <circle cx="48" cy="61" r="2.5" className="fill-brand" />
    </svg>
  );
}

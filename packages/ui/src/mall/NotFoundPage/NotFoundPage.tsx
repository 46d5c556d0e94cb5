import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface NotFoundPageProps extends HTMLAttributes<HTMLElement> {
  /** Address of the home page (the app passes `/en` on English pages). */
  homeHref?: string;
  /** Called when the shopper follows the back-to-home link (the app may route without a reload). */
  onHome?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The unknown-page screen: status 404, "This page could not be found" and a link back to the home page. */
export function NotFoundPage({ homeHref = '/', onHome, className, ...props }: NotFoundPageProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex flex-col items-center gap-6 px-4 py-16 text-center md:py-24', className)}
      {...props}
    >
      <div className="flex flex-col items-center gap-2 md:flex-row md:gap-5">
        <p className="m-0 font-num text-3xl font-bold text-brand">404</p>
        <span aria-hidden="true" className="hidden h-10 w-px bg-neutral-300 md:block" />
        <h1 id={titleId} className="m-0 text-lg font-medium text-neutral-900 md:text-xl">
          <Trans>This page could not be found</Trans>
        </h1>
      </div>
      <Button asChild variant="primary">
        <a href={homeHref} onClick={onHome}>
          <Trans>Back to home</Trans>
        </a>
      </Button>
    </section>
  );
}

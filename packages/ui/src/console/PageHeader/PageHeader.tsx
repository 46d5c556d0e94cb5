import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export interface Breadcrumb {
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
}

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, the page's only <h1>. */
  title: ReactNode;
  /** The way here, from the console's home; the last crumb is the current page. */
  breadcrumbs?: Breadcrumb[];
  description?: ReactNode;
  /** Buttons for the whole page (Create, Export ...), at the right of the title. */
  actions?: ReactNode;
}

/**
 * The top of a console page: breadcrumbs, the title as <h1>, a description and the page's actions.
 * Crumbs are plain links (the app's router takes plain clicks, as on the storefront's screens). A <div>,
 * not a <header>: outside <main> a header is the site's banner landmark, which the console layout owns.
 */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { className, title, breadcrumbs, description, actions, ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <div ref={ref} className={cn('flex flex-col gap-2 pb-4', className)} {...props}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label={t`Breadcrumb`}>
          <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0 text-sm text-neutral-600">
            {breadcrumbs.map((crumb, i) => {
              const last = i === breadcrumbs.length - 1;
              return (
                <li key={i} className="flex items-center gap-1">
                  {crumb.href && !last ? (
                    <a href={crumb.href} className="text-neutral-600 no-underline hover:text-brand">
                      {crumb.label}
                    </a>
                  ) : (
                    <span
                      aria-current={last ? 'page' : undefined}
                      className={last ? 'text-neutral-800' : undefined}
                    >
                      {crumb.label}
                    </span>
                  )}
                  {last ? null : (
                    <span aria-hidden="true" className="text-neutral-400">
                      /
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="m-0 text-xl font-medium text-neutral-900">{title}</h1>
          {description ? <p className="m-0 text-base text-neutral-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
});

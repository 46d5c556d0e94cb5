import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';

/** A link beside the title. */
export interface TitleLink {
  href: string;
  label: ReactNode;
}

export interface TitledSectionProps {
  /** The page's heading (its h1). */
  heading: ReactNode;
  /** Links beside the heading (built addresses), e.g. to the member centre and the points mall. */
  links?: readonly TitleLink[] | undefined;
  /** Anything else beside the heading (e.g. the shopper's points); after the links. */
  aside?: ReactNode;
  /** Called with the path of a plain click on a link inside (the app routes without a reload). */
  onNavigate?: ((path: string) => void) | undefined;
  /** The section's width, padding and surface (e.g. `mx-auto w-full max-w-5xl p-4 md:p-6`). */
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of a member or user-centre page (points, member centre, benefits, plans, points mall, my
 * coupons): a section whose first row is the h1 with links beside it, the body below. The storefront's
 * other titled pages use `ScreenFrame`.
 */
export function TitledSection({
  heading,
  links,
  aside,
  onNavigate,
  className,
  children,
}: TitledSectionProps) {
  return (
    <section className={cn('flex flex-col gap-4', className)} onClick={navigateOnLinkClick(onNavigate)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-semibold text-neutral-900">{heading}</h1>
        {links && links.length > 0 ? (
          <div className="flex gap-3 text-sm">
            {links.map((link) => (
              <a key={link.href} className="text-info hover:underline" href={link.href}>
                {link.label}
              </a>
            ))}
          </div>
        ) : null}
        {aside}
      </div>
      {children}
    </section>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';

export interface ScreenFrameProps extends HTMLAttributes<HTMLDivElement> {
  /** The page's heading (its h1). */
  heading: ReactNode;
  /** Called with the path of a plain click on a link inside (the app routes without a reload). */
  onNavigate?: ((path: string) => void) | undefined;
}

/**
 * The frame of a titled mall page: a centred column with the h1 and the page's body below it. The page
 * sets its width and vertical padding through `className` (e.g. `max-w-3xl`, `md:py-6`).
 */
export function ScreenFrame({ heading, onNavigate, className, children, ...props }: ScreenFrameProps) {
  return (
    <div
      className={cn('mx-auto flex w-full flex-col gap-3 py-4 md:gap-4 md:px-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3 md:text-xl">{heading}</h1>
      {children}
    </div>
  );
}

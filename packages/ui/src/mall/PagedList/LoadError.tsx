import type { HTMLAttributes, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../primitives/Button/index.ts';
import { Empty, type EmptyProps } from '../../primitives/Empty/index.ts';

export interface LoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What could not be loaded, e.g. "The orders could not be loaded". */
  title: string;
  /** Defaults to "Please check your connection and try again." */
  description?: string;
  /** The retry button's action. */
  onRetry?: (() => void) | undefined;
  /** The size of the drawing and spacing: `sm` inside a card or a narrow column. */
  size?: EmptyProps['size'];
  /** Further ways on, after the retry button (e.g. a link back to the list). */
  children?: ReactNode;
}

/**
 * The error state of data that could not be loaded: an alert with the error drawing, what failed, and a
 * retry button. Screens place it on their own card (`className="rounded-lg bg-neutral-0"`).
 */
export function LoadError({ title, description, onRetry, size, children, ...props }: LoadErrorProps) {
  const { t } = useLingui();
  return (
    <div role="alert" {...props}>
      <Empty
        size={size}
        illustration="error"
        title={title}
        description={description ?? t`Please check your connection and try again.`}
        action={
          <>
            <Button variant="secondary" onClick={onRetry}>
              {t`Retry`}
            </Button>
            {children}
          </>
        }
      />
    </div>
  );
}

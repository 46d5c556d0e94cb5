import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';

export interface LoadMissingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children'> {
  /** What is not there, e.g. "The order does not exist". */
  title: ReactNode;
  /** Why, where it helps. */
  description?: ReactNode;
  /** Where the one way on leads (already built with the screen's href builder). */
  linkHref: string;
  /** The link's label, e.g. "Back to my orders". */
  linkLabel: ReactNode;
}

/**
 * The state of a detail page whose data is not there (not found, nothing left to do): the empty drawing on
 * the screen's card, what is missing, and one way on as a secondary link button. The sibling of LoadError.
 */
export function LoadMissing({ title, description, linkHref, linkLabel, ...props }: LoadMissingProps) {
  return (
    <div className="rounded-lg bg-neutral-0" {...props}>
      <Empty
        title={title}
        description={description}
        action={
          <Button asChild variant="secondary">
            <a href={linkHref}>{linkLabel}</a>
          </Button>
        }
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Price } from '../Price/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';

export interface LevelTileProps {
  /** The level's or plan's name (the tile's h2). */
  name: string;
  /** The shopper's level or running plan: the brand border, `aria-current` and the `currentLabel` tag. */
  current: boolean;
  /** The tag of the current one ("Current level", "Current plan"). */
  currentLabel: ReactNode;
  /** Tags before the current one (e.g. "Paid member"). */
  badges?: ReactNode;
  /** What ends the title row (e.g. the growth needed, pushed right). */
  aside?: ReactNode;
  /** The tile's `data-part`. */
  part: string;
  /** The body: terms, rights, actions. */
  children?: ReactNode;
}

/** A member level or paid plan as an item of a list: its name and tags, then its body. */
export function LevelTile({ name, current, currentLabel, badges, aside, part, children }: LevelTileProps) {
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-neutral-0 p-4',
        current ? 'border-brand' : 'border-neutral-200',
      )}
      data-part={part}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold text-neutral-900">{name}</h2>
        {badges}
        {current ? (
          <Tag size="sm" variant="solid">
            {currentLabel}
          </Tag>
        ) : null}
        {aside}
      </div>
      {children}
    </li>
  );
}

export interface PlanTermsProps {
  /** The plan's price, yuan (the server's); null for none. */
  price: number | null;
  /** The plan's term in days; null for none. */
  termDays: number | null;
  size: 'sm' | 'lg';
  /** Classes of the "for N days" text. */
  daysClassName?: string;
}

/** A paid plan's price and term ("¥99.00 for 365 days"). */
export function PlanTerms({ price, termDays, size, daysClassName }: PlanTermsProps) {
  return (
    <>
      {price !== null ? <Price yuan={price} size={size} /> : null}
      {termDays !== null ? (
        <span className={daysClassName}>
          <Trans>for {termDays} days</Trans>
        </span>
      ) : null}
    </>
  );
}

import type { HTMLAttributes } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { percentOffOfTenths, tenthsText, type LevelRights } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Tag } from '../../primitives/Tag/index.ts';

// The member price reads differently in the two languages: Chinese names the price paid in tenths
// (9.5折), English the share taken off (5% off). Both values are passed, each language uses its own.
const memberPrice = msg({ message: 'Member price: {percentOff}% off' });

/** The member price's descriptor with both values (a runtime descriptor, not a template macro). */
function memberPriceOf(tenths: number): MessageDescriptor {
  return { ...memberPrice, values: { percentOff: percentOffOfTenths(tenths), rate: tenthsText(tenths) } };
}

export interface LevelRightsListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  rights: readonly LevelRights[];
  /** Names the list (e.g. "Rights of Gold"). */
  label: string;
}

/** A level's rights: each with its name, its description and tags for its member price, free shipping and sign-in points. */
export function LevelRightsList({ rights, label, className, ...props }: LevelRightsListProps) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-2 sm:grid-cols-2', className)} {...props}>
      {rights.map((right) => (
        <li
          key={right.rightsId}
          className="flex flex-col gap-1 rounded-md border border-neutral-200 bg-neutral-0 p-3"
          data-part="level-right"
        >
          <span className="text-sm font-medium text-neutral-900">{right.name}</span>
          {right.description ? <span className="text-xs text-neutral-600">{right.description}</span> : null}
          <span className="flex flex-wrap gap-1">
            {right.discount !== undefined ? (
              <Tag size="sm">{i18n._(memberPriceOf(right.discount))}</Tag>
            ) : null}
            {right.freeShipping ? (
              <Tag size="sm" tone="success">
                <Trans>Free shipping</Trans>
              </Tag>
            ) : null}
            {right.signInScore ? (
              <Tag size="sm" tone="info">
                {t`+${right.signInScore} points per sign-in`}
              </Tag>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

// The "from day / until day" pair of a list's filters (orders placed, requests applied): two date
// fields named startDate and endDate, and the rule that the end is not before the start, said under the
// end field while nothing is searched (decisions/0076).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from '../../primitives/Input/index.ts';
import type { FilterValues } from '../FilterBar/index.ts';
import { dateRangeOf, type DateRange } from './listQuery.ts';

/** A date range filter's state: `read` gives the range or marks it refused; `reset` clears the mark. */
export function useDateRange() {
  const [invalid, setInvalid] = useState(false);
  return {
    invalid,
    read(values: FilterValues): DateRange | null {
      const range = dateRangeOf(values);
      setInvalid(range === null);
      return range;
    },
    reset() {
      setInvalid(false);
    },
  };
}

export interface DateRangeFieldsProps extends DateRange {
  fromLabel: string;
  untilLabel: string;
  /** The range was refused: the end field says why. */
  invalid?: boolean | undefined;
}

export function DateRangeFields({
  fromLabel,
  untilLabel,
  startDate,
  endDate,
  invalid,
}: DateRangeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Input name="startDate" type="date" label={fromLabel} defaultValue={startDate} />
      <Input
        name="endDate"
        type="date"
        label={untilLabel}
        defaultValue={endDate}
        error={invalid ? t`The end day is before the start day` : undefined}
      />
    </>
  );
}

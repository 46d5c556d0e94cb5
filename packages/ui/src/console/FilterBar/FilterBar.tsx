import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Button/Spinner.tsx';
import { filterValues, type FilterValues } from './filterValues.ts';

export interface FilterBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'> {
  /**
   * The fields, each with a `name`: Input (text, date), Select, native selects. Uncontrolled fields are
   * read from the form and put back to their defaults on Reset.
   */
  children: ReactNode;
  /** Search (or Enter in a field): the filled fields by name, trimmed, empty ones left out. */
  onSearch: (values: FilterValues) => void;
  /** Reset: the values after the fields went back to their defaults (usually none). */
  onReset?: (values: FilterValues) => void;
  /**
   * The Search button shows a spinner while the list loads, and still searches when clicked (or on
   * Enter): a query is no submission to guard, and the newer filter replaces the load under way.
   */
  searching?: boolean;
  /** More buttons after Search and Reset, e.g. Export. */
  actions?: ReactNode;
}

/**
 * The filter row above a console list: fields in a wrapping grid, then Search and Reset. It is a real
 * <form> (role search), so Enter in a field searches; Reset remounts the fields, which puts every
 * uncontrolled field (also a Select's inner state) back to its default value.
 */
export const FilterBar = forwardRef<HTMLFormElement, FilterBarProps>(function FilterBar(
  { className, children, onSearch, onReset, searching = false, actions, ...props },
  ref,
) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => form.current as HTMLFormElement, []);
  const [generation, setGeneration] = useState(0);
  const read = () => filterValues(new FormData(form.current ?? undefined));
  return (
    <form
      ref={form}
      role="search"
      aria-label={t`Filter`}
      noValidate
      className={cn(
        'grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] items-end gap-x-4 gap-y-3 rounded bg-neutral-0 p-4',
        className,
      )}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(read());
      }}
      {...props}
    >
      <div key={generation} className="contents">
        {children}
      </div>
      <div className="flex items-center gap-2">
        <Button type="submit" aria-busy={searching || undefined}>
          {searching ? <Spinner /> : null}
          {t`Search`}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // Commit the remount before reading, so the values are the defaults the fields show now.
            flushSync(() => setGeneration((g) => g + 1));
            onReset?.(read());
          }}
        >
          {t`Reset`}
        </Button>
        {actions}
      </div>
    </form>
  );
});

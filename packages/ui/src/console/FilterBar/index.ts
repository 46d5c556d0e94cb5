export { FilterBar, type FilterBarProps } from './FilterBar.tsx';
export { filterValues, type FilterValues } from './filterValues.ts';

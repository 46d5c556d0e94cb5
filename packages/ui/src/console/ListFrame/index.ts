export { ListFrame, type ListFrameProps } from './ListFrame.tsx';
export { DateRangeFields, useDateRange, type DateRangeFieldsProps } from './DateRangeFields.tsx';
export { dateRangeOf, isFiltered, type DateRange, type ListQuery } from './listQuery.ts';
export { NumberFilterField, type NumberFilterFieldProps } from './NumberFilterField.tsx';

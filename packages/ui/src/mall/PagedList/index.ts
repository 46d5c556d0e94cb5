export { PagedList, splitListState, type PagedListProps, type PagedListState } from './PagedList.tsx';
export { LoadError, type LoadErrorProps } from './LoadError.tsx';
export { LoadMissing, type LoadMissingProps } from './LoadMissing.tsx';

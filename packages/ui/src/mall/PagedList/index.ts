export { PagedList, splitListState, type PagedListProps, type PagedListState } from './PagedList.tsx';
export { ListStates, type ListStatesProps } from './ListStates.tsx';
export { LoadError, type LoadErrorProps } from './LoadError.tsx';
export { LoadMissing, type LoadMissingProps } from './LoadMissing.tsx';

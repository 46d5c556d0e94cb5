export {
  Pagination,
  paginationVariants,
  paginationRange,
  type PaginationProps,
  type PageItem,
} from './Pagination.tsx';

export { ReviewList, REVIEW_FILTERS, type ReviewListProps } from './ReviewList.tsx';

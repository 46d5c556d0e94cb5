export { ReviewList, REVIEW_FILTERS, type ReviewListProps } from './ReviewList.tsx';
export { ReviewPictures } from './ReviewPictures.tsx';

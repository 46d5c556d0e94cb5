export { Rating, ratingVariants, starFill, RATING_MAX, type RatingProps } from './Rating.tsx';

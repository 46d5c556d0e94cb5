export {
  Skeleton,
  SkeletonText,
  ProductCardSkeleton,
  SkeletonGroup,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonGroupProps,
} from './Skeleton.tsx';

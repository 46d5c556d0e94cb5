export {
  Skeleton,
  SkeletonText,
  SkeletonCard,
  SkeletonGroup,
  skeletonVariants,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonGroupProps,
} from './Skeleton.tsx';

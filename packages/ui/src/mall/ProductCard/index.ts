export {
  ProductCard,
  ProductCardSkeleton,
  productCardVariants,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type ProductTag,
} from './ProductCard.tsx';

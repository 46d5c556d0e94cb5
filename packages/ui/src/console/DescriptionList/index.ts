export {
  DescriptionList,
  descriptionListVariants,
  type DescriptionListProps,
  type DescriptionItem,
} from './DescriptionList.tsx';

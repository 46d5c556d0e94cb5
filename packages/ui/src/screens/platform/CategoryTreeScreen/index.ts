export {
  CategoryTreeScreen,
  type CategorySave,
  type CategorySort,
  type CategoryTreeScreenProps,
} from './CategoryTreeScreen.tsx';

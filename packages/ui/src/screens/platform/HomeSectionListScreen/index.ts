export {
  HomeSectionListScreen,
  type HomeSectionField,
  type HomeSectionListScreenProps,
  type HomeSectionSave,
} from './HomeSectionListScreen.tsx';

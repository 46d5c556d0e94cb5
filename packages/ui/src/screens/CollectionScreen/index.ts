export { CollectionScreen, type CollectionScreenProps, type CollectionTab } from './CollectionScreen.tsx';

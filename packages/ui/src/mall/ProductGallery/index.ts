export {
  ProductGallery,
  galleryImages,
  splitImageUrls,
  type ProductGalleryProps,
} from './ProductGallery.tsx';

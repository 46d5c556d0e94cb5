export {
  Upload,
  uploadTileVariants,
  formatBytes,
  type UploadProps,
  type UploadItem,
  type UploadSelection,
  type UploadStatus,
  type UploadRejectReason,
} from './Upload.tsx';

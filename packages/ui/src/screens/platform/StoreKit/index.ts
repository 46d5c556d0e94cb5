export { ShopApplyStatusTag, useShopApplyStatusLabels, type ShopApplyStatus } from './shopApplyStatus.tsx';
export { DocumentThumbnails, type StoreDocument } from './DocumentViewer.tsx';
export { ShopStatusTag, useShopStatusLabels, type ShopStatus } from './shopStatus.tsx';

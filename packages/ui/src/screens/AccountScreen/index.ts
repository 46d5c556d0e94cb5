export { AccountScreen, type AccountScreenProps, type ProfileChange } from './AccountScreen.tsx';
export { AvatarCropDialog, type AvatarCropDialogProps } from './AvatarCropDialog.tsx';

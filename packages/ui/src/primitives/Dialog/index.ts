export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeading,
  DialogBody,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  CloseIcon,
  dialogContentVariants,
  overlayClass,
  type DialogContentProps,
  type OverlayContentOptions,
} from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

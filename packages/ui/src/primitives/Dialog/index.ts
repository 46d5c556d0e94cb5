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
} from './Dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

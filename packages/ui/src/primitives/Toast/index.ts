export {
  ToastProvider,
  Toast,
  useToast,
  toastVariants,
  TOAST_DEFAULT_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
  type ToastType,
} from './Toast.tsx';

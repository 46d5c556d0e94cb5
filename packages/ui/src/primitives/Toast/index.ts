export {
  ToastProvider,
  ToastLayer,
  Toast,
  toastVariants,
  type ToastLayerProps,
  type ToastProps,
  type ToastProviderProps,
} from './Toast.tsx';
export { ToastHost, type ToastHostProps } from './ToastHost.tsx';
export {
  useToast,
  TOAST_DEFAULT_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './toastState.ts';

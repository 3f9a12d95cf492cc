export {
  ToastProvider,
  TOAST_SWIPE_DISMISS_RATIO,
  type ToastPosition,
  type ToastProviderProps,
} from './toast-provider';
export { toastVariants, type ToastVariantProps } from './toast-variants';
export { toast, createToastApi, defaultToastStore, type ToastApi } from './toast-api';
export { useToast, type UseToastResult } from './use-toast';
export {
  createToastStore,
  type ToastAutoClose,
  type ToastOptions,
  type ToastPatch,
  type ToastRecord,
  type ToastStore,
  type ToastType,
} from './toast-store';

import type { ReactNode } from 'react';
import {
  createToastStore,
  type ToastOptions,
  type ToastPatch,
  type ToastStore,
  type ToastType,
} from './toast-store';

type ShowToast = (content: ReactNode, options?: ToastOptions) => string;

/** The imperative toast API; every function returns or takes the toast's id. */
export interface ToastApi {
  /** Shows a toast of the given type (default info) and returns its id. */
  show: (content: ReactNode, options?: ToastOptions & { type?: ToastType }) => string;
  info: ShowToast;
  success: ShowToast;
  warning: ShowToast;
  error: ShowToast;
  /** Changes an open toast in place (same element, same position); false when it is gone. */
  update: (id: string, patch: ToastPatch) => boolean;
  /** Closes the toast with this id, or every toast when called without one. */
  dismiss: (id?: string) => void;
}

export function createToastApi(store: ToastStore): ToastApi {
  const typed =
    (type: ToastType): ShowToast =>
    (content, options) =>
      store.show(type, content, options);
  return {
    show: (content, { type = 'info', ...options } = {}) => store.show(type, content, options),
    info: typed('info'),
    success: typed('success'),
    warning: typed('warning'),
    error: typed('error'),
    update: store.update,
    dismiss: store.dismiss,
  };
}

/** The store a `ToastProvider` renders unless it is given another. */
export const defaultToastStore: ToastStore = createToastStore();

/**
 * Raise toasts from anywhere, including code outside React components:
 * `const id = toast.info('Saving…', { autoClose: false }); toast.update(id, { type: 'success', content: 'Saved' });`
 */
export const toast: ToastApi = createToastApi(defaultToastStore);

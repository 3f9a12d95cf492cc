'use client';

import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { createToastApi, defaultToastStore, type ToastApi } from './toast-api';
import type { ToastRecord, ToastStore } from './toast-store';

/** The store of the nearest ToastProvider; components outside any provider use the default one. */
export const ToastStoreContext = createContext<ToastStore>(defaultToastStore);

export interface UseToastResult extends ToastApi {
  /** The current toasts, oldest first (dismissed ones linger until they have left the screen). */
  toasts: readonly ToastRecord[];
}

/** The toast API bound to the nearest provider's store, plus the live list of toasts. */
export function useToast(): UseToastResult {
  const store = useContext(ToastStoreContext);
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const api = useMemo(() => createToastApi(store), [store]);
  return useMemo(() => ({ ...api, toasts }), [api, toasts]);
}

import { useToast } from '@ccnets/design-system';
import { useCallback } from 'react';

export type NotifyKind = 'info' | 'success' | 'warning' | 'error';

/**
 * Shows a toast through the app's toast provider. The returned function is stable (it only
 * changes with the provider), so pages can use it in effect dependencies without re-running.
 * Pass an `id` to replace an open toast instead of stacking a duplicate.
 */
export function useNotify(): (kind: NotifyKind, message: string, options?: { id?: string }) => void {
  const { info, success, warning, error } = useToast();
  return useCallback(
    (kind, message, options) => {
      const show = { info, success, warning, error }[kind];
      show(message, options);
    },
    [info, success, warning, error],
  );
}

import { useCallback, useState } from 'react';

/**
 * Open state that the parent may own (`open` + `onOpenChange`) or leave to the component
 * (`defaultOpen`). The drawer needs its own handle on the state because it closes itself
 * when a link inside is chosen, which Radix does not do.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isControlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );
  return [isControlled ? open : uncontrolledOpen, setOpen];
}

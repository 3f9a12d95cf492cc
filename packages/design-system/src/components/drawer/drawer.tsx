'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { VariantProps } from 'class-variance-authority';
import { X } from '../../icons';
import { useCallback, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { useProvidedLang } from '../../locale/locale-provider';
import { IconButton } from '../icon-button/icon-button';
import { drawerVariants } from './drawer-variants';

// The content renders its own header and close button, so it cannot be swapped for a child (`asChild`).
type ContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'children' | 'asChild'>;

export interface DrawerProps extends ContentProps, VariantProps<typeof drawerVariants> {
  /** Controlled open state; leave undefined to let the drawer manage it. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new state on open, Escape, overlay click, the close button and link choice. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the drawer (usually a menu IconButton); focus returns to it on close. */
  trigger?: ReactNode;
  /** The drawer's name, shown at its top (for example "Menu"). */
  title: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Close when a link inside is chosen (on by default), as a navigation menu should. */
  closeOnLinkClick?: boolean;
  /** Drawer content: navigation links, actions, preferences. */
  children?: ReactNode;
}

/** A side sheet, at most 280 px wide, that slides in from the left or right edge. */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  closeLabel,
  closeOnLinkClick = true,
  side,
  className,
  children,
  onClick,
  ...contentProps
}: DrawerProps) {
  const messages = useUiMessages();
  const lang = useProvidedLang();
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);

  const closeWhenLinkChosen = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (!closeOnLinkClick || event.button !== 0) return;
    // A modified click opens a new tab or window; the current page, and so the menu, stays.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  };

  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="drawer-overlay"
          className="fixed inset-0 z-50 bg-ds-overlay/50 transition-opacity duration-(--rrl-duration-drawer) motion-reduce:transition-none starting:opacity-0"
        />
        <DialogPrimitive.Content
          data-slot="drawer"
          lang={lang}
          data-side={side ?? 'left'}
          aria-describedby={undefined}
          className={cn(drawerVariants({ side }), className)}
          onClick={closeWhenLinkChosen}
          {...contentProps}
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-ds-border px-4">
            <DialogPrimitive.Title
              data-slot="drawer-title"
              className={cn('text-base font-semibold', hideTitle && 'sr-only')}
            >
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <IconButton label={closeLabel ?? messages.closeMenu} icon={<X />} className="ml-auto" />
            </DialogPrimitive.Close>
          </div>
          <div data-slot="drawer-body" className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Open state that the parent may own (`open` + `onOpenChange`) or leave to the component
 * (`defaultOpen`). The drawer needs its own handle on the state because it closes itself
 * when a link inside is chosen, which Radix does not do.
 */
function useControllableOpen(
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

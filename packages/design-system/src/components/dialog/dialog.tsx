'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { VariantProps } from 'class-variance-authority';
import { X } from '../../icons';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useOverflow } from '../../lib/use-overflow';
import { useUiMessages } from '../../locale';
import { useProvidedLang } from '../../locale/locale-provider';
import { IconButton } from '../icon-button/icon-button';
import { dialogContentVariants } from './dialog-variants';

// The content renders its own header and close button, so it cannot be swapped for a child (`asChild`).
type ContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'children' | 'asChild'>;

export interface DialogProps extends ContentProps, VariantProps<typeof dialogContentVariants> {
  /** Controlled open state; leave undefined to let the dialog manage it. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new state whenever the dialog opens or closes (Escape, overlay, close button). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (usually a Button); focus returns to it on close. */
  trigger?: ReactNode;
  /** Heading announced as the dialog's name. */
  title: ReactNode;
  /** Supporting sentence announced as the dialog's description. */
  description?: ReactNode;
  /** Body of the dialog. */
  children?: ReactNode;
  /** Actions at the bottom, right-aligned (wrap a button in `DialogClose asChild` to close on click). */
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Hide the corner close button (Escape and the footer still close the dialog). */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog: focus is trapped inside while open, Escape and the close button dismiss
 * it, and focus returns to the trigger afterwards.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  hideCloseButton = false,
  size,
  className,
  ...contentProps
}: DialogProps) {
  const messages = useUiMessages();
  const lang = useProvidedLang();
  const titleTextId = useId();
  // Radix warns when a dialog has no description unless aria-describedby is explicitly unset.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="dialog-overlay"
          className="fixed inset-0 z-50 bg-ds-overlay/50 transition-opacity duration-(--rrl-duration-overlay-in) motion-reduce:transition-none starting:opacity-0"
        />
        <DialogPrimitive.Content
          data-slot="dialog"
          lang={lang}
          data-size={size ?? 'md'}
          className={cn(dialogContentVariants({ size }), !footer && 'pb-3', className)}
          {...describedBy}
          {...contentProps}
        >
          <header className="flex items-start gap-4 px-6 pt-5 pb-2">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogPrimitive.Title data-slot="dialog-title" className="text-lg leading-snug font-semibold">
                {/* Its own id, which names the scrolling body; Radix keeps the title's for the dialog. */}
                <span id={titleTextId}>{title}</span>
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description data-slot="dialog-description" className="text-sm text-ds-muted">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <DialogPrimitive.Close asChild>
                <IconButton label={closeLabel ?? messages.close} icon={<X />} size="sm" className="-mr-2" />
              </DialogPrimitive.Close>
            )}
          </header>
          {children ? <DialogBody labelledBy={titleTextId}>{children}</DialogBody> : null}
          {footer ? (
            <footer
              data-slot="dialog-footer"
              className="flex flex-wrap justify-end gap-3 border-t border-ds-border px-6 py-4"
            >
              {footer}
            </footer>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The body scrolls between the header and the footer, which stay in view, when the screen is
 * shorter than the dialog. While it scrolls it is a tab stop (a region named by the title), so a
 * keyboard can scroll it too even when nothing in it can take focus; content that fits adds no
 * tab stop.
 */
function DialogBody({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { scrollRef, contentRef, overflowing } = useOverflow<HTMLDivElement, HTMLDivElement>('y');
  return (
    <div
      ref={scrollRef}
      data-slot="dialog-body"
      role={overflowing ? 'region' : undefined}
      aria-labelledby={overflowing ? labelledBy : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className="min-h-0 flex-1 overflow-y-auto px-6 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ds-focus"
    >
      <div ref={contentRef}>{children}</div>
    </div>
  );
}

export interface DialogCloseProps extends ComponentProps<typeof DialogPrimitive.Close> {
  /** Renders the single child (a `Button`, say) as the closing control instead of a `<button>` of its own. */
  asChild?: boolean;
}

/** Closes the surrounding dialog when its child is activated; use with `asChild` around a Button. */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close {...props} />;
}

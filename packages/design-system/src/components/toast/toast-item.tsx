'use client';

import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from '../../icons';
import { useEffect, type ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import type { ToastRecord, ToastStore, ToastType } from './toast-store';
import { toastVariants } from './toast-variants';

const TYPE_ICONS: Record<ToastType, ReactNode> = {
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  error: <CircleAlert />,
};

export interface ToastItemProps {
  record: ToastRecord;
  store: ToastStore;
  /** Accessible name of the close button. */
  closeLabel: string;
}

/** One toast of a ToastProvider; its timer, pause, swipe and Escape come from Radix Toast. */
export function ToastItem({ record, store, closeLabel }: ToastItemProps) {
  const { id, type, content, autoClose, open } = record;
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) store.dismiss(id);
      }}
      duration={autoClose === false ? Infinity : autoClose}
      // Errors interrupt; the rest wait for a pause in what the screen reader is saying.
      type={type === 'error' ? 'foreground' : 'background'}
      onEscapeKeyDown={keepEscapeForTheRegion}
      data-slot="toast"
      data-type={type}
      data-toast-id={id}
      className={toastVariants({ type })}
    >
      <span aria-hidden="true" className="mt-0.5 inline-flex shrink-0 [&_svg]:size-5">
        {TYPE_ICONS[type]}
      </span>
      {/* Radix announces a toast once, when it appears; the live region announces updates. */}
      <RadixToast.Description
        aria-live={type === 'error' ? 'assertive' : 'polite'}
        aria-atomic="true"
        className="min-w-0 flex-1 pt-0.5 text-sm leading-5 font-medium break-words"
      >
        {content}
      </RadixToast.Description>
      <RadixToast.Close asChild>
        <IconButton
          size="sm"
          label={closeLabel}
          icon={<X />}
          className="-my-1 text-inherit hover:bg-ds-background/15 focus-visible:outline-current"
        />
      </RadixToast.Close>
      <ReleaseWhenGone store={store} id={id} />
    </RadixToast.Root>
  );
}

/**
 * Radix closes the newest toast on Escape wherever focus is. Inside the toast region but
 * outside any toast (the region itself, reached with Alt+T), Escape should instead hand
 * focus back and resume the timers, which the provider does.
 */
function keepEscapeForTheRegion(event: KeyboardEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-slot=toast-region]') && !target.closest('[data-slot=toast]')) {
    event.preventDefault();
  }
}

/** Radix unmounts a closed toast after its exit; that is when its record can go. */
function ReleaseWhenGone({ store, id }: { store: ToastStore; id: string }) {
  useEffect(() => () => store.release(id), [store, id]);
  return null;
}

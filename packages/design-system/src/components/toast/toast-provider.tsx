'use client';

import * as RadixToast from '@radix-ui/react-toast';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { toastWidth } from '../../tokens';
import { useUiMessages } from '../../locale';
import { useProvidedLang } from '../../locale/locale-provider';
import { defaultToastStore } from './toast-api';
import { ToastItem } from './toast-item';
import type { ToastStore } from './toast-store';
import { ToastStoreContext } from './use-toast';

export type ToastPosition = 'bottom-right' | 'top-right';

// Cites docs/product.md#toasts.
/** Share of a toast's width a swipe must travel to dismiss it (80 %). */
export const TOAST_SWIPE_DISMISS_RATIO = 0.8;
/** The toast width token (--rrl-toast-width), used until the region has been measured. */
const DEFAULT_TOAST_WIDTH = toastWidth;
const ALT_T: string[] = ['altKey', 'KeyT'];

export interface ToastProviderProps {
  children?: ReactNode;
  /** Corner the toasts stack in; newest is always on top. */
  position?: ToastPosition;
  /** Default auto-close time in milliseconds (the app passes 3000). */
  duration?: number;
  /** The store to render; defaults to the one behind the global `toast` API. */
  store?: ToastStore;
  /** Accessible name of the toast region; `{hotkey}` is replaced with "alt+T". */
  regionLabel?: string;
  /** Word screen readers say before each toast's text, such as "Notification". */
  toastLabel?: string;
  /** Accessible name of each toast's close button; built in by default. */
  closeLabel?: string;
  /** Keys (KeyboardEvent codes or modifier flags) that move focus to the region. */
  hotkey?: string[];
}

/**
 * Renders the toasts of a store in a labelled region portalled to `<body>`. Hovering the
 * region, focusing it or leaving the window pauses every timer (Radix Toast); Alt+T moves
 * focus to the region and Escape hands it back. With several providers on one store only
 * the first renders (see `ToastStore.attachHost`).
 */
export function ToastProvider({
  children,
  position = 'bottom-right',
  duration = 5000,
  store = defaultToastStore,
  regionLabel,
  toastLabel,
  closeLabel,
  hotkey = ALT_T,
}: ToastProviderProps) {
  const messages = useUiMessages();
  const [host] = useState(() => ({}));
  useEffect(() => store.attachHost(host), [store, host]);
  const isHost = useSyncExternalStore(
    store.subscribe,
    () => store.getHost() === host,
    () => false,
  );
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [toastWidth, setToastWidth] = useState(DEFAULT_TOAST_WIDTH);

  return (
    <ToastStoreContext value={store}>
      <RadixToast.Provider
        duration={duration}
        label={toastLabel ?? messages.notification}
        swipeDirection="right"
        swipeThreshold={Math.round(toastWidth * TOAST_SWIPE_DISMISS_RATIO)}
      >
        {children}
        {isHost ? (
          <>
            {toasts.map((record) => (
              <ToastItem
                key={record.id}
                record={record}
                store={store}
                closeLabel={closeLabel ?? messages.closeNotification}
              />
            ))}
            <ToastRegion
              position={position}
              label={regionLabel ?? messages.notificationsRegion}
              hotkey={hotkey}
              hasOpenToasts={toasts.some((record) => record.open)}
              onWidthChange={setToastWidth}
            />
          </>
        ) : null}
      </RadixToast.Provider>
    </ToastStoreContext>
  );
}

interface ToastRegionProps {
  position: ToastPosition;
  label: string;
  hotkey: string[];
  hasOpenToasts: boolean;
  onWidthChange: (width: number) => void;
}

const subscribeToNothing = () => () => {};

function ToastRegion({ position, label, hotkey, hasOpenToasts, onWidthChange }: ToastRegionProps) {
  const body = useSyncExternalStore(
    subscribeToNothing,
    () => document.body,
    () => null,
  );
  const lang = useProvidedLang();
  const viewportRef = useRef<HTMLOListElement>(null);
  const focusOriginRef = useRef<HTMLElement | null>(null);

  // Radix's swipe threshold is in pixels; ours is 80 % of the toast, whose width
  // shrinks on narrow screens.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) onWidthChange(width);
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [body, onWidthChange]);

  usePauseWhenRaisedInBackground(hasOpenToasts, viewportRef);

  const rememberFocusOrigin = (event: FocusEvent<HTMLOListElement>) => {
    if (event.target !== event.currentTarget) return;
    const from = event.relatedTarget;
    // Radix also focuses the region when a focused toast closes; that is not a new origin.
    if (from instanceof Element && from.closest('[data-slot=toast-region]')) return;
    focusOriginRef.current = from instanceof HTMLElement ? from : null;
  };

  const returnFocusOnEscape = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== 'Escape' || event.target !== event.currentTarget) return;
    const origin = focusOriginRef.current;
    focusOriginRef.current = null;
    // Leaving the region resumes the timers that focusing it paused.
    if (origin?.isConnected) origin.focus();
    else event.currentTarget.blur();
  };

  if (!body) return null;
  return createPortal(
    <div
      data-slot="toast-region"
      lang={lang}
      data-position={position}
      className={cn('fixed right-0 z-100 flex', position === 'top-right' ? 'top-0' : 'bottom-0')}
    >
      <RadixToast.Viewport
        ref={viewportRef}
        hotkey={hotkey}
        label={label}
        onFocus={rememberFocusOrigin}
        onKeyDown={returnFocusOnEscape}
        // Newest on top in either corner: toasts are in arrival order (the order Radix
        // tabs through them, newest first) and the column is reversed visually.
        className="m-4 flex w-(--rrl-toast-width) max-w-[calc(100vw-2rem)] flex-col-reverse gap-(--rrl-toast-gap) empty:hidden"
      />
    </div>,
    body,
  );
}

/**
 * Radix pauses on the window's blur event, but only listens while it has toasts, so a toast
 * raised while the window is already in the background (a payment finishing while the user
 * is in another tab) would run out unseen. Once Radix is listening (its region takes
 * pointer events again), the missed blur is replayed; the window's next focus resumes.
 */
function usePauseWhenRaisedInBackground(active: boolean, viewportRef: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout>;
    const replayBlurOnceRadixListens = () => {
      const region = viewportRef.current?.parentElement;
      if (!region || region.style.pointerEvents === 'none') {
        timer = setTimeout(replayBlurOnceRadixListens, 16);
        return;
      }
      // Radix attaches its listeners in an effect after the render that shows the region.
      timer = setTimeout(() => {
        if (!document.hasFocus()) window.dispatchEvent(new FocusEvent('blur'));
      }, 16);
    };
    replayBlurOnceRadixListens();
    return () => clearTimeout(timer);
  }, [active, viewportRef]);
}

import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LocaleProvider } from '../../packages/design-system/src/locale';

/*
 * The Korean capture switches the locale of a story that has already rendered and played, as
 * the dark capture flips the theme class: the picture shows the state the play function left
 * (an open dialog, a filled form) in Korean, without rendering and playing the story again.
 * Between captures nothing is set, and the toolbar's locale global decides.
 */

let captureLocale: string | undefined;
const listeners = new Set<() => void>();

/** Shows the current story in `locale` (undefined: back to the story's own locale). */
export function setCaptureLocale(locale: string | undefined) {
  captureLocale = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The story's locale provider; `locale` comes from the toolbar's global. */
export function StoryLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const active = useSyncExternalStore(
    subscribe,
    () => captureLocale ?? locale,
    () => locale,
  );
  // Korean font rules follow :lang(ko) on the document, as on the portal's pages.
  useLayoutEffect(() => {
    document.documentElement.lang = active;
  }, [active]);
  return <LocaleProvider locale={active}>{children}</LocaleProvider>;
}

/**
 * The narrow-screen menu stays open across a language switch made inside it: the switch opens
 * the twin page (a document navigation), and the visitor, who was in the menu, finds it open
 * there in the new language. One flag in sessionStorage, set as the switch leaves, taken by
 * the next page's top bar (islands-entry.tsx wakes it at once while the flag is there).
 */
const MENU_OPEN_KEY = 'top-bar-menu-open';

/** The open menu's button (`aria-expanded` while its drawer shows) in `header`, if any. */
const openMenuButton = (header: Element | null) =>
  header?.querySelector('button[aria-haspopup="dialog"][aria-expanded="true"]') ?? null;

/** Called as the language switch leaves the page: remembers whether the menu was open. */
export function rememberOpenMenu(header: Element | null): void {
  try {
    if (openMenuButton(header)) sessionStorage.setItem(MENU_OPEN_KEY, '1');
  } catch {
    // No storage (private mode): the twin opens with its menu closed.
  }
}

/** True while the page before this one left with its menu open (read without taking it). */
export function menuWasOpen(): boolean {
  try {
    return sessionStorage.getItem(MENU_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Opens the menu of `header` (once, if the page before left it open and the button shows). */
export function reopenMenu(header: Element | null): void {
  if (!menuWasOpen()) return;
  try {
    sessionStorage.removeItem(MENU_OPEN_KEY);
  } catch {
    return;
  }
  const button = header?.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]');
  // Hidden from md up (the links sit in the bar): nothing to reopen on a wide screen.
  if (button?.checkVisibility()) button.click();
}

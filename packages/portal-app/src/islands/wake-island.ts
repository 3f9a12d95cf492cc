/**
 * When an island's code loads and hydrates: on the visitor's first sign of reaching for it
 * (pointer over it, a touch, focus, a key, a changed field), not with the page. A page's HTML
 * is complete and its links are plain links, so until then nothing is missing; React and the
 * island's code (about 80 KB gzip for the top bar) stay off the first load (docs/decisions.md,
 * "Public pages hydrate only their islands"). A press that lands before the island is live is
 * kept and pressed again once it is, so no click is lost; a field left before then is left
 * again (a form that validates touched fields shows its message), and a form sent before then
 * is not sent by the browser but by the island, once live (a changed field is handed on by
 * mount-island.tsx).
 */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/**
 * Calls `hydrate` once, on the first intent event inside `element` or when `extraWake` (another
 * reason to wake: scrolling, a stored session) fires; then presses again the button a click
 * landed on while the island was still HTML. When the island's code cannot load (offline, a
 * deploy replaced it), the next intent tries again.
 *
 * `hydrate` calls `reactListens` as soon as its root exists (`hydrateRoot` has been called):
 * from then on React takes a press, a field left or a send itself, hydrating at once what it
 * lands on and then handling it, so nothing more is kept. A press kept after that would be
 * pressed twice (a theme switch would switch back).
 */
export function wakeOnIntent(
  element: Element,
  hydrate: (reactListens: () => void) => Promise<void>,
  extraWake?: (wake: () => void) => void,
): void {
  let waking = false;
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const left = new Set<Element>();
  const keepPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressed = button;
  };
  const keepLeaving = (event: Event) => {
    if (event.target instanceof Element) left.add(event.target);
  };
  // The HTML form has no address to go to: the browser would reload the page with the fields
  // in its query. The island sends it once live.
  const keepSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) submitted = event.target;
  };
  const keep = () => {
    element.addEventListener('click', keepPress, true);
    element.addEventListener('submit', keepSubmit, true);
  };
  const stopKeeping = () => {
    element.removeEventListener('click', keepPress, true);
    element.removeEventListener('focusout', keepLeaving, true);
    element.removeEventListener('submit', keepSubmit, true);
  };
  const listen = () => {
    for (const type of INTENT_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
  };
  const wake = () => {
    if (waking) return;
    waking = true;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, wake, true);
    element.addEventListener('focusout', keepLeaving, true);
    hydrate(stopKeeping).then(
      () => {
        stopKeeping();
        // React now listens on the island: each kept step reaches it as the real event. A field
        // the visitor is back in is not left for them.
        for (const field of left)
          if (field.isConnected && field !== document.activeElement)
            field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
        if (pressed?.isConnected) pressed.click();
        else if (submitted?.isConnected) submitted.requestSubmit();
      },
      (error: unknown) => {
        console.error('Could not start an interactive part of the page.', error);
        waking = false;
        listen();
        keep();
      },
    );
  };
  listen();
  keep();
  extraWake?.(wake);
}

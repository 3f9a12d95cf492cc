export interface WhenIdleOptions {
  /** The longest wait in ms, however busy the page stays; 2000 by default. */
  timeout?: number;
  /** The wait in ms where the browser cannot tell when it is idle (Safari); 300 by default. */
  fallbackDelay?: number;
}

/**
 * Calls `callback` once the browser is idle, so that work a visitor does not wait for (code
 * they may need soon, a listener that corrects stored state) keeps out of the way of the first
 * paint and the first input. `timeout` bounds how long a busy page may hold it back. Safari has
 * no `requestIdleCallback`, so there it runs after `fallbackDelay` instead. Answers a function
 * that cancels the call while it has not run. Call it in the browser (an effect, an event
 * handler): it reads `window`.
 */
export function whenIdle(
  callback: () => void,
  { timeout = 2000, fallbackDelay = 300 }: WhenIdleOptions = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // Not handed the idle deadline: a promise's `resolve`, passed as the callback, would take it.
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackDelay);
  return () => window.clearTimeout(id);
}

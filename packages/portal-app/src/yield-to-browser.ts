/** `scheduler.yield()` where the browser has it (Chromium): the code after it runs ahead of
 * other queued tasks. Typed here because TypeScript's DOM library does not declare it yet. */
type YieldingScheduler = { yield: () => Promise<void> };

/**
 * Ends the current task and lets the browser handle input and paint before the code after the
 * `await` runs. Start-up is split this way so that none of its steps becomes one long task
 * that keeps a tap waiting (Total Blocking Time). Hand-written because it is three lines: the
 * scheduling libraries on npm wrap whole job queues around the same call.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

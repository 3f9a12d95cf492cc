import { whenIdle } from '@ccnets/design-system/when-idle';
import { whenAccountLoads } from './account';

/** Runs `task` once the browser is idle after the first paint (or after `timeout` ms at most). */
function afterFirstPaint(task: () => void, timeout = 2000): void {
  // Safari has no requestIdleCallback; a zero-delay timer after `load` is close enough there.
  const schedule = () => whenIdle(task, { timeout, fallbackDelay: 0 });
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * Starts the Firebase auth listener (account area's `startAuthSync`) without putting Firebase
 * on the marketing pages' critical path: its code is a separate chunk, fetched after first
 * paint, and only when the store holds an account. The listener exists to correct a persisted
 * account (signed out elsewhere, expired, another one); with no account there is nothing
 * to correct, so a signed-out visitor never downloads Firebase. A later sign-in (this tab or
 * another) starts it then. The store itself loads on demand (account/load-account.ts):
 * at start-up when an account is stored, else with the code that signs in.
 */
export function startAuthSyncWhenSignedIn(): void {
  let scheduled = false;
  const start = () => {
    if (scheduled) return;
    scheduled = true;
    afterFirstPaint(() => {
      void import('./auth/auth-sync').then(({ startAuthSync }) => startAuthSync());
    });
  };
  whenAccountLoads((store) => {
    if (store.getState().uid) return start();
    const unsubscribe = store.subscribe((state) => {
      if (!state.uid) return;
      unsubscribe();
      start();
    });
  });
}

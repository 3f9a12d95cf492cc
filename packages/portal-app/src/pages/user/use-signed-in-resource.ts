import { useCallback, useEffect, useState } from 'react';
import { currentIdToken } from '../../auth/id-token';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/** Fetches one of the signed-in user's records with their ID token; the signal cancels it. */
export type ResourceLoader<T> = (idToken: string, signal: AbortSignal) => Promise<T>;

/**
 * One of the signed-in user's records, live from the backend, with a retry for the error state.
 * `load` must keep its identity between renders (define it at module level): a new function
 * fetches again. `null` fetches nothing and stays loading, for a part whose page already holds
 * the record. A response that arrives after the page has gone, or after a retry has started, is
 * dropped.
 */
export function useSignedInResource<T>(
  load: ResourceLoader<T> | null,
  name: string,
): { state: ResourceState<T>; retry: () => void; refresh: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => load(idToken, controller.signal))
      .then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`${name} could not be loaded.`, error);
          setState({ status: 'error', error });
        },
      );
    return () => controller.abort();
  }, [load, name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  // Fetches again and keeps what is shown until the answer replaces it (a live page's catch-up).
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry, refresh };
}

/** The record once it has arrived; undefined while it loads or after it failed. */
export function readyData<T>(state: ResourceState<T>): T | undefined {
  return state.status === 'ready' ? state.data : undefined;
}

import { useCallback, useEffect, useState } from 'react';
import { userArea, type UsageReport } from '../../../api/user-area';
import { currentIdToken } from '../../../auth/id-token';

export type UsageState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; usage: UsageReport };

/** The signed-in user's usage over the last 30 days, with a retry for the error state. */
export function useUsage(): { state: UsageState; retry: () => void } {
  const [state, setState] = useState<UsageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => userArea().fetchUsage(idToken, { signal: controller.signal }))
      .then(
        (usage) => {
          if (!controller.signal.aborted) setState({ status: 'ready', usage });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Usage could not be loaded.', error);
          setState({ status: 'error', error });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

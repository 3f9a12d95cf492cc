import { useCallback, useEffect, useState } from 'react';
import { gateway, type Billing } from '../../../api/gateway';
import { currentIdToken } from '../../../auth/id-token';

export type BillingState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; billing: Billing };

/** The signed-in user's live billing record, with a retry for the error state. */
export function useBilling(): { state: BillingState; retry: () => void } {
  const [state, setState] = useState<BillingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => gateway().fetchBilling(idToken, { signal: controller.signal }))
      .then(
        (billing) => {
          if (!controller.signal.aborted) setState({ status: 'ready', billing });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Billing could not be loaded.', error);
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

import { useEffect, useState } from 'react';
import { currentIdToken } from '../../../auth/id-token';
import type { ResourceLoader } from '../use-signed-in-resource';

/**
 * A record a notice needs, fetched once unless `load` is null (the page already has it). A
 * notice is a hint, not the page's content: a failure leaves it undefined (the notice shows
 * nothing) and is only logged. `load` must keep its identity between renders (module level).
 */
export function useHintData<T>(load: ResourceLoader<T> | null, what: string): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) => load(idToken, controller.signal))
      .then(
        (loaded) => {
          if (!controller.signal.aborted) setData(loaded);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error(`The ${what} check could not run.`, error);
        },
      );
    return () => controller.abort();
  }, [load, what]);
  return data;
}

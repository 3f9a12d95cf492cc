import { useCallback, useEffect, useState } from 'react';
import { currentIdToken } from '../../../auth/id-token';
import { sessionHistoryApi, type HistoryFilters, type HistorySession } from '../../../api/session-history';

type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * The history's first page for `filters`, read again whenever `liveKey` changes (the live view's
 * session ids: a session that ends leaves it, so its history row shows within a second), and
 * older pages on demand.
 */
export function useSessionHistory(filters: HistoryFilters, liveKey: string) {
  const [state, setState] = useState<Loaded<{ sessions: HistorySession[]; nextCursor: string | null }>>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const { role, reason, from, to } = filters;

  useEffect(() => {
    const controller = new AbortController();
    currentIdToken()
      .then((idToken) =>
        sessionHistoryApi().fetchHistory(idToken, { role, reason, from, to }, { signal: controller.signal }),
      )
      .then(
        (page) => !controller.signal.aborted && setState({ status: 'ready', data: page }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
      );
    return () => controller.abort();
  }, [role, reason, from, to, liveKey, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'ready' || !state.data.nextCursor) return;
    const idToken = await currentIdToken();
    const page = await sessionHistoryApi().fetchHistory(idToken, {
      role,
      reason,
      from,
      to,
      cursor: state.data.nextCursor,
    });
    setState({
      status: 'ready',
      data: { sessions: [...state.data.sessions, ...page.sessions], nextCursor: page.nextCursor },
    });
  }, [state, role, reason, from, to]);

  /** Every page of the filtered list, for the CSV. */
  const loadAll = useCallback(async (): Promise<HistorySession[]> => {
    const idToken = await currentIdToken();
    const all: HistorySession[] = [];
    let cursor: string | undefined;
    do {
      const page = await sessionHistoryApi().fetchHistory(idToken, {
        role,
        reason,
        from,
        to,
        cursor,
        limit: 100,
      });
      all.push(...page.sessions);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return all;
  }, [role, reason, from, to]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, loadMore, loadAll, retry };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../../api/http';
import {
  sessionsApi,
  type OnlineSession,
  type SessionsClient,
  type SessionsSnapshot,
} from '../../../api/sessions';
import { currentIdToken } from '../../../auth/id-token';
import { serverErrorText } from '../../../i18n/server-error-text';
import { useNotify } from '../../../hooks/use-notify';

interface BlockOverride {
  value: boolean;
  pending: boolean;
  /** The snapshot the change was made against; a newer one from the server takes over. */
  base: SessionsSnapshot | null;
}

/**
 * Disconnect and "Block new sessions", optimistic but honest: the row leaves and the switch
 * flips at once, and a failure puts them back with a translated toast. The stream's next
 * snapshot is the truth either way.
 */
export function useSessionActions(
  snapshot: SessionsSnapshot | null,
  // Tests pass a client of a local server and a token of their own.
  api: SessionsClient = sessionsApi(),
  idToken: () => Promise<string> = currentIdToken,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(() => new Set());
  const [override, setOverride] = useState<BlockOverride | null>(null);
  const [blockError, setBlockError] = useState<string | undefined>();
  // The snapshot on screen when a change settles: snapshots keep coming while it is in flight.
  const latestSnapshot = useRef(snapshot);
  useEffect(() => {
    latestSnapshot.current = snapshot;
  });

  const sessions = (snapshot?.sessions ?? []).filter((session) => !leaving.has(session.id));
  const overrideApplies = override !== null && (override.pending || override.base === snapshot);
  const blocked = overrideApplies ? override.value : (snapshot?.blocked ?? false);

  const disconnect = useCallback(
    async (session: Pick<OnlineSession, 'id'>) => {
      const { id } = session;
      setLeaving((current) => new Set(current).add(id));
      try {
        await api.disconnectSession(id, await idToken());
        notify('success', t('userArea.sessions.disconnect.done', { id }));
      } catch (error) {
        if (error instanceof HttpError && error.code === 'unknown_session') {
          // Gone already (it ended, or another tab disconnected it): the row stays away.
          notify('info', serverErrorText(error, t));
          return;
        }
        console.error('Disconnecting a session failed.', error);
        setLeaving((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
        notify('error', serverErrorText(error, t, t('userArea.sessions.disconnect.failed', { id })));
      }
    },
    [api, idToken, notify, t],
  );

  const setBlocked = useCallback(
    async (value: boolean) => {
      setBlockError(undefined);
      setOverride({ value, pending: true, base: null });
      try {
        const kept = await api.setSessionsBlocked(value, await idToken());
        setOverride({ value: kept, pending: false, base: latestSnapshot.current });
      } catch (error) {
        console.error('Changing "Block new sessions" failed.', error);
        const message = serverErrorText(error, t, t('userArea.sessions.block.failed'));
        setOverride(null);
        setBlockError(message);
        notify('error', message);
      }
    },
    [api, idToken, notify, t],
  );

  return {
    sessions,
    blocked,
    blockPending: override?.pending ?? false,
    blockError,
    disconnect,
    setBlocked,
  };
}

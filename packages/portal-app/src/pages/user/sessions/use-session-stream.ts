import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionsEventsUrl, type SessionsSnapshot } from '../../../api/sessions';
import { openSessionStream, type SessionStream, type SessionStreamStatus } from '../../../api/session-stream';
import { currentIdToken } from '../../../auth/id-token';
import { translatedServerError } from '../../../i18n/server-error-text';

export interface SessionStreamView {
  /** The latest snapshot; null until the first arrives. Kept through a drop, so rows stay while reconnecting. */
  snapshot: SessionsSnapshot | null;
  status: SessionStreamStatus;
  /** Connects again at once (the error state's "Try again"). */
  reconnect: () => void;
}

/** The signed-in user's sessions, live from the gateway's event stream while the page is open. */
export function useSessionStream(): SessionStreamView {
  const [snapshot, setSnapshot] = useState<SessionsSnapshot | null>(null);
  const [status, setStatus] = useState<SessionStreamStatus>({ state: 'connecting' });
  const stream = useRef<SessionStream | null>(null);

  useEffect(() => {
    const opened = openSessionStream({
      url: sessionsEventsUrl(),
      getIdToken: currentIdToken,
      onSnapshot: setSnapshot,
      onStatus: setStatus,
    });
    stream.current = opened;
    return () => {
      opened.close();
      stream.current = null;
    };
  }, []);

  const reconnect = useCallback(() => stream.current?.reconnectNow(), []);
  return { snapshot, status, reconnect };
}

export type LiveViewPhase = 'loading' | 'error' | 'ready';

/**
 * What the page shows: the rows once a snapshot has come (even while reconnecting), the error
 * state when none has and the stream is down, otherwise a loading state.
 */
export function liveViewPhase(snapshot: SessionsSnapshot | null, status: SessionStreamStatus): LiveViewPhase {
  if (snapshot) return 'ready';
  return status.state === 'failed' || status.state === 'reconnecting' ? 'error' : 'loading';
}

/**
 * Why the live view is down, in the reader's language: the gateway's reason when it gave a
 * known one (too many live views open, signed out), else `fallback`.
 */
export function liveViewErrorText(status: SessionStreamStatus, t: TFunction, fallback: string): string {
  const error = status.state === 'failed' || status.state === 'reconnecting' ? status.error : undefined;
  return translatedServerError(error, t) ?? fallback;
}

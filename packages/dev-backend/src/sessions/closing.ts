import type { WebSocket } from 'ws';
import type { Ending } from './ending.ts';
import {
  CLOSE_CODES,
  DISCONNECTED_MESSAGE,
  REFUSALS,
  type RefusalCode,
  type SpendLimitReached,
} from '@remoterl/contract';
import type { Session } from './session.ts';

/**
 * How long a refused socket may take to answer the close frame before it is cut: a client that
 * stops reading would otherwise keep its socket for ws's 30 s close timeout.
 */
export const REFUSAL_LINGER_MS = 1_000;

/**
 * A refusal: the error frame the client prints, then the code's documented close. AUTH-004 names
 * the spend limit that ran out, if one did, beside its fixed message.
 */
export function refuse(
  socket: WebSocket,
  code: RefusalCode,
  message: string = REFUSALS[code].message,
  limit?: SpendLimitReached,
): void {
  socket.send(JSON.stringify({ type: 'error', code, message, ...(limit && { limit }) }));
  socket.close(REFUSALS[code].close, code);
  const cut = setTimeout(() => socket.terminate(), REFUSAL_LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
}

/** Closes an ending session's socket the way its ending is documented (README, close codes). */
export function closeFor(session: Session, ending: Ending): void {
  const socket = session.socket;
  if (!socket || socket.readyState !== socket.OPEN) return;
  switch (ending.kind) {
    case 'refusal':
      refuse(socket, ending.code, ending.message, ending.limit);
      return;
    case 'disconnected':
      session.send({ type: 'closing', reason: 'disconnected_by_user', message: DISCONNECTED_MESSAGE });
      socket.close(CLOSE_CODES.disconnectedByUser, 'disconnected_by_user');
      return;
    case 'slow-reader':
      // No frame first: the reader is already behind by a full buffer.
      socket.close(CLOSE_CODES.slowReader, 'slow reader');
      return;
    case 'shutdown':
      socket.close(CLOSE_CODES.goingAway, 'server shutting down');
      return;
    case 'gone':
      socket.close(CLOSE_CODES.normal);
  }
}

// Why one attempt to open (or keep) a socket failed without a refusal frame from the service:
// the upgrade answered with an HTTP status, the socket failed, the opening handshake timed out,
// or the socket closed with a code. The session's ending carries the last one, so a caller that
// sees "reconnect failed" (NET-010) can still tell a busy service from a broken network.

export type AttemptFailure =
  | {
      kind: 'upgrade-refused';
      /** The HTTP status that answered the upgrade (503: the pre-hello pool, docs/decisions.md). */
      status: number;
      /** The body's `code` and `cap` when it is the service's JSON error. */
      code?: string;
      cap?: string;
      elapsedMs: number;
    }
  | { kind: 'socket-error'; code: string; elapsedMs: number }
  | { kind: 'handshake-timeout'; limitMs: number; elapsedMs: number }
  | { kind: 'closed'; code: number; reason: string; elapsedMs: number };

/** The pre-hello pool's refusal: the client's "session open failed", not "service full". */
export const TOO_MANY_HANDSHAKES = 'too_many_handshakes';

/** A line for people: what failed and after how long. */
export function describeFailure(failure: AttemptFailure): string {
  const after = `after ${Math.round(failure.elapsedMs)} ms`;
  switch (failure.kind) {
    case 'upgrade-refused':
      return `upgrade answered ${failure.status}${failure.code ? ` ${failure.code}` : ''}${failure.cap ? ` (${failure.cap} cap)` : ''} ${after}`;
    case 'socket-error':
      return `socket error ${failure.code} ${after}`;
    case 'handshake-timeout':
      return `no answer to the upgrade within ${failure.limitMs} ms (${after})`;
    case 'closed':
      return `closed with ${failure.code}${failure.reason ? ` ${failure.reason}` : ''} ${after}`;
  }
}

/** Reads the service's JSON error body (`{ code, cap }`), if that is what it is. */
export function errorBodyFields(text: string): { code?: string; cap?: string } {
  try {
    const body = JSON.parse(text) as { code?: unknown; cap?: unknown };
    return {
      ...(typeof body.code === 'string' && { code: body.code }),
      ...(typeof body.cap === 'string' && { cap: body.cap }),
    };
  } catch {
    return {};
  }
}

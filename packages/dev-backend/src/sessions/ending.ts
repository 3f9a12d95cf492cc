import type { RefusalCode, SpendLimitReached } from '@remoterl/contract';

/** Why a session ends; each maps to what the client sees (closing.ts). */
export type Ending =
  /** An error frame with a refusal code, then that code's close (AUTH-003, AUTH-004, PROTO-001). */
  | { kind: 'refusal'; code: RefusalCode; message?: string; limit?: SpendLimitReached }
  /** The user pressed Disconnect in the portal. */
  | { kind: 'disconnected' }
  /** The receiver stayed over its buffer bound. */
  | { kind: 'slow-reader' }
  /** The client closed its socket on purpose (or its hold ran out after a drop). */
  | { kind: 'gone' }
  /** The server is shutting down. */
  | { kind: 'shutdown' };

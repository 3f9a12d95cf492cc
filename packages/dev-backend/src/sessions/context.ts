import type { SessionConfig } from './config.ts';
import type { Ending } from './ending.ts';
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

/** What the session modules share: the limits, the registry and the one way to end a session. */
export interface SessionContext {
  readonly config: SessionConfig;
  readonly registry: Registry;
  end(session: Session, ending: Ending): void;
}

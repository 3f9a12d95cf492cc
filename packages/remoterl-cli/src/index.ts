// The client's pieces for programs that drive many sessions in one process (pnpm bench:sessions).
export { SessionConnection, UPGRADE_TIMEOUT_MS, type ConnectionHandlers, type Ending } from './connection.ts';
export { describeFailure, TOO_MANY_HANDSHAKES, type AttemptFailure } from './attempt-failure.ts';
export { CLIENT_NAME, CLIENT_VERSION } from './version.ts';
export * from './wire.ts';

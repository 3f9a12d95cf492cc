// The client's pieces for programs that drive many sessions in one process (pnpm bench:sessions).
export { SessionConnection, type ConnectionHandlers, type Ending } from './connection.ts';
export { CLIENT_NAME, CLIENT_VERSION } from './version.ts';
export * from './wire.ts';

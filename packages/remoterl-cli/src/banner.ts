/** `h:mm:ss`, as the client's banner shows the time since connecting. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** `[RemoteRL] | trainer | 5373 MB left | <dashboard URL> | elapsed 0:00:00` */
export function formatBanner(options: {
  role: string;
  dataLeftMb: number;
  dashboardUrl: string;
  elapsedMs: number;
}): string {
  return [
    '[RemoteRL]',
    options.role,
    `${Math.max(0, Math.floor(options.dataLeftMb))} MB left`,
    options.dashboardUrl,
    `elapsed ${formatElapsed(options.elapsedMs)}`,
  ].join(' | ');
}

/** `Connected | trainer=cbb65cd2` */
export const connectedLine = (role: string, sessionId: string) => `Connected | ${role}=${sessionId}`;

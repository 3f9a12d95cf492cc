import type { EndReason, RefusalFixCode, TimelineEventName } from './ended-session';

/** The end reasons in words and the one action that fixes each (empty: nothing to fix). */
export interface EndReasonLabels {
  reasons: Readonly<Record<EndReason, string>>;
  fixes: Readonly<Record<EndReason, string>>;
}

export const defaultEndReasonLabels: EndReasonLabels = {
  reasons: {
    closed_by_client: 'Closed by the client',
    disconnected_from_dashboard: 'Disconnected from the dashboard',
    key_regenerated: 'Key regenerated',
    credit_exhausted: 'Credit exhausted',
    blocked: 'Blocked',
    slow_reader: 'Slow reader',
    heartbeat_lost: 'Heartbeat lost (network)',
    service_shutdown: 'Service shutdown',
    protocol_error: 'Protocol error',
  },
  fixes: {
    closed_by_client: '',
    disconnected_from_dashboard: 'Start the client again',
    key_regenerated: 'Copy your new key: `remoterl register`',
    credit_exhausted: 'Buy credit',
    blocked: 'Turn off Block new sessions',
    slow_reader: 'Read frames faster, or send fewer',
    heartbeat_lost: 'Check the network; the client reconnects',
    service_shutdown: 'Start the client again',
    protocol_error: 'Update the client',
  },
};

/** What each refusal code's one fix is. */
export const defaultRefusalFixes: Readonly<Record<RefusalFixCode, string>> = {
  'AUTH-003': 'Copy your new key: `remoterl register`',
  'AUTH-004': 'Buy credit',
  'AUTH-005': 'Turn off Block new sessions',
  'QUO-001': 'Stop a simulator or upgrade',
  'QUO-002': 'Stop a simulator or upgrade',
};

export const defaultTimelineLabels: Readonly<Record<TimelineEventName, string>> = {
  connected: 'Connected',
  paired: 'Paired',
  paused: 'Paused (no data left)',
  resumed: 'Resumed',
  held: 'Dropped, held for resume',
  ended: 'Ended',
};

/** "1 h 2 min", "3 min 4 s", "12 s": a duration in whole units. */
export function formatSessionDuration(ms: number, units: { h: string; min: string; s: string }): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} ${units.h} ${min} ${units.min}`;
  if (min > 0) return `${min} ${units.min} ${s} ${units.s}`;
  return `${s} ${units.s}`;
}

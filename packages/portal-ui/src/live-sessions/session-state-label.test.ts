import { describe, expect, it } from 'vitest';
import { sessionStateLabel } from './session-rows';
import { defaultSessionsTableLabels } from './sessions-table';

const { states } = defaultSessionsTableLabels;

describe('sessionStateLabel', () => {
  it('names the role a waiting session waits for', () => {
    expect(sessionStateLabel({ role: 'simulator', state: 'waiting' }, states)).toBe('Waiting for a trainer');
    expect(sessionStateLabel({ role: 'trainer', state: 'waiting' }, states)).toBe('Waiting for a simulator');
  });

  it('shows no badge for an active session and the state for the others', () => {
    expect(sessionStateLabel({ role: 'trainer', state: 'active' }, states)).toBeUndefined();
    expect(sessionStateLabel({ role: 'trainer', state: 'paused' }, states)).toBe('Paused');
    expect(sessionStateLabel({ role: 'simulator', state: 'held' }, states)).toBe('Reconnecting');
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, historyCsv } from './history-csv';

describe('history CSV', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const attack of ['=HYPERLINK("http://x")', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(csvCell(attack).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('remoterl/1.4.0')).toBe('"remoterl/1.4.0"');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header and one row per session', () => {
    const csv = historyCsv([
      {
        id: '0a0b0c0d',
        role: 'simulator',
        startedAt: '2026-11-28T09:00:00.000Z',
        endedAt: '2026-11-28T09:00:09.000Z',
        durationMs: 9000,
        peer: null,
        keyFingerprint: 'api_1a2b3c4d',
        client: '=cmd|calc',
        sentBytes: 10,
        receivedBytes: 20,
        frames: 1,
        meteredKilobytes: 25,
        costCents: 1,
        allowanceShare: null,
        endReason: 'closed_by_client',
        endCode: '1000',
      },
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=cmd|calc"`);
    expect(lines[1]).toContain('"0.01"');
  });
});

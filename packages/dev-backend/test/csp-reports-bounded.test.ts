// Issue 34, finding 3: `POST /csp-reports` needs no login and had no limit: 300 requests of
// 28.5 KB wrote 7.9 MB of log in 1.5 s. Reports are now capped in size per request, limited per
// address block, folded (the same document, directive and blocked URL add to a count) and kept
// in bounded storage, the oldest dropped (docs/decisions.md, "CSP reports").
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { postJsonFrom, startFileServer } from './helpers/server.ts';

const KEEP = 40;
const { server, api } = await startFileServer({ CSP_REPORTS_KEEP: String(KEEP) });

interface Kept {
  documentUrl: string;
  directive: string;
  blockedUrl: string;
  count: number;
}

const violation = (documentUrl: string, blockedUrl: string, directive = 'img-src') => ({
  type: 'csp-violation',
  url: documentUrl,
  body: { documentURL: documentUrl, effectiveDirective: directive, blockedURL: blockedUrl },
});

const send = (address: string, reports: unknown) =>
  postJsonFrom(`${server.url}/csp-reports`, address, reports);

const kept = async (): Promise<Kept[]> =>
  ((await (await api('/__test__/csp-reports')).json()) as { reports: Kept[] }).reports;

let log: MockInstance<typeof console.warn>;
const loggedBytes = () =>
  log.mock.calls.reduce((sum, call) => sum + Buffer.byteLength(call.map(String).join(' ')), 0);

beforeEach(async () => {
  expect((await api('/__test__/reset', { method: 'POST' })).status).toBe(204);
  log = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => log.mockRestore());

describe('POST /csp-reports under hostile load', () => {
  it('does not grow its log or storage with 300 requests of about 28 KB', async () => {
    let largest = 0;
    const statuses = new Set<number>();
    for (let request = 0; request < 300; request += 1) {
      // 9 distinct violations with long URLs: about 28.5 KB, as in the finding.
      const reports = Array.from({ length: 9 }, (_, index) =>
        violation(
          `https://portal.example/${'d'.repeat(1000)}/${request}/${index}`,
          `https://elsewhere.example/${'b'.repeat(1000)}/${request}/${index}`,
        ),
      );
      const body = JSON.stringify(reports);
      largest = Math.max(largest, Buffer.byteLength(body));
      statuses.add((await send('127.0.1.1', body)).status);
    }
    expect(largest).toBeGreaterThan(28_000);
    expect(largest).toBeLessThan(29_500);
    expect(loggedBytes()).toBeLessThan(64 * 1024);
    expect([...statuses].every((status) => status === 413 || status === 429)).toBe(true);
    expect((await kept()).length).toBeLessThanOrEqual(KEEP);
  });

  it('accepts requests under the size cap only up to the rate per address block, then 429', async () => {
    const answers = [];
    for (let request = 0; request < 300; request += 1) {
      answers.push(
        await send('127.0.2.1', [
          violation(`https://portal.example/p${request}`, `https://x.example/${request}`),
        ]),
      );
    }
    const accepted = answers.filter((answer) => answer.status === 204).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toBe(60);
    expect(refused).toHaveLength(240);
    const wait = Number(refused[0]?.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(JSON.parse(refused[0]?.text ?? '{}')).toMatchObject({ code: 'rate_limited' });
    // Another address block is not held up by this one.
    expect((await send('127.0.3.1', [violation('https://portal.example/', 'inline')])).status).toBe(204);
  });

  it('folds repeated reports into one counted entry, logging the first and each tenfold', async () => {
    const same = violation('https://portal.example/pricing', 'https://tracker.example/p.png');
    for (let request = 0; request < 25; request += 1) {
      expect((await send('127.0.4.1', [same, same])).status).toBe(204);
    }
    const entries = (await kept()).filter((entry) => entry.blockedUrl === 'https://tracker.example/p.png');
    expect(entries).toEqual([expect.objectContaining({ directive: 'img-src', count: 50 })]);
    // Counts 1 and 10: one line each, not fifty.
    expect(log.mock.calls).toHaveLength(2);
    expect(String(log.mock.calls[1]?.[0])).toMatch(/repeated 10 times/);
  });

  it('keeps at most CSP_REPORTS_KEEP entries, dropping the oldest', async () => {
    for (let batch = 0; batch < 10; batch += 1) {
      const reports = Array.from({ length: 10 }, (_, index) =>
        violation(`https://portal.example/${batch}`, `https://x.example/${batch * 10 + index}`),
      );
      expect((await send('127.0.5.1', reports)).status).toBe(204);
    }
    const entries = await kept();
    expect(entries).toHaveLength(KEEP);
    // The newest 40 of 100 survive: batches 6 to 9.
    expect(entries.map((entry) => entry.documentUrl).every((url) => /\/[6-9]$/.test(url))).toBe(true);
  });
});

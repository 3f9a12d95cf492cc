// Issue: the hosted portal's CSP had no reporting endpoint. The backend now receives both report
// formats browsers send and logs each violation on one line.
import { describe, expect, it, vi } from 'vitest';
import { PORTAL, startFileServer } from './helpers/server.ts';

const { api } = await startFileServer();

const post = (type: string, body: unknown) =>
  api('/csp-reports', {
    json: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': type },
  });

describe('POST /csp-reports', () => {
  it('receives Reporting API and report-uri reports and logs each violation', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const modern = await post('application/reports+json', [
        {
          type: 'csp-violation',
          url: 'http://127.0.0.1:14173/pricing',
          body: {
            documentURL: 'http://127.0.0.1:14173/pricing',
            effectiveDirective: 'script-src-elem',
            blockedURL: 'inline',
            disposition: 'enforce',
          },
        },
        { type: 'deprecation', url: 'http://127.0.0.1:14173/', body: {} },
      ]);
      expect(modern.status).toBe(204);
      const legacy = await post('application/csp-report', {
        'csp-report': {
          'document-uri': 'http://127.0.0.1:14173/\n[dev-backend] forged line',
          'violated-directive': 'connect-src',
          'blocked-uri': 'https://evil.example',
        },
      });
      expect(legacy.status).toBe(204);
      const lines = log.mock.calls.map(([line]) => String(line));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^\[dev-backend\] CSP violation: .*"directive":"script-src-elem"/);
      // A report's text cannot start a line of its own in the log.
      expect(lines[1]).not.toContain('\n');
      const { reports } = (await (await api('/__test__/csp-reports')).json()) as {
        reports: { via: string; documentUrl: string; directive: string; blockedUrl: string }[];
      };
      expect(reports.slice(-2).map((report) => [report.via, report.directive, report.blockedUrl])).toEqual([
        ['report-to', 'script-src-elem', 'inline'],
        ['report-uri', 'connect-src', 'https://evil.example'],
      ]);
    } finally {
      log.mockRestore();
    }
  });

  it('answers 415 to another media type and 400 to a body that is no report', async () => {
    expect((await post('text/plain', [])).status).toBe(415);
    expect((await post('application/csp-report', '{')).status).toBe(400);
    expect((await post('application/reports+json', { hello: 'world' })).status).toBe(400);
  });

  // Chromium uploads report-to reports as a cross-origin POST of application/reports+json, so it
  // asks first (OPTIONS) and sends the reports only if the answer allows the portal's origin and
  // the Content-Type header; the POST's answer must allow the origin too.
  it("lets the portal's Reporting API uploads through CORS, and no other origin's", async () => {
    const preflight = (origin: string) =>
      api('/csp-reports', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(PORTAL);
    expect(allowed.status).toBeGreaterThanOrEqual(200);
    expect(allowed.status).toBeLessThan(300);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(
      (allowed.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/),
    ).toContain('content-type');
    expect(
      (await preflight('https://attacker.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();

    const upload = await api('/csp-reports', {
      json: JSON.stringify([
        {
          type: 'csp-violation',
          url: `${PORTAL}/pricing`,
          body: {
            documentURL: `${PORTAL}/pricing`,
            effectiveDirective: 'img-src',
            blockedURL: 'https://x.invalid/p.png',
          },
        },
      ]),
      headers: { 'content-type': 'application/reports+json; charset=utf-8', origin: PORTAL },
    });
    expect(upload.status).toBe(204);
    expect(upload.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(upload.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

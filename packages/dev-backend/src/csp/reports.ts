// CSP violation reports from the hosted portal (its CSP names this endpoint in report-uri and
// report-to). Both formats browsers send are read: the Reporting API's `application/reports+json`
// (a list of reports, sent for report-to) and the older `application/csp-report` (one
// `{"csp-report": …}`, sent for report-uri by browsers without the Reporting API). Each violation
// is logged on one line, with the directive it came through; repeats are folded and kept
// bounded (docs/decisions.md, "CSP reports").
import { z } from 'zod';
import type { CspReportStore } from '../store/csp-reports.ts';

export const CSP_REPORT_MEDIA_TYPES = [
  'application/reports+json',
  'application/csp-report',
  'application/json',
];

const text = z.string().max(2048).optional();

const ReportingApiSchema = z
  .array(
    z.object({
      type: z.string(),
      url: text,
      body: z
        .object({ documentURL: text, effectiveDirective: text, blockedURL: text, disposition: text })
        .loose(),
    }),
  )
  .max(100);

const LegacySchema = z.object({
  'csp-report': z
    .object({
      'document-uri': text,
      'effective-directive': text,
      'violated-directive': text,
      'blocked-uri': text,
    })
    .loose(),
});

export interface CspViolation {
  receivedAt: string;
  /** The policy directive the browser reported through, told apart by the body's format. */
  via: 'report-to' | 'report-uri';
  documentUrl: string;
  directive: string;
  blockedUrl: string;
}

/** The violations in a report body, or undefined when it is neither format. */
export function violationsOf(body: unknown): Omit<CspViolation, 'receivedAt'>[] | undefined {
  const modern = ReportingApiSchema.safeParse(body);
  if (modern.success) {
    return modern.data
      .filter((report) => report.type === 'csp-violation')
      .map(({ url, body: report }) => ({
        via: 'report-to' as const,
        documentUrl: report.documentURL ?? url ?? '',
        directive: report.effectiveDirective ?? '',
        blockedUrl: report.blockedURL ?? '',
      }));
  }
  const legacy = LegacySchema.safeParse(body);
  if (!legacy.success) return undefined;
  const report = legacy.data['csp-report'];
  return [
    {
      via: 'report-uri',
      documentUrl: report['document-uri'] ?? '',
      directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
      blockedUrl: report['blocked-uri'] ?? '',
    },
  ];
}

/** Whether a fold's count is one an operator should see in the log: the first, then each tenfold. */
const worthALine = (count: number) => count === 1 || /^10+$/.test(String(count));

/**
 * Folds violations into the store (store/csp-reports.ts) and logs a line only for the first of a
 * kind and each tenfold repeat, so repeats cost neither rows nor log.
 */
export function createCspReportLog(
  store: CspReportStore,
  log: (line: string) => void = (line) => console.warn(line),
) {
  return {
    add(violations: readonly Omit<CspViolation, 'receivedAt'>[], now = new Date()): void {
      const counts = store.add(violations, now);
      violations.forEach((violation, index) => {
        const count = counts[index] ?? 0;
        if (!worthALine(count)) return;
        const entry = { receivedAt: now.toISOString(), ...violation };
        const repeated = count > 1 ? ` (repeated ${count} times)` : '';
        // JSON: a report's text is the sender's, so it is quoted, never written raw into the log.
        log(`[dev-backend] CSP violation${repeated}: ${JSON.stringify(entry)}`);
      });
    },
    /** The kept violations, folded, least recently reported first. */
    recent: () => store.list(),
  };
}

export type CspReportLog = ReturnType<typeof createCspReportLog>;

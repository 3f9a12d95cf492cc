// CSP violation reports, folded and bounded (docs/decisions.md, "CSP reports"): one row per
// document, directive and blocked URL with its count and first and last time, so a browser (or
// anyone) sending the same report again adds to a count instead of a row; past `keep` rows the
// least recently reported are dropped. Each text is at most 2,048 characters (csp/reports.ts),
// so the table stays under about `keep` × 6 KB.
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './database.ts';

/** The default cap of kept rows (CSP_REPORTS_KEEP). */
export const CSP_REPORTS_KEPT = 1_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS csp_reports (
  document_url TEXT NOT NULL,
  directive TEXT NOT NULL,
  blocked_url TEXT NOT NULL,
  via TEXT NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  count INTEGER NOT NULL,
  -- Orders rows by their newest report; timestamps can tie within a millisecond.
  last_seq INTEGER NOT NULL,
  PRIMARY KEY (document_url, directive, blocked_url)
);
CREATE INDEX IF NOT EXISTS csp_reports_by_seq ON csp_reports (last_seq);
`;

export interface CspReportKey {
  via: 'report-to' | 'report-uri';
  documentUrl: string;
  directive: string;
  blockedUrl: string;
}

export interface FoldedCspReport extends CspReportKey {
  firstAt: string;
  lastAt: string;
  count: number;
}

interface Row {
  via: CspReportKey['via'];
  document_url: string;
  directive: string;
  blocked_url: string;
  first_at: string;
  last_at: string;
  count: number;
}

export function createCspReports(db: DatabaseSync, keep: number) {
  db.exec(SCHEMA);
  const fold = db.prepare(
    `INSERT INTO csp_reports (document_url, directive, blocked_url, via, first_at, last_at, count, last_seq)
     VALUES (?, ?, ?, ?, ?, ?, 1, (SELECT COALESCE(MAX(last_seq), 0) + 1 FROM csp_reports))
     ON CONFLICT (document_url, directive, blocked_url) DO UPDATE SET
       count = count + 1, last_at = excluded.last_at, via = excluded.via, last_seq = excluded.last_seq
     RETURNING count`,
  );
  const trim = db.prepare(
    `DELETE FROM csp_reports WHERE last_seq <=
       (SELECT last_seq FROM csp_reports ORDER BY last_seq DESC LIMIT 1 OFFSET ?)`,
  );
  const all = db.prepare('SELECT * FROM csp_reports ORDER BY last_seq');
  return {
    /** Folds each report in and drops the oldest past the cap; answers each report's count. */
    add(reports: readonly CspReportKey[], now = new Date()): number[] {
      const at = now.toISOString();
      return inTransaction(db, () => {
        const counts = reports.map(
          (report) =>
            (
              fold.get(report.documentUrl, report.directive, report.blockedUrl, report.via, at, at) as {
                count: number;
              }
            ).count,
        );
        trim.run(keep);
        return counts;
      });
    },
    /** Every kept report, least recently reported first. */
    list(): FoldedCspReport[] {
      return (all.all() as unknown as Row[]).map((row) => ({
        via: row.via,
        documentUrl: row.document_url,
        directive: row.directive,
        blockedUrl: row.blocked_url,
        firstAt: row.first_at,
        lastAt: row.last_at,
        count: row.count,
      }));
    },
    wipe(): void {
      db.exec('DELETE FROM csp_reports;');
    },
  };
}

export type CspReportStore = ReturnType<typeof createCspReports>;

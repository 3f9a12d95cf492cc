// The CSP violation reports the hosted portal's browsers send (POST /csp-reports), and the
// test-only list of those received (GET /__test__/csp-reports).
import { z } from 'zod';
import { contractRegistry } from './registry.ts';

export const CspReportSchema = z
  .union([
    z.array(z.object({ type: z.string(), url: z.string(), body: z.record(z.string(), z.unknown()) })),
    z.object({ 'csp-report': z.record(z.string(), z.unknown()) }),
  ])
  .register(contractRegistry, {
    id: 'CspReport',
    description: 'A Reporting API list (type csp-violation) or a report-uri `{"csp-report": …}` object.',
  });

export const CspReportListSchema = z
  .object({
    reports: z.array(
      z.object({
        via: z.enum(['report-to', 'report-uri']),
        documentUrl: z.string(),
        directive: z.string(),
        blockedUrl: z.string(),
        /** Reports of the same document, directive and blocked URL are folded into one entry. */
        firstAt: z.string(),
        lastAt: z.string(),
        count: z.int().min(1),
      }),
    ),
  })
  .register(contractRegistry, { id: 'CspReportList' });

import { Hono } from 'hono';
import { CSP_REPORT_MEDIA_TYPES, violationsOf, type CspReportLog } from '../csp/reports.ts';
import { ApiError } from '../http/errors.ts';
import { exceedsJsonDepth } from '../http/json-depth.ts';

/** `POST /csp-reports`: where browsers send the portal's CSP violations (204, logged). */
export function cspReportRoutes(deps: { reports: CspReportLog }) {
  const app = new Hono();
  app.post('/', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!CSP_REPORT_MEDIA_TYPES.includes(type)) throw new ApiError(415, 'unsupported_media_type');
    const raw = await c.req.text();
    let body: unknown;
    try {
      body = exceedsJsonDepth(raw) ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      body = undefined;
    }
    const violations = violationsOf(body);
    if (!violations) throw new ApiError(400, 'invalid_request');
    deps.reports.add(violations);
    return c.body(null, 204);
  });
  return app;
}

import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CSP_REPORT_MEDIA_TYPES, violationsOf, type CspReportLog } from '../csp/reports.ts';
import { ApiError } from '../http/errors.ts';
import { exceedsJsonDepth } from '../http/json-depth.ts';

/**
 * `POST /csp-reports`: where browsers send the portal's CSP violations (204, folded and logged).
 * Anyone may call it, so it is bounded in order: the body's size (413), before a byte is
 * parsed; the rate per address block (429, `limited`); repeats fold into counts in bounded
 * storage (docs/decisions.md, "CSP reports").
 */
export function cspReportRoutes(deps: {
  reports: CspReportLog;
  maxBodyBytes: number;
  limited: MiddlewareHandler;
}) {
  const app = new Hono();
  const sizeCap = bodyLimit({
    maxSize: deps.maxBodyBytes,
    onError: () => {
      throw new ApiError(413, 'body_too_large', {
        message: `A CSP report body may be at most ${deps.maxBodyBytes} bytes`,
      });
    },
  });
  app.post('/', sizeCap, deps.limited, async (c) => {
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

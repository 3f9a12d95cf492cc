// 429 with Retry-After once an action is repeated past its limit (config.ts), counted in SQLite
// (store/rate-limits.ts) per subject: a signed-in user (`userLimits`, after `requireUser`: the
// limit is the user's, whatever address they use) or, where nobody signs in, the client's
// address block (http/client-key.ts).
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../auth.ts';
import type { RateLimit, RateLimits } from '../store/rate-limits.ts';
import { clientKey } from './client-key.ts';
import { ApiError } from './errors.ts';

/** Counts one `action` by `subject`, or throws 429 with Retry-After when its window is full. */
function take(limits: RateLimits, action: string, subject: string, limit: RateLimit): void {
  const decision = limits.take(action, subject, limit);
  if (decision.allowed) return;
  throw new ApiError(429, 'rate_limited', {
    headers: { 'Retry-After': String(decision.retryAfterSeconds) },
  });
}

export const limitPerUser = (limits: RateLimits, action: string, limit: RateLimit) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    take(limits, action, c.get('user').uid, limit);
    await next();
  });

export const limitPerAddress = (limits: RateLimits, action: string, limit: RateLimit) =>
  createMiddleware(async (c, next) => {
    take(limits, action, clientKey(getConnInfo(c).remote.address), limit);
    await next();
  });

// 429 with Retry-After once a signed-in user repeats an action past its limit (config.ts,
// `userLimits`). After `requireUser`: the limit is the user's, whatever address they use.
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../auth.ts';
import type { RateLimit, RateLimits } from '../store/rate-limits.ts';
import { ApiError } from './errors.ts';

export function limitPerUser(limits: RateLimits, action: string, limit: RateLimit) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const decision = limits.take(action, c.get('user').uid, limit);
    if (!decision.allowed) {
      throw new ApiError(429, 'rate_limited', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      });
    }
    await next();
  });
}

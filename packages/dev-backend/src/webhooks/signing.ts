// The webhook signature (docs/decisions.md, "Alerts"): HMAC-SHA256, keyed with the account's
// secret, over `<unix seconds>.<raw body>`, sent as `RemoteRL-Signature: t=<seconds>,v1=<hex>`.
// The timestamp inside the signed text lets a receiver refuse replays of an old delivery.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/**
 * What a receiver does: recompute the digest and compare in constant time, refusing a timestamp
 * older than `toleranceSeconds`. Kept here so the tests verify as a receiver would.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.trim(), value.trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = signatureHeader(secret, body, timestamp).split('v1=')[1] as string;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

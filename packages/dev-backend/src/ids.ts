import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { API_KEY_PREFIX } from '@remoterl/product';

const PAYPAL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function paypalStyleId(length: number): string {
  let id = '';
  for (let index = 0; index < length; index += 1) {
    id += PAYPAL_ALPHABET[randomInt(PAYPAL_ALPHABET.length)];
  }
  return id;
}

/**
 * `api_` + a UUID v4 (122 random bits from the system's secure source, lowercase): the shape the
 * real client accepts (docs/decisions.md, "API keys").
 */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomUUID()}`;
}

/** PayPal order ids are 17 upper-case alphanumerics (about 88 bits here). */
export function newOrderId(): string {
  return paypalStyleId(17);
}

/** PayPal payer ids are 13 upper-case alphanumerics. */
export function newPayerId(): string {
  return paypalStyleId(13);
}

/** Capability token in receipt links: whoever holds the link may download that receipt. */
export function newDownloadToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The contact form's values (docs/product.md#forms): full name, e-mail and message, already trimmed. */
export interface ContactMessageValues {
  fullName: string;
  email: string;
  message: string;
}

/**
 * The one message text the mail template receives (docs/product.md#outside-services). The sender's address is part of
 * the text because the template has a single field; the team replies to it by hand.
 */
export function composeContactMessage({ fullName, email, message }: ContactMessageValues): string {
  return `Full name: ${fullName}\nE-mail: ${email}\n\n${message}`;
}

/** Why a message was not sent, as the form explains it. */
export type ContactSendFailure = 'rate-limited' | 'offline' | 'failed';

export class ContactSendError extends Error {
  override name = 'ContactSendError';
  constructor(
    readonly reason: ContactSendFailure,
    options?: { cause?: unknown },
  ) {
    super(`The contact message was not sent (${reason}).`, options);
  }
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * Maps what the mail client threw to a reason. EmailJS rejects with `{ status, text }` for an
 * HTTP error, and the browser's fetch rejects with a TypeError when the network is down.
 */
export function classifySendError(error: unknown, online: boolean): ContactSendFailure {
  const status = statusOf(error);
  if (status === 429) return 'rate-limited';
  // An HTTP answer came back, so the network is up whatever navigator.onLine says (it reads the
  // machine's interfaces, and a machine can be online through none it counts).
  if (!online && status === undefined) return 'offline';
  return 'failed';
}

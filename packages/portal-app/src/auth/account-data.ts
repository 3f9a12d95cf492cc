import type { AccountData } from '../api/gateway';

/** The part of a Firebase user the account call needs. */
export interface AuthUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  metadata: { creationTime?: string; lastSignInTime?: string };
  providerData?: ReadonlyArray<{ email: string | null }>;
  getIdToken(): Promise<string>;
}

/** The Google account carries no e-mail address (docs/product.md#sign-in). */
export class NoEmailError extends Error {
  override name = 'NoEmailError';
  constructor() {
    super('no email information');
  }
}

export function emailOf(user: AuthUserLike): string {
  const email = user.email ?? user.providerData?.find((profile) => profile.email)?.email ?? null;
  if (!email) throw new NoEmailError();
  return email;
}

/** Firebase keeps times as RFC 1123 strings; the backend wants ISO 8601. */
export function toIsoTime(time: string | undefined, now: () => Date = () => new Date()): string {
  const parsed = time ? new Date(time) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : now().toISOString();
}

/**
 * The account-call body for this user: `lastLoginAt` when logging in (or refreshing the key),
 * `createdAt` when signing up. `displayName` may be overridden by the onboarding form.
 */
export function accountDataFor(
  user: AuthUserLike,
  purpose: 'login' | 'signup',
  displayName: string = user.displayName ?? '',
): AccountData {
  const identity = { uid: user.uid, email: emailOf(user), displayName };
  return purpose === 'login'
    ? { ...identity, lastLoginAt: toIsoTime(user.metadata.lastSignInTime) }
    : { ...identity, createdAt: toIsoTime(user.metadata.creationTime) };
}

import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './http/errors.ts';
import { firebaseDirectory, type IdentityDirectory } from './identity/directory.ts';

export interface VerifiedUser {
  uid: string;
  email: string | undefined;
  /** The token's `email_verified` claim: the identity provider vouches for `email`. */
  emailVerified: boolean;
  /** The token's `auth_time`: when the user signed in (seconds); a refreshed token keeps it. */
  signedInAt?: number;
}

export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedUser>;
  close(): Promise<void>;
}

/**
 * Verifies Firebase ID tokens with firebase-admin. With FIREBASE_AUTH_EMULATOR_HOST set the
 * SDK accepts the emulator's unsigned tokens; checkRevoked makes it also ask the emulator that
 * the user still exists and is enabled, so a token for a deleted user is refused.
 */
export function createFirebaseVerifier(projectId: string): TokenVerifier & IdentityDirectory {
  const app = initializeApp({ projectId }, `dev-backend-${randomUUID()}`);
  const auth = getAuth(app);
  const directory = firebaseDirectory(auth);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: decoded.email,
        emailVerified: decoded.email_verified === true,
        signedInAt: decoded.auth_time,
      };
    },
    status: (uid) => directory.status(uid),
    close: () => deleteApp(app),
  };
}

/**
 * Whether the token is a JWT whose header and payload are JSON objects. firebase-admin throws
 * plain errors (not `auth/...` ones) for some broken tokens, for example a payload with a raw
 * control character; checked here so those are a 401, not mistaken for a verifier outage.
 */
export function isWellFormedJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]*$/.test(part))) return false;
  return parts.slice(0, 2).every((part) => {
    try {
      const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  });
}

// Only a failure to reach the verifier is a 503; every other failure is about the token.
function isVerifierUnreachable(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  if (code === 'app/network-error' || code === 'app/network-timeout') return true;
  if (code === 'auth/internal-error') return true;
  return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND'].includes(
    String(cause?.code ?? code),
  );
}

export type AuthEnv = { Variables: { user: VerifiedUser } };

const unauthorized = (code: 'missing_token' | 'invalid_token' | 'uid_mismatch') =>
  new ApiError(401, code, { headers: { 'WWW-Authenticate': 'Bearer' } });

export function requireUser(verifier: TokenVerifier) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthorized('missing_token');
    if (!isWellFormedJwt(match[1])) throw unauthorized('invalid_token');
    let user: VerifiedUser;
    try {
      user = await verifier.verify(match[1]);
    } catch (error) {
      if (!isVerifierUnreachable(error)) throw unauthorized('invalid_token');
      // One line, not a stack: an outage of the verifier is expected to repeat.
      console.error(`[dev-backend] token verifier unreachable: ${String(error)}`);
      throw new ApiError(503, 'auth_unavailable', { headers: { 'Retry-After': '5' } });
    }
    c.set('user', user);
    await next();
  });
}

export { unauthorized };

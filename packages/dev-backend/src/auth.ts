import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './http/errors.ts';

export interface VerifiedUser {
  uid: string;
  email: string | undefined;
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
export function createFirebaseVerifier(projectId: string): TokenVerifier {
  const app = initializeApp({ projectId }, `dev-backend-${randomUUID()}`);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid, email: decoded.email };
    },
    close: () => deleteApp(app),
  };
}

// Codes that say "this token is not acceptable", as opposed to "could not reach the verifier".
function isTokenRejection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/internal-error';
}

export type AuthEnv = { Variables: { user: VerifiedUser } };

const unauthorized = (message: string) =>
  new ApiError(401, message, { headers: { 'WWW-Authenticate': 'Bearer' } });

export function requireUser(verifier: TokenVerifier) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Missing bearer token (Authorization: Bearer <Firebase ID token>)');
    let user: VerifiedUser;
    try {
      user = await verifier.verify(match[1]);
    } catch (error) {
      if (isTokenRejection(error)) throw unauthorized('Invalid or expired Firebase ID token');
      console.error('[dev-backend] token verification failed:', error);
      throw new ApiError(503, 'Could not verify the ID token; is the Firebase Auth emulator running?');
    }
    c.set('user', user);
    await next();
  });
}

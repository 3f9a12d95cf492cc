// Real ID tokens from the Firebase Auth emulator's REST API (the same calls the web SDK makes).
import { randomUUID } from 'node:crypto';

const emulatorHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set');
  return host;
};

async function identityToolkit(method: string, body: object): Promise<Record<string, unknown>> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`accounts:${method} failed: ${JSON.stringify(json)}`);
  return json;
}

export interface TestUser {
  uid: string;
  email: string;
  displayName: string;
  idToken: string;
}

/** A user signed in with Google, as the portal does (the emulator accepts an unsigned id_token). */
export async function signInWithGoogle(name = 'Test User'): Promise<TestUser> {
  const email = `user-${randomUUID()}@example.com`;
  const fakeGoogleToken = JSON.stringify({ sub: randomUUID(), email, email_verified: true, name });
  const result = await identityToolkit('signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(fakeGoogleToken)}&providerId=google.com`,
    requestUri: 'http://127.0.0.1',
    returnIdpCredential: true,
    returnSecureToken: true,
  });
  return { uid: String(result.localId), email, displayName: name, idToken: String(result.idToken) };
}

/** A user with e-mail and password: another independent identity. */
export async function signUpWithPassword(): Promise<TestUser> {
  const email = `pw-${randomUUID()}@example.com`;
  const result = await identityToolkit('signUp', { email, password: 'secret-123', returnSecureToken: true });
  return {
    uid: String(result.localId),
    email,
    displayName: 'Password User',
    idToken: String(result.idToken),
  };
}

export async function deleteUser(user: TestUser): Promise<void> {
  await identityToolkit('delete', { idToken: user.idToken });
}

/** An unsigned token shaped like the emulator's, for claims the emulator would never issue. */
export function forgeToken(claims: { uid: string; projectId: string; expiresInSeconds?: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    encode({ alg: 'none', typ: 'JWT' }),
    encode({
      iss: `https://securetoken.google.com/${claims.projectId}`,
      aud: claims.projectId,
      auth_time: now - 10,
      user_id: claims.uid,
      sub: claims.uid,
      iat: now - 10,
      exp: now + (claims.expiresInSeconds ?? 3600),
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
}

/**
 * The emulator's admin REST API (what firebase-admin calls, authorised as `owner`): an operator
 * disabling or deleting an identity in the Firebase console does the same to the real project.
 */
async function admin(method: 'update' | 'delete', body: object): Promise<void> {
  const project = process.env.GCLOUD_PROJECT ?? 'demo-remoterl';
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:${method}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin accounts:${method} failed: ${await response.text()}`);
}

export const disableUser = (user: TestUser) => admin('update', { localId: user.uid, disableUser: true });
export const enableUser = (user: TestUser) => admin('update', { localId: user.uid, disableUser: false });
export const deleteUserAsAdmin = (user: TestUser) => admin('delete', { localId: user.uid });

/** An anonymous user: a valid ID token with no e-mail at all. */
export async function signInAnonymously(): Promise<TestUser> {
  const result = await identityToolkit('signUp', { returnSecureToken: true });
  return {
    uid: String(result.localId),
    email: '',
    displayName: 'Anonymous',
    idToken: String(result.idToken),
  };
}

/** A password user whose e-mail an operator marked verified, signed in again for a token that says so. */
export async function signUpWithVerifiedPassword(): Promise<TestUser> {
  const user = await signUpWithPassword();
  await admin('update', { localId: user.uid, emailVerified: true });
  const result = await identityToolkit('signInWithPassword', {
    email: user.email,
    password: 'secret-123',
    returnSecureToken: true,
  });
  return { ...user, idToken: String(result.idToken) };
}

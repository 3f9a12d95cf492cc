// A signed-in session for `pnpm dev`, made without the sign-in UI: a Google user in the Auth
// emulator, registered with the dev backend as onboarding registers one, and stored in a browser
// the way the portal's Firebase SDK and session store keep it, so a fresh browser context
// loaded with the returned storage state opens the user area signed in (a returning visitor).
import { TERMS_VERSION } from '../../packages/product/src/terms.ts';

/** The portal's dev Firebase settings (packages/portal-app/.env.development). */
const FIREBASE_API_KEY = 'demo-api-key';
const FIREBASE_APP_NAME = '[DEFAULT]';
/** The session store's key and version (packages/portal-app/src/session/session-key.ts, session-store.ts). */
const SESSION_STORAGE_KEY = 'user-store';
const SESSION_STORE_VERSION = 1;

async function ok(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * A new Google user in the Auth emulator. The emulator accepts an unsigned Google ID token
 * written as JSON claims, as the Firebase docs show for testing against it.
 */
async function signInNewGoogleUser(authUrl) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const claims = {
    sub: `paint-${unique}`,
    email: `paint.${unique}@example.com`,
    email_verified: true,
    name: `Paint ${unique.slice(-4)}`,
  };
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        returnSecureToken: true,
      }),
    },
  );
  const user = await (await ok(response, 'The Auth emulator')).json();
  return { ...user, displayName: claims.name, googleUid: claims.sub };
}

/** Onboarding's call: accepts the terms, which creates the account and its API key. */
async function register(backendUrl, user) {
  await ok(
    await fetch(`${backendUrl}/gateway/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
      body: JSON.stringify({
        data: {
          uid: user.localId,
          email: user.email,
          displayName: user.displayName,
          termsVersion: TERMS_VERSION,
        },
      }),
    }),
    'The dev backend',
  );
}

/**
 * Firebase Auth's persisted user (its indexedDB persistence: database `firebaseLocalStorageDb`,
 * store `firebaseLocalStorage`, one record per app) and the portal's session store, written on
 * the portal's origin. Written by hand because the sign-in the SDK would do needs the popup and
 * Google's account chooser; the SDK reads this record back as its signed-in user.
 */
function storeSession(page, user) {
  const now = Date.now();
  const firebaseUser = {
    uid: user.localId,
    email: user.email,
    emailVerified: true,
    displayName: user.displayName,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'google.com',
        uid: user.googleUid,
        displayName: user.displayName,
        email: user.email,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: user.refreshToken,
      accessToken: user.idToken,
      expirationTime: now + Number(user.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: FIREBASE_API_KEY,
    appName: FIREBASE_APP_NAME,
  };
  const sessionStore = {
    state: { uid: user.localId, email: user.email, displayName: user.displayName },
    version: SESSION_STORE_VERSION,
  };
  return page.evaluate(
    // Runs in the page: its localStorage and indexedDB.
    async ({ record, sessionKey, session }) => {
      globalThis.localStorage.setItem(sessionKey, JSON.stringify(session));
      const database = await new Promise((resolve, reject) => {
        const request = globalThis.indexedDB.open('firebaseLocalStorageDb', 1);
        request.onupgradeneeded = () =>
          request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise((resolve, reject) => {
        const transaction = database.transaction('firebaseLocalStorage', 'readwrite');
        transaction.objectStore('firebaseLocalStorage').put(record);
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    {
      record: {
        fbase_key: `firebase:authUser:${FIREBASE_API_KEY}:${FIREBASE_APP_NAME}`,
        value: firebaseUser,
      },
      sessionKey: SESSION_STORAGE_KEY,
      session: sessionStore,
    },
  );
}

/**
 * Registers a new user and returns the storage state of a browser signed in as them (for
 * `browser.newContext({ storageState })`), with the user's e-mail.
 */
export async function createSignedInStorageState(browser, { authUrl, backendUrl, portalUrl }) {
  const user = await signInNewGoogleUser(authUrl);
  await register(backendUrl, user);
  const context = await browser.newContext();
  const page = await context.newPage();
  // A page that does not start the session: only the origin is needed.
  await page.goto(new URL('/robots.txt', portalUrl).href);
  await storeSession(page, user);
  const storageState = await context.storageState({ indexedDB: true });
  await context.close();
  return { storageState, email: user.email };
}

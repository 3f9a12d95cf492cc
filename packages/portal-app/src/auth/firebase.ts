import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getAdditionalUserInfo,
  getAuth,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { getEnv } from '../config/env';

/**
 * Firebase Auth for the portal. This module is only ever imported dynamically, so the
 * marketing pages do not download the SDK before first paint.
 */
let auth: Auth | undefined;

function firebaseApp(): FirebaseApp {
  if (getApps().length > 0) return getApp();
  const env = getEnv();
  return initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    appId: env.VITE_FIREBASE_APP_ID,
  });
}

/** The portal's Auth instance, created on first use. */
export function getFirebaseAuth(): Auth {
  if (auth) return auth;
  const app = firebaseApp();
  try {
    // With the resolver, Safari and mobile browsers get the sign-in helper iframe ready when
    // Auth starts (the SDK's `_shouldInitProactively`; desktop Chromium and Firefox do not).
    // Without it, the sign-in click first loads that iframe over the network, and WebKit then
    // blocks the popup: it lets a click open a window only from its own task and microtasks
    // (docs/decisions.md, "Sign-in popup in Safari").
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
  } catch {
    // Already initialised (a hot module reload re-ran this file): reuse that instance.
    auth = getAuth(app);
  }
  const emulatorUrl = getEnv().VITE_FIREBASE_AUTH_EMULATOR_URL;
  if (emulatorUrl && !auth.emulatorConfig) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}

export interface GoogleSignIn {
  user: User;
  /** True when this popup sign-in created the Firebase account. */
  isNewUser: boolean;
}

/** Opens the Google account chooser in a popup. Rejects with Firebase's error codes. */
export async function signInWithGoogle(): Promise<GoogleSignIn> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const result = await signInWithPopup(getFirebaseAuth(), provider, browserPopupRedirectResolver);
  return { user: result.user, isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? false };
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(getFirebaseAuth());
}

/** The signed-in Firebase user once the persisted session has been read, or null. */
export async function currentFirebaseUser(): Promise<User | null> {
  const instance = getFirebaseAuth();
  await instance.authStateReady();
  return instance.currentUser;
}

export function watchFirebaseUser(listener: (user: User | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), listener);
}

export type { User };

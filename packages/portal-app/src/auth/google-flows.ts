import { TERMS_VERSION } from '@remoterl/product';
import { gateway, type AccountData } from '../api/gateway';
import { isNotRegistered } from '../api/not-registered';
import { loadAccount, type AccountUser } from '../account';
import { accountDataFor, emailOf, toIsoTime, type AuthUserLike } from './account-data';

/** What the flows need from Firebase and the gateway; tests pass fakes of this seam. */
export interface FlowDeps {
  signIn(): Promise<{ user: AuthUserLike & { delete(): Promise<void> }; isNewUser: boolean }>;
  signOut(): Promise<void>;
  currentUser(): Promise<AuthUserLike | null>;
  registerAccount(data: AccountData, idToken: string): Promise<string>;
}

let firebaseDepsLoad: Promise<FlowDeps> | undefined;

function firebaseDeps(): Promise<FlowDeps> {
  firebaseDepsLoad ??= (async () => {
    // The account store loads beside Firebase, so it is there when the popup returns.
    const [firebase] = await Promise.all([import('./firebase'), loadAccount()]);
    // Auth starts now, so a later click finds it (and, in Safari, its sign-in iframe) ready.
    firebase.getFirebaseAuth();
    return {
      signIn: firebase.signInWithGoogle,
      signOut: firebase.signOutOfFirebase,
      currentUser: firebase.currentFirebaseUser,
      registerAccount: (data, idToken) => gateway().registerAccount(data, idToken),
    };
  })();
  // A failed load (a dropped network) is tried again by the next click.
  firebaseDepsLoad.catch(() => (firebaseDepsLoad = undefined));
  return firebaseDepsLoad;
}

/**
 * Loads and starts what a sign-in click needs before the click, so the click opens the popup
 * from its own task (WebKit blocks a popup opened after a network wait). Errors are left to the
 * click, which reports them.
 */
export function prepareGoogleSignIn(): void {
  firebaseDeps().catch(() => undefined);
}

/** Closing the popup (or opening a second one) is the user changing their mind, not an error. */
export function isPopupDismissed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

export function isPopupBlocked(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'auth/popup-blocked';
}

export type LoginOutcome = 'signed-in' | 'new-user' | 'dismissed';

async function storeSession(deps: FlowDeps, user: AuthUserLike, data: AccountData): Promise<void> {
  const apiKey = await deps.registerAccount(data, await user.getIdToken());
  const account = await loadAccount();
  account.getState().setUser({ uid: data.uid, email: data.email, displayName: data.displayName, apiKey });
}

/**
 * Login flow (docs/product.md#sign-in): a new Google account is sent to sign-up; an account without e-mail
 * fails with NoEmailError; otherwise the account call (lastLoginAt) stores the session. A Google
 * account that never completed onboarding is new too: the backend answers not_registered and
 * issues no key (docs/decisions.md, "Registered means consented").
 */
export async function logInWithGoogle(deps?: FlowDeps): Promise<LoginOutcome> {
  const flow = deps ?? (await firebaseDeps());
  let signIn: Awaited<ReturnType<FlowDeps['signIn']>>;
  try {
    signIn = await flow.signIn();
  } catch (error) {
    if (isPopupDismissed(error)) return 'dismissed';
    throw error;
  }
  const { user, isNewUser } = signIn;
  if (isNewUser) {
    // The popup has just created a Firebase account the user never signed up for. Remove it,
    // so the sign-up page sees a new account again and runs onboarding (name and terms).
    await user.delete().catch(() => flow.signOut());
    return 'new-user';
  }
  try {
    await storeSession(flow, user, accountDataFor(user, 'login'));
  } catch (error) {
    await flow.signOut().catch(() => undefined);
    if (isNotRegistered(error)) return 'new-user';
    throw error;
  }
  return 'signed-in';
}

export type SignUpOutcome = 'onboarding' | 'signed-in' | 'dismissed';

/**
 * Sign-up flow (docs/product.md#sign-in): a new account becomes the temporary user for onboarding; a registered
 * one (onboarding completed) is signed in with createdAt and told so (`onAlreadyRegistered`). A
 * Google account the backend does not count as registered (no consent yet) is new: onboarding.
 */
export async function signUpWithGoogle(
  onAlreadyRegistered: () => void,
  deps?: FlowDeps,
): Promise<SignUpOutcome> {
  const flow = deps ?? (await firebaseDeps());
  let signIn: Awaited<ReturnType<FlowDeps['signIn']>>;
  try {
    signIn = await flow.signIn();
  } catch (error) {
    if (isPopupDismissed(error)) return 'dismissed';
    throw error;
  }
  const { user, isNewUser } = signIn;
  try {
    const email = emailOf(user);
    const startOnboarding = async (): Promise<SignUpOutcome> => {
      const account = await loadAccount();
      account.getState().setTempUser({ uid: user.uid, email, displayName: user.displayName ?? '' });
      return 'onboarding';
    };
    if (isNewUser) return await startOnboarding();
    try {
      await storeSession(flow, user, accountDataFor(user, 'signup'));
    } catch (error) {
      if (isNotRegistered(error)) return await startOnboarding();
      throw error;
    }
    onAlreadyRegistered();
    return 'signed-in';
  } catch (error) {
    await flow.signOut().catch(() => undefined);
    throw error;
  }
}

/** Submitting onboarding without the temporary user (a reload, a direct visit). */
export class MissingTempUserError extends Error {
  override name = 'MissingTempUserError';
  constructor() {
    super('No login information.');
  }
}

/**
 * Onboarding (docs/product.md#sign-in): with the temporary user, the form's name and the terms accepted, the
 * account call (createdAt and the terms version) registers the account, stores the session and
 * clears the temporary user. Throws MissingTempUserError
 * before any call when there is no temporary user (or Firebase holds another account).
 */
export async function completeOnboarding(displayName: string, deps?: FlowDeps): Promise<void> {
  const tempUser: AccountUser | null = (await loadAccount()).getState().tempUser;
  if (!tempUser) throw new MissingTempUserError();
  const flow = deps ?? (await firebaseDeps());
  const user = await flow.currentUser();
  if (!user || user.uid !== tempUser.uid) throw new MissingTempUserError();
  await storeSession(flow, user, {
    uid: user.uid,
    email: user.email ?? tempUser.email,
    displayName,
    createdAt: toIsoTime(user.metadata.creationTime),
    termsVersion: TERMS_VERSION,
  });
}

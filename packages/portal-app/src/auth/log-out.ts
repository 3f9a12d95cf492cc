import { loadAccount } from '../account';

/**
 * Signs out of Firebase, then forgets the session (user, API key and temporary user).
 * Rejects when Firebase cannot sign out, leaving the session as it was; the caller then
 * shows a translated error toast. On success the caller navigates home.
 */
export async function logOut(): Promise<void> {
  const { signOutOfFirebase } = await import('./firebase');
  await signOutOfFirebase();
  const { clearUser, clearTempUser } = (await loadAccount()).getState();
  clearUser();
  clearTempUser();
}
